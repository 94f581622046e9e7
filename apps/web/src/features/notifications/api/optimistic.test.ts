import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@talentpath/contracts/notifications';
import { applyOptimistic } from './optimistic';
import { notificationKeys } from './query-keys';

const owner = { userId: 'u1', role: 'Admin' as const };
const n = (id: string, isRead: boolean): Notification => ({
  id,
  type: 'user-import',
  data: { created: 1, rejected: 0 },
  isRead,
  createdAt: '2026-11-23T12:00:00.000Z',
});
const page = (items: Notification[], pageNumber: number) => ({
  items,
  pageNumber,
  pageSize: 15,
  totalCount: 3,
  hasNextPage: pageNumber === 1,
});

function cacheWith() {
  const queryClient = new QueryClient();
  const all = notificationKeys.list(owner.userId, owner.role, {});
  const unread = notificationKeys.list(owner.userId, owner.role, { status: 'unread' });
  queryClient.setQueryData(all, {
    pages: [page([n('a', false), n('b', true)], 1), page([n('c', false)], 2)],
    pageParams: [1, 2],
  });
  queryClient.setQueryData(unread, { pages: [page([n('a', false), n('c', false)], 1)], pageParams: [1] });
  queryClient.setQueryData(notificationKeys.summary(owner.userId, owner.role), { unreadCount: 2, totalCount: 3 });
  const read = () => ({
    all: queryClient.getQueryData<{ pages: { items: Notification[] }[] }>(all)!.pages.map((p) => p.items),
    unread: queryClient.getQueryData<{ pages: { items: Notification[] }[] }>(unread)!.pages.map((p) => p.items),
    summary: queryClient.getQueryData(notificationKeys.summary(owner.userId, owner.role)),
  });
  return { queryClient, read };
}

describe('applyOptimistic', () => {
  it('changes every loaded feed and the summary at once, and the rollback puts each back as it was', async () => {
    const { queryClient, read } = cacheWith();
    const before = read();
    const rollback = await applyOptimistic(queryClient, owner, {
      item: (x) => (x.id === 'c' ? null : x.id === 'a' ? { ...x, isRead: true } : x),
      summary: (s) => ({ unreadCount: s.unreadCount - 2, totalCount: s.totalCount - 1 }),
    });
    expect(read()).toEqual({
      all: [[n('a', true), n('b', true)], []],
      unread: [[n('a', true)]],
      summary: { unreadCount: 0, totalCount: 2 },
    });
    rollback();
    expect(read()).toEqual(before);
  });

  it('leaves another user’s cache alone', async () => {
    const { queryClient } = cacheWith();
    const other = notificationKeys.list('u2', 'Admin', {});
    const theirs = { pages: [page([n('a', false)], 1)], pageParams: [1] };
    queryClient.setQueryData(other, theirs);
    await applyOptimistic(queryClient, owner, { item: () => null, summary: (s) => s });
    expect(queryClient.getQueryData(other)).toEqual(theirs);
  });
});
