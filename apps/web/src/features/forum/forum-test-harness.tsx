import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type {
  ForumComment,
  ForumPost,
  ForumReport,
  ForumSpace,
  ForumThread,
  ForumThreadSummary,
} from '@talentpath/contracts/forum';
import noCommon from '../../locales/no/common.json';
import noErrors from '../../locales/no/errors.json';
import noForum from '../../locales/no/forum.json';
import { json } from '../../test/api-stub';
import { LocationProbe, openSignedInPage, resetSignedInPage, speakNorwegianWith } from '../../test/signed-in-page';

export { json, stubApi } from '../../test/api-stub';
export { address, click, seriousViolations, type } from '../../test/signed-in-page';

// What the forum pages' tests share: samples, the API's side (fetch stubbed), a page opened signed in, Norwegian,
// and the clean-up after each test. Test files share a worker's module graph (vitest.config.ts): nothing here
// registers a hook when imported; each file calls afterEach(resetPage) itself.

export const ME = '00000000-0000-4000-8000-000000000001';
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const GRACE = { id: id(2), name: 'Grace Hopper' };
export const ADA = { id: ME, name: 'Ada Lovelace' };

export const GENERAL = id(11);
export const ANNOUNCEMENTS = id(12);
export const KOTLIN_FORUM = id(13);

export const spaceOf = (change: Partial<ForumSpace> = {}): ForumSpace => ({
  id: GENERAL,
  kind: 'general',
  course: null,
  canPost: true,
  canModerate: false,
  watching: false,
  ...change,
});
export const spaces = [
  spaceOf(),
  spaceOf({ id: ANNOUNCEMENTS, kind: 'announcements', canPost: false }),
  spaceOf({ id: KOTLIN_FORUM, kind: 'course', course: { id: id(14), title: 'Kotlin basics' } }),
];

// Written at noon UTC in the middle of a month: the same day in every time zone the tests may run in.
export const summaryOf = (change: Partial<ForumThreadSummary> = {}): ForumThreadSummary => ({
  id: id(101),
  space: { id: GENERAL, kind: 'general', courseTitle: null },
  kind: 'question',
  title: 'How do coroutines cancel?',
  tags: ['kotlin', 'coroutines'],
  author: GRACE,
  createdAt: '2026-04-15T12:00:00.000Z',
  lastActivityAt: '2026-04-16T12:00:00.000Z',
  replyCount: 2,
  score: 3,
  answered: false,
  pinned: false,
  locked: false,
  hidden: false,
  unread: false,
  ...change,
});

export const commentOf = (change: Partial<ForumComment> = {}): ForumComment => ({
  id: id(301),
  author: ADA,
  body: 'Thanks!',
  html: '<p>Thanks!</p>',
  createdAt: '2026-04-15T14:00:00.000Z',
  editedAt: null,
  score: 0,
  myVote: 0,
  endorsed: null,
  deleted: false,
  hidden: false,
  canEdit: false,
  canDelete: false,
  ...change,
});

export const postOf = (change: Partial<ForumPost> = {}): ForumPost => ({
  ...commentOf({
    id: id(201),
    author: GRACE,
    body: 'Call **cancel** on the job.',
    html: '<p>Call <strong>cancel</strong> on the job.</p>',
    createdAt: '2026-04-15T13:00:00.000Z',
    score: 3,
  }),
  accepted: false,
  comments: [],
  ...change,
});

export const threadOf = (change: Partial<ForumThread> = {}): ForumThread => ({
  ...summaryOf({ author: ADA }),
  opening: postOf({
    id: id(200),
    author: ADA,
    body: 'My job keeps running.',
    html: '<p>My job keeps running.</p>',
    createdAt: '2026-04-15T12:00:00.000Z',
    score: 1,
    canEdit: true,
    canDelete: true,
  }),
  watching: false,
  canReply: true,
  canAccept: true,
  canModerate: false,
  ...change,
});

export const pageOf = <T,>(
  items: T[],
  change: { pageNumber?: number; totalCount?: number; hasNextPage?: boolean } = {},
) => ({
  items,
  pageNumber: 1,
  pageSize: 20,
  totalCount: items.length,
  hasNextPage: false,
  ...change,
});

export const reportOf = (change: Partial<ForumReport> = {}): ForumReport => ({
  id: id(401),
  reason: 'Rude to a beginner',
  state: 'open',
  reporter: ADA,
  createdAt: '2026-04-16T12:00:00.000Z',
  post: {
    id: id(201),
    threadId: id(101),
    threadTitle: 'How do coroutines cancel?',
    author: GRACE,
    html: '<p>Read the <em>manual</em>.</p>',
    hidden: false,
    deleted: false,
  },
  ...change,
});

export const apiError = (status: number, code: string, message = code) => json(status, { code, message });

/** The one who reads the forum in every test, whichever role they are signed in as. */
const USER = { id: ME, name: 'Ada Lovelace', email: 'ada@x.io' };

/** `page` routed at `route`, opened at `path` inside the page's main landmark, by a user signed in as `role`. */
export const openSignedIn = (
  role: 'Learner' | 'CourseCoordinator' | 'Admin',
  route: string,
  page: ReactElement,
  path = route,
) => openSignedInPage(USER, role, route, page, path, <LocationProbe />);

/**
 * Gives every element a place on a 1024 × 768 screen. jsdom lays nothing out, and Mantine hides a menu's dropdown
 * whose target it cannot place (and then finds nothing in it to focus). Undone by resetPage (restoreAllMocks).
 */
export function layOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 10, 100, 20));
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1024);
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(768);
}

/** The calls other than GET, as method, path and body. */
export const changes = (calls: { method: string; path: string; body?: unknown }[]) =>
  calls.filter((c) => c.method !== 'GET');

/** Norwegian from here on: the common, errors and forum bundles. */
export const speakNorwegian = () => speakNorwegianWith({ common: noCommon, errors: noErrors, forum: noForum });

/** After each test: the page, the stubs and spies, the session, English again. */
export const resetPage = resetSignedInPage;
