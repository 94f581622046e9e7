import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast';
import {
  address,
  apiError,
  changes,
  click,
  commentOf,
  json,
  postOf,
  resetPage,
  threadOf,
  type,
} from '../forum-test-harness';
import {
  THREAD,
  adas,
  article,
  graces,
  menuOf,
  openMenu,
  openThread as open,
  serveThread as serve,
} from '../thread-test-harness';

afterEach(resetPage);

describe('ThreadPage: answering, editing, deleting, reporting, moderating', () => {
  it('accepts a reply as the answer (the asker), and takes it back', async () => {
    const calls = serve(threadOf(), [postOf({ accepted: true }), adas]);
    await open();
    const graceReply = within(await article('Reply by Grace Hopper'));
    expect(graceReply.getByText('Accepted answer')).toBeTruthy();
    await click(graceReply.getByRole('button', { name: 'Remove acceptance: Reply by Grace Hopper' }));
    await click(
      within(await article('Reply by Ada Lovelace')).getByRole('button', {
        name: 'Accept answer: Reply by Ada Lovelace',
      }),
    );
    await waitFor(() => expect(changes(calls)).toHaveLength(2));
    expect(changes(calls)).toEqual([
      { method: 'POST', path: `/forum/threads/${THREAD}/accept`, body: { postId: null } },
      { method: 'POST', path: `/forum/threads/${THREAD}/accept`, body: { postId: adas.id } },
    ]);
  });

  it.each([
    ['to those who may not', threadOf({ canAccept: false })],
    ['on a discussion', threadOf({ kind: 'discussion' })],
  ])('offers no accepting %s', async (_case, thread) => {
    serve(thread);
    await open();
    await article('Reply by Grace Hopper');
    expect(screen.queryByRole('button', { name: /^Accept answer/ })).toBeNull();
  });

  it('reports another’s post with a reason, which it asks for', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    const menu = await menuOf('Reply by Grace Hopper');
    await click(menu.item('Report'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report: Reply by Grace Hopper' }));
    await click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Say what is wrong with this post')).toBeTruthy();
    await type(dialog.getByRole('textbox', { name: /What is wrong/ }), 'Spam');
    await click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Thank you: the moderators will look at it'));
    expect(changes(calls)).toEqual([
      { method: 'POST', path: `/forum/posts/${graces.id}/reports`, body: { reason: 'Spam' } },
    ]);
    // One's own post is not reported.
    const own = await menuOf('Reply by Ada Lovelace');
    expect(own.has('Report')).toBe(false);
  });

  it('edits the caller’s reply in its place, and says when it is too late (409)', async () => {
    const expired = 'A post can be edited for 30 minutes after it is written';
    let late = false;
    const calls = serve(threadOf(), [graces, adas], {
      [`PATCH /forum/posts/${adas.id}`]: () => (late ? apiError(409, 'CONFLICT', expired) : json(200, adas)),
    });
    await open();
    await click((await menuOf('Reply by Ada Lovelace')).item('Edit'));
    const reply = within(await article('Reply by Ada Lovelace'));
    const text = reply.getByRole('textbox', { name: /^Text/ });
    expect((text as HTMLTextAreaElement).value).toBe('Or use withTimeout.');
    await type(text, 'Or use withTimeoutOrNull.');
    await click(reply.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reply.queryByRole('textbox')).toBeNull());
    late = true;
    await click((await menuOf('Reply by Ada Lovelace')).item('Edit'));
    await click(reply.getByRole('button', { name: 'Save' }));
    expect((await reply.findByRole('alert')).textContent).toBe(expired);
    expect(changes(calls)).toEqual([
      { method: 'PATCH', path: `/forum/posts/${adas.id}`, body: { body: 'Or use withTimeoutOrNull.' } },
      { method: 'PATCH', path: `/forum/posts/${adas.id}`, body: { body: 'Or use withTimeout.' } },
    ]);
  });

  it('edits the opening post with the thread’s title', async () => {
    const calls = serve();
    await open();
    await click((await menuOf('Opening post by Ada Lovelace')).item('Edit'));
    const opening = within(await article('Opening post by Ada Lovelace'));
    await type(opening.getByRole('textbox', { name: /^Title/ }), 'How do coroutines get cancelled?');
    await click(opening.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(changes(calls)).toEqual([
        {
          method: 'PATCH',
          path: `/forum/posts/${threadOf().opening.id}`,
          body: { title: 'How do coroutines get cancelled?', body: 'My job keeps running.' },
        },
      ]),
    );
  });

  it('deletes a reply after asking, and the thread with its opening post (back to the forum)', async () => {
    const calls = serve();
    await open();
    await click((await menuOf('Reply by Ada Lovelace')).item('Delete'));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete this post?' }));
    await click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await click((await menuOf('Opening post by Ada Lovelace')).item('Delete'));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete this thread?' }));
    await click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(address.current).toBe('/learner/forum'));
    expect(changes(calls)).toEqual([
      { method: 'DELETE', path: `/forum/posts/${adas.id}` },
      { method: 'DELETE', path: `/forum/posts/${threadOf().opening.id}` },
    ]);
  });

  it('shows a deleted post as deleted in its place, without its actions', async () => {
    serve(threadOf(), [postOf({ deleted: true, body: '', html: '', comments: [commentOf()] })]);
    await open();
    const reply = within(await article('Reply by Grace Hopper'));
    expect(reply.getByText('This post was deleted.')).toBeTruthy();
    expect(reply.queryByRole('button', { name: /^Vote|^Actions: Reply/ })).toBeNull();
    expect(reply.getByText('Thanks!')).toBeTruthy();
  });

  it('replies, and comments on a reply', async () => {
    const calls = serve();
    await open();
    await type(await screen.findByRole('textbox', { name: /^Reply/ }), 'Try **ensureActive()**');
    await click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    const reply = within(await article('Reply by Grace Hopper'));
    await click(reply.getByRole('button', { name: 'Comment: Reply by Grace Hopper' }));
    await type(reply.getByRole('textbox', { name: /Your comment/ }), 'Good one');
    await click(reply.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(2));
    expect(changes(calls)).toEqual([
      { method: 'POST', path: `/forum/threads/${THREAD}/posts`, body: { body: 'Try **ensureActive()**' } },
      { method: 'POST', path: `/forum/threads/${THREAD}/posts`, body: { body: 'Good one', parentId: graces.id } },
    ]);
  });

  it('keeps a reply sent too fast, with the throttle’s wait from its Retry-After (429)', async () => {
    const refusal = apiError(429, 'RATE_LIMITED', 'Slow down.');
    refusal.headers.set('Retry-After', '25');
    serve(threadOf(), [graces, adas], { [`POST /forum/threads/${THREAD}/posts`]: () => refusal });
    await open();
    const text = await screen.findByRole('textbox', { name: /^Reply/ });
    await type(text, 'Me too');
    await click(screen.getByRole('button', { name: 'Post reply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are posting too fast. Try again in 25 seconds.');
    expect((text as HTMLTextAreaElement).value).toBe('Me too');
  });

  it('offers moderation only to the forum’s moderators', async () => {
    serve();
    await open();
    await article('Reply by Grace Hopper');
    expect(screen.queryByRole('button', { name: 'Moderate this thread' })).toBeNull();
    const menu = await menuOf('Reply by Grace Hopper');
    for (const item of ['Hide', 'Endorse', 'Edit history']) expect(menu.has(item), item).toBe(false);
    expect(menu.has('Report')).toBe(true);
  });

  it('lets a moderator pin and lock, hide, endorse and read a post’s edit history', async () => {
    const edited = postOf({ editedAt: '2026-04-15T13:10:00.000Z', hidden: true, endorsed: null });
    const calls = serve(threadOf({ canModerate: true }), [edited]);
    await open('Admin');
    const reply = within(await article('Reply by Grace Hopper'));
    expect(reply.getByText('Hidden by a moderator')).toBeTruthy();
    await click((await openMenu('Moderate this thread')).item('Pin'));
    await click((await openMenu('Moderate this thread')).item('Lock'));
    await click((await menuOf('Reply by Grace Hopper')).item('Show again'));
    await click((await menuOf('Reply by Grace Hopper')).item('Endorse'));
    await click((await menuOf('Reply by Grace Hopper')).item('Edit history'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit history: Reply by Grace Hopper' }));
    expect(await dialog.findByText('Call stop() on it.')).toBeTruthy();
    expect(dialog.getByText(/^Replaced by Grace Hopper/)).toBeTruthy();
    await waitFor(() => expect(changes(calls)).toHaveLength(4));
    expect(changes(calls)).toEqual([
      { method: 'PATCH', path: `/forum/threads/${THREAD}`, body: { pinned: true } },
      { method: 'PATCH', path: `/forum/threads/${THREAD}`, body: { locked: true } },
      { method: 'PUT', path: `/forum/posts/${edited.id}/hidden`, body: { hidden: false } },
      { method: 'PUT', path: `/forum/posts/${edited.id}/endorsement`, body: { endorsed: true } },
    ]);
    // The thread's links stay in the area it was opened from.
    expect(screen.getByRole('link', { name: 'Back to the forum' }).getAttribute('href')).toBe('/admin/forum');
  });
});
