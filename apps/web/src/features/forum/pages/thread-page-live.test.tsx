import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ADA, commentOf, id, postOf, resetPage } from '../forum-test-harness';
import { THREAD, adas, article, graces, live, openThread as open, serveThread as serve } from '../thread-test-harness';

afterEach(resetPage);

const LINUS = { id: id(3), name: 'Linus Torvalds' };
/** The live region: the page's only polite status once the thread shows. */
const liveRegion = () =>
  screen.getAllByRole('status').find((node) => node.getAttribute('aria-live') === 'polite' && node.closest('main'))!;

describe('ThreadPage: live replies', () => {
  it('joins the thread’s room, shows a reply someone else posts without a reload, and says so politely', async () => {
    serve();
    const { unmount } = await open();
    await article('Reply by Grace Hopper');
    expect(live.sockets.map((s) => s.joined)).toEqual([[THREAD]]);
    expect(liveRegion().textContent).toBe('');

    const linus = postOf({ id: id(203), author: LINUS, body: 'Use a supervisor.', html: '<p>Use a supervisor.</p>' });
    serve(undefined, [graces, adas, linus]);
    act(() => live.tell({ threadId: THREAD, postId: linus.id, kind: 'created' }));
    expect(within(await article('Reply by Linus Torvalds')).getByText('Use a supervisor.')).toBeTruthy();
    await waitFor(() => expect(liveRegion().textContent).toBe('New reply'));

    // A comment, then a reply hidden by a moderator: gone from the page when the server leaves it out.
    const comment = commentOf({ id: id(302), author: LINUS, body: 'Or a scope.', html: '<p>Or a scope.</p>' });
    serve(undefined, [graces, adas, { ...linus, comments: [comment] }]);
    act(() => live.tell({ threadId: THREAD, postId: comment.id, kind: 'created' }));
    await waitFor(() => expect(liveRegion().textContent).toBe('New comment'));
    serve(undefined, [graces, adas]);
    act(() => live.tell({ threadId: THREAD, postId: linus.id, kind: 'removed' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Reply by Linus Torvalds' })).toBeNull());
    expect(liveRegion().textContent).toBe('New comment');

    unmount();
    expect(live.sockets.every((s) => s.closed)).toBe(true);
  });

  it('stays quiet for the caller’s own reply (from another tab), and ignores another thread’s message', async () => {
    serve();
    await open();
    await article('Reply by Grace Hopper');
    const mine = postOf({ id: id(204), author: ADA, body: 'Solved it.', html: '<p>Solved it.</p>' });
    const calls = serve(undefined, [graces, mine]);
    act(() => live.tell({ threadId: id(999), postId: mine.id, kind: 'created' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    act(() => live.tell({ threadId: THREAD, postId: mine.id, kind: 'created' }));
    expect(await screen.findByText('Solved it.')).toBeTruthy();
    expect(calls.map((c) => c.path.split('?')[0])).toContain(`/forum/threads/${THREAD}/posts`);
    expect(liveRegion().textContent).toBe('');
  });
});
