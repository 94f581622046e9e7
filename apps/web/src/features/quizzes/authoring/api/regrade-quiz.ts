import type { RegradeResult } from '@talentpath/contracts/attempts';
import { api } from '../../../../lib/api-client';
import { useQuizAuthoringChange } from './invalidate';

/** POST /quizzes/{id}/regrade: closed attempts graded again against each question's current version. */
export const regradeQuiz = (quizId: string) =>
  api.post<RegradeResult>(`/quizzes/${encodeURIComponent(quizId)}/regrade`);

export const useRegradeQuiz = () => useQuizAuthoringChange(regradeQuiz);
