import { useQuery } from '@tanstack/react-query';
import type { RewardList } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { recognitionKeys } from './query-keys';

/** GET /admin/rewards: every reward, offered or not. */
export const useAdminRewards = () =>
  useQuery({
    queryKey: recognitionKeys.adminRewards,
    queryFn: ({ signal }) => api.get<RewardList>('/admin/rewards', { signal }),
  });
