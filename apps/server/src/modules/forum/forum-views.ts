import type { ForumComment, ForumPost, ForumThreadSummary } from '@talentpath/contracts/forum';
import type { Viewer } from '../courses/courses.public.ts';
import type { ShowHtml } from './forum-pictures.ts';
import { mayDeletePost, mayEditPost, postTarget, type SpaceAccess } from './forum.policy.ts';
import type { PostWithNames, ThreadRow } from './forum.repository.ts';

// The forum's rows as the API shows them to one caller: what they may see of each post and what they may do.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSummary(r: {
  thread: ThreadRow;
  spaceKind: ForumThreadSummary['space']['kind'];
  courseTitle: string | null;
  authorName: string | null;
  readAt: Date | null;
}): ForumThreadSummary {
  const t = r.thread;
  return {
    id: t.id,
    space: { id: t.spaceId, kind: r.spaceKind, courseTitle: r.courseTitle },
    kind: t.kind,
    title: t.title,
    tags: t.tags,
    author: t.authorId && r.authorName !== null ? { id: t.authorId, name: r.authorName } : null,
    createdAt: t.createdAt.toISOString(),
    lastActivityAt: t.lastActivityAt.toISOString(),
    replyCount: t.replyCount,
    score: t.score,
    answered: t.acceptedPostId !== null,
    pinned: t.pinned,
    locked: t.lockedAt !== null,
    hidden: t.hiddenAt !== null,
    unread: r.readAt === null || r.readAt < t.lastActivityAt,
  };
}

/**
 * A post for this caller: a deleted one's text is gone for everyone; a hidden one's is shown to moderators only
 * (the others do not get it at all: readablePost and the lists leave it out). Its pictures carry the caller's
 * tickets (`show`).
 */
export function toComment(
  r: PostWithNames,
  viewer: Viewer,
  access: SpaceAccess,
  votes: ReadonlyMap<string, number>,
  now: Date,
  show: ShowHtml,
): ForumComment {
  const p = r.post;
  const target = postTarget(p);
  const deleted = target.deleted;
  const shown = !deleted && (p.hiddenAt === null || access.moderate);
  return {
    id: p.id,
    author: p.authorId && r.authorName !== null ? { id: p.authorId, name: r.authorName } : null,
    body: shown ? p.body : '',
    html: shown ? show(p.html) : '',
    createdAt: p.createdAt.toISOString(),
    editedAt: iso(p.editedAt),
    score: p.score,
    myVote: votes.get(p.id) ?? 0,
    endorsed: p.endorsedAt && r.endorserName !== null ? { by: r.endorserName, at: p.endorsedAt.toISOString() } : null,
    deleted,
    hidden: p.hiddenAt !== null,
    canEdit: mayEditPost(viewer, access, target, now) === 'ok',
    canDelete: mayDeletePost(viewer, access, target),
  };
}

export const toPost = (
  r: PostWithNames,
  viewer: Viewer,
  access: SpaceAccess,
  votes: ReadonlyMap<string, number>,
  now: Date,
  show: ShowHtml,
  extra: { accepted: boolean; comments: ForumComment[] },
): ForumPost => ({ ...toComment(r, viewer, access, votes, now, show), ...extra });
