import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_CHANGE, notificationKeys } from '../api/query-keys';
import { applyUnreadCount, resetNotifications } from './unread-count';

const owner = { userId: 'u1', role: 'Learner' as const };
const summaryKey = notificationKeys.summary(owner.userId, owner.role);
const listKey = notificationKeys.list(owner.userId, owner.role, {});
const feed = {
  pages: [{ items: [], pageNumber: 1, pageSize: 15, totalCount: 0, hasNextPage: false }],
  pageParams: [1],
};

describe('ReceiveUnreadCount (spec §7)', () => {
  it('sets the unread count to it and the total one higher, and marks the feed for a refetch', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(summaryKey, { unreadCount: 2, totalCount: 10 });
    queryClient.setQueryData(listKey, feed);
    applyUnreadCount(queryClient, owner, 3);
    expect(queryClient.getQueryData(summaryKey)).toEqual({ unreadCount: 3, totalCount: 11 });
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('leaves a summary not loaded yet to its own fetch', () => {
    const queryClient = new QueryClient();
    applyUnreadCount(queryClient, owner, 3);
    expect(queryClient.getQueryData(summaryKey)).toBeUndefined();
  });

  it('leaves the feed to the change in flight, which refetches when it settles', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(listKey, feed);
    void queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: NOTIFICATION_CHANGE, mutationFn: () => new Promise(() => undefined) })
      .execute(undefined);
    applyUnreadCount(queryClient, owner, 1);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
  });

  it('on teardown empties the feed and the count (spec §4: list empty, count 0, page 1)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(summaryKey, { unreadCount: 2, totalCount: 10 });
    queryClient.setQueryData(listKey, feed);
    const other = notificationKeys.summary('u2', 'Learner');
    queryClient.setQueryData(other, { unreadCount: 1, totalCount: 1 });
    resetNotifications(queryClient, owner);
    expect(queryClient.getQueryData(summaryKey)).toBeUndefined();
    expect(queryClient.getQueryData(listKey)).toBeUndefined();
    expect(queryClient.getQueryData(other)).toEqual({ unreadCount: 1, totalCount: 1 });
  });
});
