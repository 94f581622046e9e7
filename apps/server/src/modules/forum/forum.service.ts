import {
  type CreateForumThread,
  FORUM_PEOPLE_MAX,
  type ForumPeople,
  type ForumPostPage,
  type ForumSpaceList,
  type ForumThread,
  type ForumThreadPage,
  type ForumThreadQuery,
} from '@talentpath/contracts/forum';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isAdmin, type Viewer } from '../courses/courses.public.ts';
import { accessOf, postableSpace, readableSpace, readableThread } from './forum-access.ts';
import { htmlFor, picturesIn } from './forum-pictures.ts';
import { checkThrottle, throttleOf } from './forum-throttle.ts';
import { toComment, toPost, toSummary } from './forum-views.ts';
import { mayAccept, mayReply } from './forum.policy.ts';
import * as repo from './forum.repository.ts';
import { renderPost } from './markdown.ts';

// The forums as their readers see them (issue 26, ADR 0069): the spaces a caller may read, their threads (searched,
// filtered, sorted), a thread with its opening post, its replies with their comments; and starting a thread.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A thread was started or a post written (watchers and mentions are told; the live room shows it). */
    'forum.posted': {
      threadId: string;
      postId: string;
      authorId: string;
      /** The reply a comment is on; null for a reply or a thread's opening post. */
      parentId: string | null;
      opening: boolean;
    };
    /**
     * A post's text (or an opening post's title) was edited (the live room shows it); the handles its new text
     * @mentions that its old text did not are told, as a new post's are.
     */
    'forum.post-edited': { threadId: string; postId: string; mentionsAdded: string[] };
    /** A post was deleted, by its author or a moderator (the live room shows it). */
    'forum.post-deleted': { threadId: string; postId: string };
  }
}

/** The courses whose forums the caller may read, by their role: a learner's enrolled, a coordinator's own, all. */
const coursesFor = (p: Platform, viewer: Viewer) =>
  isAdmin(viewer)
    ? repo.coursesOf(p.db, viewer.userId, 'all')
    : viewer.role === 'CourseCoordinator'
      ? repo.coursesOf(p.db, viewer.userId, 'owned')
      : viewer.role === 'Learner'
        ? repo.coursesOf(p.db, viewer.userId, 'enrolled')
        : Promise.resolve([]);

/** The spaces the caller may read, with what they may do in each (their courses' forums made when first needed). */
async function spacesOf(p: Platform, viewer: Viewer) {
  await repo.ensureFixedSpaces(p.db);
  const courseIds = await coursesFor(p, viewer);
  let rows = await repo.spacesWith(p.db, courseIds, viewer.userId);
  // A course's forum is made the first time one is needed: a write only then, not on every read.
  const have = new Set(rows.map((r) => r.space.courseId));
  const missing = courseIds.filter((id) => !have.has(id));
  if (missing.length > 0) {
    await repo.ensureCourseSpaces(p.db, missing);
    rows = await repo.spacesWith(p.db, courseIds, viewer.userId);
  }
  return rows.map((s) => ({ s, access: accessOf(viewer, s) })).filter((x) => x.access.read);
}

/** GET /forum/spaces. */
export async function listSpaces(p: Platform, viewer: Viewer): Promise<ForumSpaceList> {
  return {
    items: (await spacesOf(p, viewer)).map(({ s, access }) => ({
      id: s.space.id,
      kind: s.space.kind,
      course: s.space.courseId && s.courseTitle !== null ? { id: s.space.courseId, title: s.courseTitle } : null,
      canPost: access.post,
      canModerate: access.moderate,
      watching: s.watching,
    })),
  };
}

/** GET /forum/spaces/{id}/people: readers of a forum the caller reads (404 otherwise), for @-suggestions. */
export async function peopleIn(p: Platform, viewer: Viewer, spaceId: string, term?: string): Promise<ForumPeople> {
  await repo.ensureFixedSpaces(p.db);
  const { space } = await readableSpace(p.db, viewer, spaceId);
  const where = { courseId: space.space.courseId, ownerId: space.ownerId };
  return { items: await repo.readersMatching(p.db, where, term, viewer.userId, FORUM_PEOPLE_MAX) };
}

/** PUT /forum/spaces/{id}/watch: told of every new thread and post in a forum the caller reads (404 otherwise). */
export async function watchSpace(p: Platform, viewer: Viewer, spaceId: string, watching: boolean) {
  await repo.ensureFixedSpaces(p.db);
  await readableSpace(p.db, viewer, spaceId);
  await repo.watchSpace(p.db, viewer.userId, spaceId, watching);
  return { watching };
}

/** GET /forum/threads: in one space (404 if the caller may not read it) or in every one they may. */
export async function listThreads(p: Platform, viewer: Viewer, q: ForumThreadQuery): Promise<ForumThreadPage> {
  let readable: string[];
  let moderated: string[];
  if (q.spaceId) {
    await repo.ensureFixedSpaces(p.db);
    const { access } = await readableSpace(p.db, viewer, q.spaceId);
    readable = [q.spaceId];
    moderated = access.moderate ? [q.spaceId] : [];
  } else {
    const spaces = await spacesOf(p, viewer);
    readable = spaces.map((x) => x.s.space.id);
    moderated = spaces.filter((x) => x.access.moderate).map((x) => x.s.space.id);
  }
  const page = await repo.threadPage(p.db, q, { readable, moderated, userId: viewer.userId });
  return { ...page, items: page.items.map(toSummary) };
}

/** GET /forum/threads/{id}: the thread, its opening post and what the caller may do; read by them up to now. */
export async function getThread(p: Platform, viewer: Viewer, threadId: string): Promise<ForumThread> {
  const { access } = await readableThread(p.db, viewer, threadId);
  const [view, opening] = await Promise.all([
    repo.threadView(p.db, threadId, viewer.userId),
    repo.openingPost(p.db, threadId),
  ]);
  if (!view || !opening) throw new AppError('NOT_FOUND', { message: 'Thread not found' });
  const votes = await repo.votesOf(p.db, viewer.userId, [opening.post.id]);
  await repo.markRead(p.db, viewer.userId, threadId);
  const t = view.thread;
  return {
    ...toSummary(view),
    // Opened now: what the caller sees is read.
    unread: false,
    opening: toPost(opening, viewer, access, votes, new Date(), htmlFor(p, viewer), { accepted: false, comments: [] }),
    watching: view.watching,
    canReply: mayReply(access, { locked: t.lockedAt !== null }),
    canAccept: mayAccept(viewer, access, t),
    canModerate: access.moderate,
  };
}

/** GET /forum/threads/{id}/posts: a page of replies, each with its comments (hidden ones only for moderators). */
export async function listPosts(
  p: Platform,
  viewer: Viewer,
  threadId: string,
  q: { pageNumber: number; pageSize: number; sort: { key: 'created' | 'votes' } },
): Promise<ForumPostPage> {
  const { thread, access } = await readableThread(p.db, viewer, threadId);
  // Hidden replies are left out in the query (a page is full, its count true); comments likewise below.
  const page = await repo.replyPage(p.db, threadId, { ...q, sort: q.sort.key, withHidden: access.moderate });
  const visible = (r: repo.PostWithNames) => r.post.hiddenAt === null || access.moderate;
  const replies = page.items;
  const comments = (
    await repo.commentsOn(
      p.db,
      replies.map((r) => r.post.id),
    )
  ).filter(visible);
  const votes = await repo.votesOf(
    p.db,
    viewer.userId,
    [...replies, ...comments].map((r) => r.post.id),
  );
  const now = new Date();
  const show = htmlFor(p, viewer);
  return {
    ...page,
    items: replies.map((r) =>
      toPost(r, viewer, access, votes, now, show, {
        accepted: thread.acceptedPostId === r.post.id,
        comments: comments
          .filter((c) => c.post.parentId === r.post.id)
          .map((c) => toComment(c, viewer, access, votes, now, show)),
      }),
    ),
  };
}

/**
 * POST /forum/threads: a discussion or a question in a space the caller may post in (404 for one they may not
 * read, 403 for one they may only read), its opening post rendered; the author watches it. Throttled.
 */
export async function createThread(p: Platform, viewer: Viewer, input: CreateForumThread): Promise<ForumThread> {
  await repo.ensureFixedSpaces(p.db);
  await postableSpace(p.db, viewer, input.spaceId);
  const html = renderPost(input.body);
  const threadId = await p.events.transaction(async (tx, record) => {
    const now = await checkThrottle(tx, viewer.userId, throttleOf(p));
    const thread = await repo.insertThread(tx, {
      spaceId: input.spaceId,
      kind: input.kind,
      title: input.title,
      tags: input.tags ?? [],
      authorId: viewer.userId,
      createdAt: now,
      lastActivityAt: now,
    });
    const post = await repo.insertPost(tx, {
      threadId: thread.id,
      opening: true,
      authorId: viewer.userId,
      body: input.body,
      html,
      createdAt: now,
    });
    await repo.markImagesPosted(tx, picturesIn(html));
    await repo.watchThread(tx, viewer.userId, thread.id, true);
    await record('forum.posted', {
      threadId: thread.id,
      postId: post.id,
      authorId: viewer.userId,
      parentId: null,
      opening: true,
    });
    return thread.id;
  });
  return getThread(p, viewer, threadId);
}
