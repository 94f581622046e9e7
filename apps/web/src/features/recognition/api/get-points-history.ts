import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LedgerPage } from '@talentpath/contracts/recognition';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { recognitionKeys } from './query-keys';

/** GET /me/points/history: one page of the caller's ledger, newest first; the page shown stays while the next loads. */
export const useMyPointsHistory = (pageNumber: number, pageSize: number) =>
  useQuery({
    queryKey: recognitionKeys.history(pageNumber, pageSize),
    queryFn: ({ signal }) =>
      api.get<LedgerPage>(`/me/points/history?${queryString({ pageNumber, pageSize })}`, { signal }),
    placeholderData: keepPreviousData,
  });
