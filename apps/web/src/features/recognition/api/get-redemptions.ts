import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RedemptionPage } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { type RedemptionFilter, recognitionKeys } from './query-keys';

/** GET /admin/redemptions?status&pageNumber&pageSize: one page, newest first; the page shown stays while the next loads. */
export const useRedemptions = (filter: RedemptionFilter) =>
  useQuery({
    queryKey: recognitionKeys.redemptions(filter),
    queryFn: ({ signal }) => api.get<RedemptionPage>(`/admin/redemptions?${queryString(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });
