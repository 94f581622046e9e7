import { useQuery } from '@tanstack/react-query';
import type { RedemptionList } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { recognitionKeys } from './query-keys';

/** GET /me/redemptions: the caller's redemptions, newest first, each pending, fulfilled or rejected (with why). */
export const useMyRedemptions = () =>
  useQuery({
    queryKey: recognitionKeys.myRedemptions,
    queryFn: ({ signal }) => api.get<RedemptionList>('/me/redemptions', { signal }),
  });
