import {
  FORUM_JOIN,
  FORUM_LEAVE,
  FORUM_LIVE_NAMESPACE,
  FORUM_LIVE_ROOMS_MAX,
  FORUM_POST,
  type ForumLiveServerEvents,
  type ForumPostChange,
  forumLiveRoom,
} from '@talentpath/contracts/forum';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Viewer } from '../courses/courses.public.ts';
import { readableThread, readersOfThread } from './forum-access.ts';

// Live replies (issue 26, ADR 0070): a room per thread in the hub's `/forum` namespace. Whoever may read a thread
// may follow it — the API's own rule, asked when they join and again as each change is told — and is told by id when one of its posts is written,
// edited, deleted, hidden or shown again. Never the post itself: each reader reads it through the API, which leaves
// out what they may not see (a hidden reply, for all but the moderators).

/** May this session follow the thread now: may they read it (a hidden thread: its moderators only)? */
export async function mayFollowThread(p: Platform, viewer: Viewer, threadId: string): Promise<boolean> {
  try {
    await readableThread(p.db, viewer, threadId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** A post's change, told to its thread's room. */
export type TellPost = (change: { threadId: string; postId: string }, kind: ForumPostChange) => void;

/** Opens the threads' rooms (once, as the module is wired) and returns how a change is told to a thread's readers. */
export function liveThreads(p: Platform): TellPost {
  const rooms = p.realtime.rooms<ForumLiveServerEvents>({
    namespace: FORUM_LIVE_NAMESPACE,
    join: FORUM_JOIN,
    leave: FORUM_LEAVE,
    idOf: (payload) => forumLiveRoom.safeParse(payload).data?.threadId ?? null,
    prefix: 'thread',
    maxPerSocket: FORUM_LIVE_ROOMS_MAX,
    authorize: (holder, threadId) => mayFollowThread(p, holder, threadId),
    // Asked again as each change is told: who has lost the thread since (left its course, lost a role) hears no more.
    recheck: (holders, threadId) => readersOfThread(p.db, threadId, holders),
  });
  return ({ threadId, postId }, kind) => rooms.emit(threadId, FORUM_POST, { threadId, postId, kind });
}
