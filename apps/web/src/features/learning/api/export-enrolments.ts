import { downloadFile } from '../../../lib/download';
import { queryString } from '../../../lib/list-query';
import type { EnrolmentListParams } from './list-enrolments';

/** GET /enrolments/export (CSV, the list's filters), saved as a file. */
export const exportEnrolments = (params: Omit<EnrolmentListParams, 'pageNumber' | 'pageSize'>, fileName: string) =>
  downloadFile(`/enrolments/export?${queryString(params)}`, fileName);
