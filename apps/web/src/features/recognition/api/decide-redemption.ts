import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Redemption } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { recognitionKeys } from './query-keys';

export type Decision = { redemption: Redemption } & ({ fulfil: true } | { fulfil: false; reason: string });

/**
 * POST /admin/redemptions/{id}/fulfil, or /reject {reason} (the points go back to the learner). 409
 * REDEMPTION_DECIDED when another admin decided first: either way the lists are read again.
 */
export function useDecideRedemption() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: recognitionKeys.redemptionsAll });
  return useMutation({
    mutationFn: (decision: Decision) => {
      const base = `/admin/redemptions/${encodeURIComponent(decision.redemption.id)}`;
      return decision.fulfil
        ? api.post<Redemption>(`${base}/fulfil`)
        : api.post<Redemption>(`${base}/reject`, { reason: decision.reason });
    },
    onSuccess: () => void refresh(),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'REDEMPTION_DECIDED') void refresh();
    },
  });
}
