import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import noForum from '../../../locales/no/forum.json';
import { toast } from '../../../lib/toast';
import {
  address,
  apiError,
  changes,
  click,
  id,
  json,
  openSignedIn,
  pageOf,
  reportOf,
  resetPage,
  seriousViolations,
  speakNorwegian,
  stubApi,
  type,
} from '../forum-test-harness';
import { ForumModerationPage } from './forum-moderation-page';

const open = reportOf();
const dismissed = reportOf({ id: id(402), state: 'dismissed', reason: 'Off topic, I think' });

/** The moderators' API: a page of reports per state, and settling (answered by `settle`); calls kept. */
const serve = (settle?: () => Response) =>
  stubApi(({ method, path }) => {
    if (method === 'GET' && path.startsWith('/forum/moderation/reports?'))
      return json(200, pageOf(path.includes('state=open') ? [open] : [open, dismissed]));
    if (method === 'POST' && path === `/forum/reports/${open.id}/settle`) return settle?.() ?? json(204);
    return undefined;
  });

const openPage = (area = 'admin', path = `/${area}/forum-moderation`) =>
  openSignedIn(
    area === 'admin' ? 'Admin' : 'CourseCoordinator',
    `/${area}/forum-moderation`,
    <ForumModerationPage />,
    path,
  );
const gets = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET').map((c) => c.path);

afterEach(resetPage);

describe('ForumModerationPage', () => {
  it('lists the open reports with the post, its thread, the reporter and the reason', async () => {
    const calls = serve();
    await openPage();
    const list = within(await screen.findByRole('list', { name: 'Reports' }));
    const thread = list.getByRole('link', { name: 'How do coroutines cancel?' });
    expect(thread.getAttribute('href')).toBe(`/admin/forum/threads/${open.post.threadId}`);
    expect(list.getByText('manual').tagName).toBe('EM');
    expect(list.getByText('Post by Grace Hopper')).toBeTruthy();
    expect(list.getByText(/^Reported by Ada Lovelace,/)).toBeTruthy();
    expect(list.getByText('Rude to a beginner')).toBeTruthy();
    expect(list.getByText('Open')).toBeTruthy();
    expect(gets(calls)).toEqual(['/forum/moderation/reports?state=open&pageNumber=1&pageSize=20']);
  });

  it('filters by status, kept in the address; a settled report has no actions', async () => {
    const calls = serve();
    await openPage();
    await screen.findByText('Rude to a beginner');
    await type(screen.getByRole('combobox', { name: 'Status' }), 'all');
    expect(address.current).toBe('/admin/forum-moderation?state=all');
    expect(await screen.findByText('Off topic, I think')).toBeTruthy();
    expect(gets(calls).at(-1)).toBe('/forum/moderation/reports?pageNumber=1&pageSize=20');
    expect(screen.getAllByRole('button', { name: /^Dismiss:/ })).toHaveLength(1);
  });

  it('upholds a report (the post is hidden) and dismisses one, reading the list again', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await openPage();
    await click(
      await screen.findByRole('button', { name: 'Uphold and hide: How do coroutines cancel?, post by Grace Hopper' }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Report upheld: the post is hidden'));
    await click(screen.getByRole('button', { name: 'Dismiss: How do coroutines cancel?, post by Grace Hopper' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Report dismissed'));
    expect(changes(calls)).toEqual([
      { method: 'POST', path: `/forum/reports/${open.id}/settle`, body: { outcome: 'upheld' } },
      { method: 'POST', path: `/forum/reports/${open.id}/settle`, body: { outcome: 'dismissed' } },
    ]);
    await waitFor(() => expect(gets(calls).length).toBeGreaterThanOrEqual(3));
  });

  it('says when another moderator settled it first (409)', async () => {
    serve(() => apiError(409, 'CONFLICT', 'This report is already settled'));
    const error = vi.spyOn(toast, 'error').mockReturnValue('');
    await openPage();
    await click(await screen.findByRole('button', { name: /^Dismiss:/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('This report is already settled'));
  });

  it('says when nothing waits', async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && path.startsWith('/forum/moderation/reports?') ? json(200, pageOf([])) : undefined,
    );
    await openPage('coordinator');
    expect(await screen.findByText('No open reports')).toBeTruthy();
  });

  it('links a coordinator’s threads in the coordinator’s area', async () => {
    serve();
    await openPage('coordinator');
    expect((await screen.findByRole('link', { name: 'How do coroutines cancel?' })).getAttribute('href')).toBe(
      `/coordinator/forum/threads/${open.post.threadId}`,
    );
  });

  it('has no serious accessibility violations', async () => {
    serve();
    const { container } = await openPage('admin', '/admin/forum-moderation?state=all');
    await screen.findByText('Off topic, I think');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('speaks Norwegian', async () => {
    await speakNorwegian();
    serve();
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: noForum.reports.title })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Ta til følge og skjul:/ })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Rapporter' })).getByText('Åpen')).toBeTruthy();
  });
});
