import { useQuery } from '@tanstack/react-query';
import type { RewardList } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { recognitionKeys } from './query-keys';

/** GET /rewards: the rewards on offer (active ones), with their cost and what is left. */
export const useRewards = () =>
  useQuery({
    queryKey: recognitionKeys.rewards,
    queryFn: ({ signal }) => api.get<RewardList>('/rewards', { signal }),
  });
