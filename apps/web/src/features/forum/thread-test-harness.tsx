import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  FORUM_JOIN,
  FORUM_POST,
  type ForumLivePost,
  type ForumPost,
  type ForumThread,
} from '@talentpath/contracts/forum';
import {
  ADA,
  click,
  commentOf,
  GRACE,
  id,
  json,
  layOut,
  openSignedIn,
  pageOf,
  postOf,
  stubApi,
  threadOf,
} from './forum-test-harness';
import { type ForumSocket, liveSockets } from './hooks/live-thread';
import { ThreadPage } from './pages/thread-page';

// What the thread page's tests share: a thread with two replies (Grace's, with Ada's comment, and Ada's own), its
// API, the page opened as a learner or an admin, and its posts and their menus found by name.

export const THREAD = id(101);
export const graces = postOf({ comments: [commentOf()] });
export const adas = postOf({
  id: id(202),
  author: ADA,
  body: 'Or use withTimeout.',
  html: '<p>Or use withTimeout.</p>',
  score: 0,
  canEdit: true,
  canDelete: true,
});

export type Answers = Partial<Record<string, () => Response>>;

/**
 * The thread's API (GET /forum/threads/{THREAD}): the thread and a page of its replies (as given), and every change answered as the server
 * would (or by `answers`, by "METHOD path"); calls kept.
 */
export function serveThread(
  thread: ForumThread = threadOf(),
  replies: ForumPost[] = [graces, adas],
  answers: Answers = {},
) {
  return stubApi(({ method, path, body }) => {
    const answer = answers[`${method} ${path}`];
    if (answer) return answer();
    if (method === 'GET' && path === `/forum/threads/${THREAD}`) return json(200, thread);
    if (method === 'GET' && path.startsWith(`/forum/threads/${THREAD}/posts?`)) return json(200, pageOf(replies));
    if (method === 'PUT' && path.endsWith('/vote')) {
      const value = (body as { value: number }).value;
      return json(200, { score: 3 + value, myVote: value });
    }
    if (method === 'POST' && path === `/forum/threads/${THREAD}/posts`) return json(201, postOf({ id: id(299) }));
    if (method === 'PATCH' && path.startsWith('/forum/posts/')) return json(200, adas);
    if (method === 'PUT' && path === `/forum/threads/${THREAD}/watch`) return json(200, body);
    if (method === 'PUT' && path.endsWith('/endorsement')) return json(200, graces);
    if (method === 'GET' && path.endsWith('/revisions'))
      return json(200, {
        items: [{ title: null, body: 'Call stop() on it.', editedBy: GRACE, editedAt: '2026-04-15T13:10:00.000Z' }],
      });
    if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return json(204);
    return undefined;
  });
}

type Listener = (...args: never[]) => void;
type FakeSocket = { joined: string[]; closed: boolean; listeners: Map<string, Listener[]> };

/**
 * The page's live sockets, stand-ins for the hub's `/forum` namespace (no network in a component test): each joins
 * at once, and `tell` sends a post's change to every one still open, as the server would.
 */
export const live = {
  sockets: [] as FakeSocket[],
  tell(post: ForumLivePost) {
    for (const socket of live.sockets.filter((s) => !s.closed))
      for (const listener of socket.listeners.get(FORUM_POST) ?? []) (listener as (p: ForumLivePost) => void)(post);
  },
};
liveSockets.open = async () => {
  const socket: FakeSocket = { joined: [], closed: false, listeners: new Map() };
  live.sockets.push(socket);
  const fake = {
    active: true,
    on(event: string, listener: Listener) {
      socket.listeners.set(event, [...(socket.listeners.get(event) ?? []), listener]);
      if (event === 'connect') queueMicrotask(() => (listener as () => void)());
    },
    emit(event: string, room: { threadId: string }, ack: (answer: { ok: boolean }) => void) {
      if (event === FORUM_JOIN) socket.joined.push(room.threadId);
      ack({ ok: true });
    },
    connect() {},
    disconnect() {
      socket.closed = true;
    },
  };
  return fake as unknown as ForumSocket;
};

export const openThread = (role: 'Learner' | 'Admin' = 'Learner', area = role === 'Admin' ? 'admin' : 'learner') => {
  live.sockets = [];
  return openSignedIn(role, `/${area}/forum/threads/:threadId`, <ThreadPage />, `/${area}/forum/threads/${THREAD}`);
};

export const article = (name: string) => screen.findByRole('article', { name });
/** The "…" menu named `label` (inside `scope`), opened: its items (`item`), and whether it has one (`has`). */
export async function openMenu(label: string, scope: HTMLElement = document.body) {
  layOut();
  const button = within(scope).getByRole('button', { name: label });
  await click(button);
  // This button's own menu (another one may still be closing), once its items show.
  const menu = await waitFor(() => {
    const node = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!node) throw new Error(`${label}: no menu`);
    expect(within(node).getAllByRole('menuitem').length).toBeGreaterThan(0);
    return within(node);
  });
  return {
    item: (name: string) => menu.getByRole('menuitem', { name }),
    has: (name: string) => menu.queryByRole('menuitem', { name }) !== null,
  };
}
export const menuOf = async (name: string) => openMenu(`Actions: ${name}`, await article(name));
