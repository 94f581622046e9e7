import type { QuestionExportFormat } from '@talentpath/contracts/question-import';
import { downloadFile } from '../../../../lib/download';

/** GET /courses/{id}/question-bank/export: every question of the bank, saved as a GIFT or CSV file. */
export const exportQuestions = (courseId: string, format: QuestionExportFormat, fileName: string) =>
  downloadFile(
    `/courses/${encodeURIComponent(courseId)}/question-bank/export?format=${format}`,
    fileName,
    format === 'csv' ? 'text/csv' : 'text/plain',
  );
