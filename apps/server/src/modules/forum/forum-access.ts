import type { Tx } from '../../platform/db.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isAdmin, type Viewer } from '../courses/courses.public.ts';
import { type SpaceAccess, spaceAccess } from './forum.policy.ts';
import * as repo from './forum.repository.ts';

// Loading what the forum's rules decide on: a space with the caller's standing in its course, a thread or a post
// with its space — each answered 404 to whoever may not read it (its existence is not told).

type Conn = Db | Tx;

export const spaceNotFound = () => new AppError('NOT_FOUND', { message: 'Forum not found' });
export const threadNotFound = () => new AppError('NOT_FOUND', { message: 'Thread not found' });
export const postNotFound = () => new AppError('NOT_FOUND', { message: 'Post not found' });

/** What the caller may do in a space, from the space and their standing in its course. */
export const accessOf = (
  viewer: Viewer,
  s: { space: Pick<repo.SpaceWithCourse['space'], 'kind' | 'courseId'> } & Pick<
    repo.SpaceWithCourse,
    'ownerId' | 'enrolled'
  >,
): SpaceAccess =>
  spaceAccess(
    viewer,
    s.space.kind,
    s.space.courseId ? { owns: s.ownerId === viewer.userId, enrolled: s.enrolled, admin: isAdmin(viewer) } : null,
  );

/** The space and the caller's access to it; 404 unless they may read it. */
export async function readableSpace(db: Conn, viewer: Viewer, spaceId: string) {
  const space = await repo.spaceFor(db, spaceId, viewer.userId);
  if (!space) throw spaceNotFound();
  const access = accessOf(viewer, space);
  if (!access.read) throw spaceNotFound();
  return { space, access };
}

/** The space, for one who may post in it: 404 unless they may read it, 403 when they may only read it. */
export async function postableSpace(db: Conn, viewer: Viewer, spaceId: string) {
  const found = await readableSpace(db, viewer, spaceId);
  if (!found.access.post) throw new AppError('FORBIDDEN', { message: 'Only staff post in this forum' });
  return found;
}

/**
 * The thread, its space and the caller's access; 404 unless they may read it (a hidden thread: only its space's
 * moderators; a deleted one: nobody). `lock`: the thread row locked until the transaction ends.
 */
export async function readableThread(db: Conn, viewer: Viewer, threadId: string, lock?: Tx) {
  const thread = lock ? await repo.lockThread(lock, threadId) : await repo.findThread(db, threadId);
  if (!thread || thread.deletedAt) throw threadNotFound();
  const space = await repo.spaceFor(db, thread.spaceId, viewer.userId);
  if (!space) throw threadNotFound();
  const access = accessOf(viewer, space);
  if (!access.read || (thread.hiddenAt && !access.moderate)) throw threadNotFound();
  return { thread, space, access };
}

/**
 * Which of `viewers` may read the thread now, each in order — readableThread's rule for many at once (a live room's
 * members, as a post is told): one whose account is no longer active, who no longer holds the role they connected
 * with, or who has left the course since they joined may not.
 */
export async function readersOfThread(db: Db, threadId: string, viewers: readonly Viewer[]): Promise<boolean[]> {
  const thread = viewers.length ? await repo.findThread(db, threadId) : undefined;
  const found = thread && !thread.deletedAt ? await repo.spaceFor(db, thread.spaceId, viewers[0]!.userId) : undefined;
  if (!thread || !found) return viewers.map(() => false);
  const standings = await repo.standingsOf(
    db,
    viewers.map((v) => v.userId),
    found.space.courseId,
  );
  const people = new Map(standings.map((person) => [person.id, person]));
  return viewers.map((viewer) => {
    const person = people.get(viewer.userId);
    if (!person?.roles.includes(viewer.role)) return false;
    const access = accessOf(viewer, { ...found, enrolled: person.enrolled });
    return access.read && (!thread.hiddenAt || access.moderate);
  });
}

/** The post, its thread and the caller's access; 404 unless they may read its thread (a hidden post: moderators). */
export async function readablePost(db: Conn, viewer: Viewer, postId: string, lock?: Tx) {
  const post = lock ? await repo.lockPost(lock, postId) : await repo.findPost(db, postId);
  if (!post) throw postNotFound();
  const found = await readableThread(db, viewer, post.threadId).catch(() => {
    throw postNotFound();
  });
  if (post.hiddenAt && !found.access.moderate) throw postNotFound();
  return { post, ...found };
}
