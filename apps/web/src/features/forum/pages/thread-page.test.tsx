import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import noForum from '../../../locales/no/forum.json';
import {
  apiError,
  changes,
  click,
  commentOf,
  postOf,
  resetPage,
  seriousViolations,
  speakNorwegian,
  threadOf,
} from '../forum-test-harness';
import {
  THREAD,
  adas,
  article,
  graces,
  menuOf,
  openThread as open,
  serveThread as serve,
} from '../thread-test-harness';

afterEach(resetPage);

describe('ThreadPage: reading, votes, watching', () => {
  it('shows the thread, its opening post as the server’s HTML, its replies and their comments', async () => {
    serve();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'How do coroutines cancel?' })).toBeTruthy();
    expect(screen.getByText('In General')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Threads tagged kotlin' }).getAttribute('href')).toBe(
      '/learner/forum?tag=kotlin',
    );
    const opening = within(await article('Opening post by Ada Lovelace'));
    expect(opening.getByText('My job keeps running.')).toBeTruthy();
    const reply = within(await article('Reply by Grace Hopper'));
    expect(reply.getByText('cancel').tagName).toBe('STRONG');
    const comment = within(reply.getByRole('article', { name: 'Comment by Ada Lovelace' }));
    expect(comment.getByText('Thanks!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2 replies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the forum' }).getAttribute('href')).toBe('/learner/forum');
  });

  it('inserts the server’s HTML as it is and runs nothing: a script written in a post stays text', async () => {
    // What the server makes of "<script>…</script> <img src=x onerror=…>" written in a post: escaped text.
    const html =
      '<p>Look: &lt;script&gt;window.pwned = 1&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; <code>ok</code></p>';
    serve(threadOf({ opening: { ...threadOf().opening, html } }));
    const { container } = await open();
    const opening = within(await article('Opening post by Ada Lovelace'));
    expect(
      opening.getByText('Look: <script>window.pwned = 1</script> <img src=x onerror=alert(1)>', { exact: false }),
    ).toBeTruthy();
    expect(opening.getByText('ok').tagName).toBe('CODE');
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('votes up, down and back, and shows the score the server answers', async () => {
    const calls = serve();
    await open();
    const reply = within(await article('Reply by Grace Hopper'));
    const up = reply.getByRole('button', { name: 'Vote up: Reply by Grace Hopper' });
    expect(up.getAttribute('aria-pressed')).toBe('false');
    expect(reply.getByText('Score: 3')).toBeTruthy();
    await click(up);
    await waitFor(() => expect(up.getAttribute('aria-pressed')).toBe('true'));
    expect(reply.getByText('Score: 4')).toBeTruthy();
    await click(up);
    await waitFor(() => expect(up.getAttribute('aria-pressed')).toBe('false'));
    await click(reply.getByRole('button', { name: 'Vote down: Reply by Grace Hopper' }));
    await waitFor(() => expect(reply.getByText('Score: 2')).toBeTruthy());
    expect(changes(calls)).toEqual([
      { method: 'PUT', path: `/forum/posts/${graces.id}/vote`, body: { value: 1 } },
      { method: 'PUT', path: `/forum/posts/${graces.id}/vote`, body: { value: 0 } },
      { method: 'PUT', path: `/forum/posts/${graces.id}/vote`, body: { value: -1 } },
    ]);
  });

  it('offers no votes on the caller’s own posts, but shows their score', async () => {
    serve();
    await open();
    for (const name of ['Opening post by Ada Lovelace', 'Reply by Ada Lovelace', 'Comment by Ada Lovelace']) {
      const own = within(await article(name));
      expect(own.queryByRole('button', { name: /^Vote/ })).toBeNull();
      expect(own.getByText(/^Score: /)).toBeTruthy();
    }
  });

  it('tells a learner a locked thread is locked, with no composer', async () => {
    serve(threadOf({ locked: true, canReply: false }));
    await open();
    expect(await screen.findByText('This thread is locked')).toBeTruthy();
    expect(screen.getAllByText('Locked').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: /^Reply/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Comment/ })).toBeNull();
  });

  it('watches the thread and stops', async () => {
    const calls = serve();
    await open();
    const watch = await screen.findByRole('button', { name: 'Watch' });
    expect(watch.getAttribute('aria-pressed')).toBe('false');
    await click(watch);
    await waitFor(() => expect(watch.getAttribute('aria-pressed')).toBe('true'));
    expect(changes(calls)).toEqual([
      { method: 'PUT', path: `/forum/threads/${THREAD}/watch`, body: { watching: true } },
    ]);
  });

  it('says a thread that is not there is not found', async () => {
    serve(threadOf(), [], { [`GET /forum/threads/${THREAD}`]: () => apiError(404, 'NOT_FOUND') });
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('has no serious accessibility violations, a moderator’s view and a dialog included', async () => {
    serve(threadOf({ canModerate: true }), [
      postOf({ accepted: true, endorsed: { by: 'Cora', at: '2026-04-16T12:00:00.000Z' }, comments: [commentOf()] }),
      adas,
    ]);
    const { container } = await open('Admin');
    await article('Reply by Grace Hopper');
    expect(await seriousViolations(container)).toEqual([]);
    await click((await menuOf('Reply by Grace Hopper')).item('Report'));
    expect(await seriousViolations(await screen.findByRole('dialog'))).toEqual([]);
  });

  it('speaks Norwegian', async () => {
    await speakNorwegian();
    serve(threadOf({ locked: true, canReply: false }));
    await open();
    expect(await screen.findByText(noForum.replies.lockedTitle)).toBeTruthy();
    const reply = within(await article('Svar av Grace Hopper'));
    expect(reply.getByRole('button', { name: 'Stem opp: Svar av Grace Hopper' })).toBeTruthy();
    expect(reply.getByText('Poeng: 3')).toBeTruthy();
  });
});
