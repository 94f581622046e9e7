import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attempt } from '@talentpath/contracts/attempts';
import { api } from '../../../../lib/api-client';
import { quizTakingKeys } from './query-keys';

/** POST /attempts/{id}/submit: closes and grades the attempt, once. */
export const submitAttempt = (attemptId: string) =>
  api.post<Attempt>(`/attempts/${encodeURIComponent(attemptId)}/submit`);

/** Submit; the results page then opens from the answer, and the intro's attempts and the player read again. */
export function useSubmitAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: (attempt) => {
      client.setQueryData(quizTakingKeys.attempt(attempt.id), attempt);
      void client.invalidateQueries({ queryKey: quizTakingKeys.myAttempts(attempt.quizId) });
      // A required quiz passed completes its lesson: the player's progress is another feature's cache.
      void client.invalidateQueries({ queryKey: ['learning'] });
    },
  });
}
