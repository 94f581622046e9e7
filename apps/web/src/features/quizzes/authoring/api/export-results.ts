import { downloadFile } from '../../../../lib/download';

/** GET /quizzes/{id}/results/export: one line per attempt, saved as a CSV file. */
export const exportResults = (quizId: string, fileName: string) =>
  downloadFile(`/quizzes/${encodeURIComponent(quizId)}/results/export`, fileName);
