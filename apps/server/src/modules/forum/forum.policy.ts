import { FORUM_EDIT_MINUTES, type ForumSpaceKind, type ForumThreadKind } from '@talentpath/contracts/forum';
import { mayEnter } from '@talentpath/contracts/access';
import type { Viewer } from '../courses/courses.public.ts';

// Who may do what in the forums (issue 26, ADR 0069): one place for every rule, each a pure function of the caller,
// the space and what they hold (the course's ownership, their enrolment), tested as a matrix.

/** What the caller holds of a course space's course: they own it (as its coordinator), or are enrolled in it. */
export type CourseStanding = { owns: boolean; enrolled: boolean; admin: boolean };

export type SpaceAccess = { read: boolean; post: boolean; moderate: boolean };
const NONE: SpaceAccess = { read: false, post: false, moderate: false };

const isAdmin = (viewer: Viewer) => mayEnter('admin', viewer.role);
const isStaff = (viewer: Viewer) => isAdmin(viewer) || viewer.role === 'CourseCoordinator';

/**
 * A space's access: the general forum everyone signed in reads and posts in; announcements everyone reads and
 * staff post; a course's forum its enrolled learners (as learners), its owner and admins. Admins moderate every
 * space, a course's owner its course's.
 */
export function spaceAccess(viewer: Viewer, kind: ForumSpaceKind, course: CourseStanding | null): SpaceAccess {
  const admin = isAdmin(viewer);
  if (kind === 'general') return { read: true, post: true, moderate: admin };
  if (kind === 'announcements') return { read: true, post: isStaff(viewer), moderate: admin };
  if (!course) return NONE;
  const owner = course.owns && viewer.role === 'CourseCoordinator';
  const learner = course.enrolled && viewer.role === 'Learner';
  if (admin || owner) return { read: true, post: true, moderate: true };
  return learner ? { read: true, post: true, moderate: false } : NONE;
}

type PostTarget = { authorId: string | null; createdAt: Date; deleted: boolean };

/** What the post rules read of a post's row. */
export const postTarget = (post: { authorId: string | null; createdAt: Date; deletedAt: Date | null }): PostTarget => ({
  authorId: post.authorId,
  createdAt: post.createdAt,
  deleted: post.deletedAt !== null,
});

/** Editing: the author within FORUM_EDIT_MINUTES, a moderator at any time; never a deleted post. */
export function mayEditPost(
  viewer: Viewer,
  access: SpaceAccess,
  post: PostTarget,
  now: Date,
): 'ok' | 'FORBIDDEN' | 'EDIT_EXPIRED' {
  if (post.deleted) return 'FORBIDDEN';
  if (access.moderate) return 'ok';
  if (post.authorId !== viewer.userId) return 'FORBIDDEN';
  return now.getTime() - post.createdAt.getTime() <= FORUM_EDIT_MINUTES * 60_000 ? 'ok' : 'EDIT_EXPIRED';
}

/** Deleting (the place stays): its author or a moderator. */
export const mayDeletePost = (viewer: Viewer, access: SpaceAccess, post: PostTarget): boolean =>
  !post.deleted && (access.moderate || post.authorId === viewer.userId);

/** Voting: whoever reads the thread, on a post that is not theirs and not deleted. */
export const mayVote = (viewer: Viewer, access: SpaceAccess, post: PostTarget): 'ok' | 'OWN_POST' | 'FORBIDDEN' =>
  !access.read || post.deleted ? 'FORBIDDEN' : post.authorId === viewer.userId ? 'OWN_POST' : 'ok';

/** Accepting an answer: a question's asker, or the space's moderators (the course's staff, admins). */
export const mayAccept = (
  viewer: Viewer,
  access: SpaceAccess,
  thread: { kind: ForumThreadKind; authorId: string | null },
): boolean => thread.kind === 'question' && access.read && (access.moderate || thread.authorId === viewer.userId);

/** Writing in a thread: who may post in its space, unless it is locked (moderators still may). */
export const mayReply = (access: SpaceAccess, thread: { locked: boolean }): boolean =>
  access.post && (!thread.locked || access.moderate);
