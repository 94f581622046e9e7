import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReportSubscription,
  ReportSubscriptionInput,
  ReportSubscriptionList,
} from '@talentpath/contracts/report-subscriptions';
import { api } from '../../../lib/api-client';

// Scheduled reports (issue 27): the caller's e-mail subscriptions to the dashboards. The cache is dropped when the
// user or the role changes (lib/query-client.ts).

const subscriptionKeys = { all: ['analytics', 'report-subscriptions'] as const };

/** GET /report-subscriptions: the caller's, every dashboard's. */
export const useReportSubscriptions = () =>
  useQuery({
    queryKey: subscriptionKeys.all,
    queryFn: ({ signal }) => api.get<ReportSubscriptionList>('/report-subscriptions', { signal }),
  });

/**
 * After a change, whether it succeeded or not: the list is read again, and the mutation stays pending until it is
 * back, so a switch shows what the server says (a 409 may mean it is on after all). A read already on its way is
 * cancelled first: it may carry the answer from before the change.
 */
const readAgain = async (client: QueryClient) => {
  await client.cancelQueries({ queryKey: subscriptionKeys.all });
  await client.invalidateQueries({ queryKey: subscriptionKeys.all });
};

/** POST /report-subscriptions: 403 REPORT_NOT_ALLOWED, 409 REPORT_ALREADY_SUBSCRIBED. */
export function useSubscribeToReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportSubscriptionInput) => api.post<ReportSubscription>('/report-subscriptions', input),
    onSettled: () => readAgain(client),
  });
}

/** DELETE /report-subscriptions/{id}: 404 REPORT_SUBSCRIPTION_NOT_FOUND when it is gone already. */
export function useUnsubscribeFromReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/report-subscriptions/${encodeURIComponent(id)}`),
    onSettled: () => readAgain(client),
  });
}
