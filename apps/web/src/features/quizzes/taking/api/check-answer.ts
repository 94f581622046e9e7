import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attempt, AttemptCheck } from '@talentpath/contracts/attempts';
import { ApiError } from '../../../../lib/api-error';
import { api } from '../../../../lib/api-client';
import { quizTakingKeys } from './query-keys';

/** POST /attempts/{id}/check (an interactive quiz): one question's response saved and marked now. */
export const checkAnswer = (attemptId: string, check: AttemptCheck) =>
  api.post<Attempt>(`/attempts/${encodeURIComponent(attemptId)}/check`, check);

/** The question was finished already (in another tab, say): its answer can no longer change. */
export const isQuestionFinished = (error: unknown) => error instanceof ApiError && error.code === 'QUESTION_FINISHED';

/**
 * Check; the attempt as the server now has it (the question's tries, result and hint) goes to the cache, as a start
 * or a submit puts it there. A question found finished already is read again, to show how it was marked.
 */
export function useCheckAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, ...check }: AttemptCheck & { attemptId: string }) => checkAnswer(attemptId, check),
    onSuccess: (attempt) => client.setQueryData(quizTakingKeys.attempt(attempt.id), attempt),
    onError: (error, { attemptId }) => {
      if (isQuestionFinished(error)) void client.invalidateQueries({ queryKey: quizTakingKeys.attempt(attemptId) });
    },
  });
}
