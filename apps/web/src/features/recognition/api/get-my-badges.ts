import { useQuery } from '@tanstack/react-query';
import type { MyBadges } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { recognitionKeys } from './query-keys';

/** GET /me/badges: every active badge, earned (when) or locked, with the caller's progress toward each condition. */
export const useMyBadges = () =>
  useQuery({
    queryKey: recognitionKeys.myBadges,
    queryFn: ({ signal }) => api.get<MyBadges>('/me/badges', { signal }),
  });
