import type { Attempt, AttemptSave } from '@talentpath/contracts/attempts';
import { api } from '../../../../lib/api-client';

/** PUT /attempts/{id}: the answers and flags changed since the last save, by position. */
export const saveAnswers = (attemptId: string, answers: AttemptSave['answers']) =>
  api.put<Attempt>(`/attempts/${encodeURIComponent(attemptId)}`, { answers });
