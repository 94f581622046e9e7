import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attempt } from '@talentpath/contracts/attempts';
import { api } from '../../../../lib/api-client';
import { quizTakingKeys } from './query-keys';

/** POST /quizzes/{id}/attempts: resumes the attempt under way, or starts one (questions drawn, deadline set). */
export const startAttempt = (quizId: string) => api.post<Attempt>(`/quizzes/${encodeURIComponent(quizId)}/attempts`);

/** Start or resume; the attempt's page then opens from the answer instead of reading it again. */
export function useStartAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: (attempt) => {
      client.setQueryData(quizTakingKeys.attempt(attempt.id), attempt);
      void client.invalidateQueries({ queryKey: quizTakingKeys.myAttempts(attempt.quizId) });
    },
  });
}
