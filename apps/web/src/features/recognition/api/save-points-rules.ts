import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PointsRules } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { recognitionKeys } from './query-keys';

/** PUT /admin/points-rules: the whole set (from the next award on); answers it as saved. */
export function useSavePointsRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsRules) => api.put<PointsRules>('/admin/points-rules', body),
    onSuccess: (saved) => queryClient.setQueryData(recognitionKeys.rules, saved),
  });
}
