import type { Attempt, AttemptGrade } from '@talentpath/contracts/attempts';
import { api } from '../../../../lib/api-client';
import { useQuizAuthoringChange } from './invalidate';

/** POST /attempts/{id}/grade: marks (and comments) for essay answers, by position. */
export const gradeAttempt = ({ attemptId, body }: { attemptId: string; body: AttemptGrade }) =>
  api.post<Attempt>(`/attempts/${encodeURIComponent(attemptId)}/grade`, body);

export const useGradeAttempt = () => useQuizAuthoringChange(gradeAttempt);
