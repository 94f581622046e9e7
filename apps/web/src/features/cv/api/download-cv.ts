import { type CvDocument, type CvRequestInput, cvFileName } from '@talentpath/contracts/cv';
import { today } from '@talentpath/contracts/calendar-days';
import { downloadFile } from '../../../lib/download';

/** POST /cv: the CV as a PDF or a JSON Resume, saved under the name the server gives it too. */
export const downloadCv = (request: CvRequestInput, doc: Pick<CvDocument, 'name'>) =>
  downloadFile(
    '/cv',
    cvFileName(doc, request.format, today()),
    request.format === 'pdf' ? 'application/pdf' : 'application/json',
    request,
  );
