import { useQuery } from '@tanstack/react-query';
import type { BadgeList } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { recognitionKeys } from './query-keys';

/** GET /admin/badges: every badge, active or not, with how many people hold it. */
export const useAdminBadges = () =>
  useQuery({
    queryKey: recognitionKeys.badges,
    queryFn: ({ signal }) => api.get<BadgeList>('/admin/badges', { signal }),
  });
