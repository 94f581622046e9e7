import type { BankQuestion, BankQuestionInput } from '@talentpath/contracts/question-bank';
import { api } from '../../../../lib/api-client';
import { useQuizAuthoringChange } from './invalidate';

/** POST /courses/{courseId}/question-bank, or PUT /questions/{id} (the whole question; its version goes up). */
export const saveQuestion = (
  change: { courseId: string; body: BankQuestionInput } | { id: string; body: BankQuestionInput },
) =>
  'id' in change
    ? api.put<BankQuestion>(`/questions/${encodeURIComponent(change.id)}`, change.body)
    : api.post<BankQuestion>(`/courses/${encodeURIComponent(change.courseId)}/question-bank`, change.body);

export const useSaveQuestion = () => useQuizAuthoringChange(saveQuestion);
