import { FORUM_MOVE_NOT_MODERATED, FORUM_REPORT_SETTLED, type ModerateForumThread } from '@talentpath/contracts/forum';
import type { Platform } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isAdmin, type Viewer } from '../courses/courses.public.ts';
import { readablePost, readableSpace, readableThread } from './forum-access.ts';
import { htmlFor, picturesIn } from './forum-pictures.ts';
import * as repo from './forum.repository.ts';

// Moderation (issue 26, ADR 0069): the queue of reports, hiding and restoring a post, pinning, locking and moving a
// thread, and a post's history — for the space's moderators (a course's owner in its forum, admins everywhere).
// Each action is recorded as `forum.moderated`, which the audit log keeps in the same transaction.

export type ModerationAction =
  | 'post-hidden'
  | 'post-restored'
  | 'post-deleted'
  | 'thread-pinned'
  | 'thread-unpinned'
  | 'thread-locked'
  | 'thread-unlocked'
  | 'thread-moved'
  | 'report-dismissed';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A moderator acted on a post or a thread (the audit log records it). */
    'forum.moderated': {
      actorId: string;
      action: ModerationAction;
      threadId: string;
      postId: string | null;
      /** The thread's title: what the entry is about. */
      label: string;
      details: Record<string, string>;
    };
  }
}

const notModerator = () => new AppError('FORBIDDEN', { message: 'Only the forum’s moderators do this' });

/** GET /forum/moderation/reports: the reports of the spaces the caller moderates (admins: every space). */
export async function listReports(
  p: Platform,
  viewer: Viewer,
  q: { pageNumber: number; pageSize: number; state?: 'open' | 'upheld' | 'dismissed' | undefined },
) {
  const spaces = isAdmin(viewer) ? null : await moderatedCourseSpaces(p, viewer);
  const page = await repo.reportPage(p.db, q, spaces);
  const show = htmlFor(p, viewer);
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.report.id,
      reason: r.report.reason,
      state: r.report.state,
      reporter:
        r.report.reporterId && r.reporterName !== null ? { id: r.report.reporterId, name: r.reporterName } : null,
      createdAt: r.report.createdAt.toISOString(),
      post: {
        id: r.post.id,
        threadId: r.post.threadId,
        threadTitle: r.threadTitle,
        author: r.post.authorId && r.authorName !== null ? { id: r.post.authorId, name: r.authorName } : null,
        html: r.post.deletedAt ? '' : show(r.post.html),
        hidden: r.post.hiddenAt !== null,
        deleted: r.post.deletedAt !== null,
      },
    })),
  };
}

/** The forums of the courses a coordinator owns (only those made: a report is on a post in one). */
async function moderatedCourseSpaces(p: Platform, viewer: Viewer) {
  if (viewer.role !== 'CourseCoordinator') return [];
  const courseIds = await repo.coursesOf(p.db, viewer.userId, 'owned');
  return (await repo.spacesWith(p.db, courseIds, viewer.userId)).filter((s) => s.space.courseId).map((s) => s.space.id);
}

/** The post, for one who moderates its space (a hidden post included); 404 for who may not read it, 403 else. */
async function moderatedPost(tx: Tx, viewer: Viewer, postId: string) {
  const found = await readablePost(tx, viewer, postId, tx);
  if (!found.access.moderate) throw notModerator();
  return found;
}

/**
 * Hides a post from all but the moderators, or shows it again: an opening post hides its thread with it, a hidden
 * answer stops being the accepted one, and the thread's reply count is what readers see.
 */
async function setPostHidden(
  tx: Tx,
  post: { id: string; opening: boolean },
  thread: { id: string; acceptedPostId: string | null },
  hidden: boolean,
) {
  const at = hidden ? new Date() : null;
  await repo.updatePost(tx, post.id, { hiddenAt: at });
  if (post.opening) await repo.updateThread(tx, thread.id, { hiddenAt: at });
  if (hidden && thread.acceptedPostId === post.id) await repo.updateThread(tx, thread.id, { acceptedPostId: null });
  await repo.recount(tx, thread.id);
}

/** PUT /forum/posts/{id}/hidden: hidden from all but the moderators, or shown again. A thread's opening post hides the thread. */
export async function setHidden(p: Platform, viewer: Viewer, postId: string, hidden: boolean) {
  await p.events.transaction(async (tx, record) => {
    const { post, thread } = await moderatedPost(tx, viewer, postId);
    if (hidden === (post.hiddenAt !== null)) return;
    await setPostHidden(tx, post, thread, hidden);
    await record('forum.moderated', {
      actorId: viewer.userId,
      action: hidden ? 'post-hidden' : 'post-restored',
      threadId: thread.id,
      postId: post.id,
      label: thread.title,
      details: {},
    });
  });
}

/** POST /forum/reports/{id}/settle: upheld hides the post (and settles every open report on it); dismissed keeps it. */
export async function settleReport(p: Platform, viewer: Viewer, reportId: string, outcome: 'upheld' | 'dismissed') {
  await p.events.transaction(async (tx, record) => {
    const report = await repo.lockReport(tx, reportId);
    if (!report) throw new AppError('NOT_FOUND', { message: 'Report not found' });
    const { post, thread } = await moderatedPost(tx, viewer, report.postId).catch((error: unknown) => {
      // A report on a post the caller may not even read: not theirs to see.
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', { message: 'Report not found' });
      throw error;
    });
    if (report.state !== 'open') throw new AppError('CONFLICT', { message: FORUM_REPORT_SETTLED });
    await repo.settleReports(tx, post.id, outcome, viewer.userId);
    if (outcome === 'upheld' && post.hiddenAt === null) await setPostHidden(tx, post, thread, true);
    await record('forum.moderated', {
      actorId: viewer.userId,
      action: outcome === 'upheld' ? 'post-hidden' : 'report-dismissed',
      threadId: thread.id,
      postId: post.id,
      label: thread.title,
      details: { reason: report.reason },
    });
  });
}

/** PATCH /forum/threads/{id}: pin, lock, or move it to another forum the caller moderates too. */
export async function moderateThread(p: Platform, viewer: Viewer, threadId: string, input: ModerateForumThread) {
  await repo.ensureFixedSpaces(p.db);
  await p.events.transaction(async (tx, record) => {
    const { thread, access } = await readableThread(tx, viewer, threadId, tx);
    if (!access.moderate) throw notModerator();
    const act = (action: ModerationAction, details: Record<string, string> = {}) =>
      record('forum.moderated', {
        actorId: viewer.userId,
        action,
        threadId: thread.id,
        postId: null,
        label: thread.title,
        details,
      });
    if (input.pinned !== undefined && input.pinned !== thread.pinned) {
      await repo.updateThread(tx, thread.id, { pinned: input.pinned });
      await act(input.pinned ? 'thread-pinned' : 'thread-unpinned');
    }
    if (input.locked !== undefined && input.locked !== (thread.lockedAt !== null)) {
      await repo.updateThread(tx, thread.id, { lockedAt: input.locked ? new Date() : null });
      await act(input.locked ? 'thread-locked' : 'thread-unlocked');
    }
    if (input.spaceId !== undefined && input.spaceId !== thread.spaceId) {
      // Only to a forum the moderator moderates too; one they may not even read is answered the same.
      const target = await readableSpace(tx, viewer, input.spaceId).catch(() => null);
      if (!target?.access.moderate)
        throw new AppError('VALIDATION', {
          message: FORUM_MOVE_NOT_MODERATED,
          details: [{ path: 'spaceId', message: FORUM_MOVE_NOT_MODERATED }],
        });
      await repo.updateThread(tx, thread.id, { spaceId: input.spaceId });
      // Its pictures go with it: they are seen by who may read their space, and the thread's readers are now the new
      // space's. One that a post elsewhere shows too stays, for that post's readers.
      const pictures = [...new Set((await repo.htmlOfThread(tx, thread.id)).flatMap(picturesIn))];
      const shared = await repo.imagesNamedElsewhere(tx, thread.id, pictures);
      await repo.moveImages(
        tx,
        pictures.filter((id) => !shared.has(id)),
        thread.spaceId,
        input.spaceId,
      );
      await act('thread-moved', { from: thread.spaceId, to: input.spaceId });
    }
  });
}

/** GET /forum/posts/{id}/revisions: the text each edit replaced, newest first (the space's moderators). */
export async function revisions(p: Platform, viewer: Viewer, postId: string) {
  const { access } = await readablePost(p.db, viewer, postId);
  if (!access.moderate) throw notModerator();
  return {
    items: (await repo.revisionsOf(p.db, postId)).map((r) => ({
      title: r.revision.title,
      body: r.revision.body,
      editedBy: r.revision.editedBy && r.editorName !== null ? { id: r.revision.editedBy, name: r.editorName } : null,
      editedAt: r.revision.editedAt.toISOString(),
    })),
  };
}
