import { QueryClient } from '@tanstack/react-query';
import { GET_CACHE_MS } from '@talentpath/contracts/constants';
import { ApiError } from './api-error';

/** Server state: fresh for 30 s like the API client's GET cache (spec §7); client errors are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: GET_CACHE_MS,
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
    },
    mutations: { retry: false },
  },
});
