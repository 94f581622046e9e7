import type { QuestionExportFormat } from '@talentpath/contracts/question-import';
import { downloadFile } from '../../../../lib/download';

const ACCEPT: Record<QuestionExportFormat, string> = {
  gift: 'text/plain',
  'moodle-xml': 'application/xml',
  csv: 'text/csv',
};

/** GET /courses/{id}/question-bank/export: every question of the bank, saved as a GIFT, Moodle XML or CSV file. */
export const exportQuestions = (courseId: string, format: QuestionExportFormat, fileName: string) =>
  downloadFile(
    `/courses/${encodeURIComponent(courseId)}/question-bank/export?format=${format}`,
    fileName,
    ACCEPT[format],
  );
