import type { QuestionImportInput, QuestionImportReport } from '@talentpath/contracts/question-import';
import { api } from '../../../../lib/api-client';
import { useQuizAuthoringChange } from './invalidate';

/** POST /courses/{id}/question-bank/import: a file's questions, reported row by row (`dryRun`: nothing stored). */
export const importQuestions = ({ courseId, body }: { courseId: string; body: QuestionImportInput }) =>
  api.post<QuestionImportReport>(`/courses/${encodeURIComponent(courseId)}/question-bank/import`, body);

export const useImportQuestions = () => useQuizAuthoringChange(importQuestions);
