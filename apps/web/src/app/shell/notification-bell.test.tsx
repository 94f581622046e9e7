import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { Role } from '@talentpath/contracts/roles';
import { notificationKeys } from '../../features/notifications/api/query-keys';
import { renderWithProviders, setupI18n, testQueryClient } from '../../test/render';
import { NotificationBell } from './notification-bell';

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

async function renderBell(role: Role) {
  const client = testQueryClient();
  await renderWithProviders(<NotificationBell userId="u1" role={role} />, { client });
  return client;
}

const bell = () => screen.getByTestId('notification-bell');

beforeAll(() => setupI18n());
beforeEach(() => {
  fetchMock = vi.fn(() => answer({ unreadCount: 3, totalCount: 7 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notification bell', () => {
  it("links a Learner to their feed, named with the count, from the learner's summary", async () => {
    await renderBell('Learner');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    expect(bell().getAttribute('href')).toBe('/learner/notifications');
    expect(bell().textContent).toBe('3');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/learner/notifications/summary');
  });

  it("links every other role to its area's page, from /v1/notifications/summary", async () => {
    await renderBell('ProjectManager');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    expect(bell().getAttribute('href')).toBe('/project-manager/notifications');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/notifications/summary');
  });

  it('shows no badge with none unread, and 99+ past 99 (the name keeps the number)', async () => {
    fetchMock.mockImplementation(() => answer({ unreadCount: 0, totalCount: 7 }));
    const queryClient = await renderBell('Admin');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, none unread'));
    expect(bell().textContent).toBe('');
    act(() => queryClient.setQueryData(notificationKeys.summary('u1', 'Admin'), { unreadCount: 150, totalCount: 200 }));
    await waitFor(() => expect(bell().textContent).toBe('99+'));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 150 unread');
  });

  it("says a Learner's new count in a polite live region, not the first one", async () => {
    const queryClient = await renderBell('Learner');
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    expect(region.textContent).toBe('');
    act(() => queryClient.setQueryData(notificationKeys.summary('u1', 'Learner'), { unreadCount: 4, totalCount: 8 }));
    await waitFor(() => expect(region.textContent).toBe('4 unread notifications'));
    act(() => queryClient.setQueryData(notificationKeys.summary('u1', 'Learner'), { unreadCount: 1, totalCount: 8 }));
    await waitFor(() => expect(region.textContent).toBe('1 unread notification'));
  });
});
