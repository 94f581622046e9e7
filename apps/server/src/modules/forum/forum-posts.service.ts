import {
  type CreateForumPost,
  type EditForumPost,
  FORUM_COMMENT_DEPTH,
  FORUM_EDIT_EXPIRED,
  FORUM_LOCKED,
  FORUM_NOT_A_QUESTION,
  type ForumPost,
} from '@talentpath/contracts/forum';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Viewer } from '../courses/courses.public.ts';
import { postNotFound, readablePost, readableThread } from './forum-access.ts';
import { htmlFor, picturesIn } from './forum-pictures.ts';
import { checkThrottle, throttleOf } from './forum-throttle.ts';
import { toComment, toPost } from './forum-views.ts';
import { mayAccept, mayDeletePost, mayEditPost, mayReply, mayVote, postTarget } from './forum.policy.ts';
import * as repo from './forum.repository.ts';
import { mentionedHandles, renderPost } from './markdown.ts';

// Writing in a thread (issue 26, ADR 0069): replies and comments, edits (the replaced text kept), deletion (the
// place kept), votes, the accepted answer, staff endorsement, watching, and reports. Each under the lock of the row
// it changes, so two at once are counted one after the other.

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A question's answer was accepted (points, the talent profile). */
    'forum.answer-accepted': {
      threadId: string;
      threadTitle: string;
      postId: string;
      answererId: string;
      acceptedBy: string;
    };
    /** Staff endorsed a reply. */
    'forum.reply-endorsed': { threadId: string; postId: string; authorId: string; endorsedBy: string };
    /** Someone voted a post up (a helpful vote) — once per voter and post. */
    'forum.post-voted': { threadId: string; postId: string; authorId: string; voterId: string };
    /** A post was reported: the space's moderators have work. */
    'forum.post-reported': { threadId: string; postId: string; reportId: string; reporterId: string };
  }
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

/** The post as the caller sees it after a change (a reply with its comments, as the thread's page lists it). */
async function postAfter(p: Platform, viewer: Viewer, postId: string): Promise<ForumPost> {
  const { post, thread, access } = await readablePost(p.db, viewer, postId);
  const [row] = await repo.postsById(p.db, [post.id]);
  const comments = post.parentId === null ? await repo.commentsOn(p.db, [post.id]) : [];
  const votes = await repo.votesOf(p.db, viewer.userId, [post.id, ...comments.map((c) => c.post.id)]);
  const now = new Date();
  const show = htmlFor(p, viewer);
  return toPost(row!, viewer, access, votes, now, show, {
    accepted: thread.acceptedPostId === post.id,
    comments: comments.map((c) => toComment(c, viewer, access, votes, now, show)),
  });
}

/** POST /forum/preview: the text as a post would show it to the caller (their tickets on its pictures); nothing kept. */
export const preview = (p: Platform, viewer: Viewer, body: string) => ({ html: htmlFor(p, viewer)(renderPost(body)) });

/**
 * POST /forum/threads/{id}/posts: a reply, or a comment on a reply (`parentId`; one level only). The thread must be
 * open (a locked one: moderators only) and the caller one who may post in its space. Throttled.
 */
export async function createPost(p: Platform, viewer: Viewer, threadId: string, input: CreateForumPost) {
  const html = renderPost(input.body);
  const postId = await p.events.transaction(async (tx, record) => {
    const { thread, access } = await readableThread(tx, viewer, threadId, tx);
    if (!access.post) throw new AppError('FORBIDDEN', { message: 'Only staff post in this forum' });
    if (!mayReply(access, { locked: thread.lockedAt !== null }))
      throw new AppError('CONFLICT', { message: FORUM_LOCKED });
    let parentId: string | null = null;
    if (input.parentId) {
      const parent = await repo.findPost(tx, input.parentId);
      if (!parent || parent.threadId !== thread.id || parent.deletedAt || (parent.hiddenAt && !access.moderate))
        throw invalid('parentId', 'The post to comment on is not in this thread');
      if (parent.parentId !== null || parent.opening) throw invalid('parentId', FORUM_COMMENT_DEPTH);
      parentId = parent.id;
    }
    const now = await checkThrottle(tx, viewer.userId, throttleOf(p));
    const post = await repo.insertPost(tx, {
      threadId: thread.id,
      parentId,
      authorId: viewer.userId,
      body: input.body,
      html,
      createdAt: now,
    });
    await repo.recount(tx, thread.id);
    await repo.markImagesPosted(tx, picturesIn(html));
    await repo.watchThread(tx, viewer.userId, thread.id, true);
    await record('forum.posted', {
      threadId: thread.id,
      postId: post.id,
      authorId: viewer.userId,
      parentId,
      opening: false,
    });
    return post.id;
  });
  return postAfter(p, viewer, postId);
}

/**
 * PATCH /forum/posts/{id}: its author within FORUM_EDIT_MINUTES (409 after), a moderator at any time; the text it
 * replaced is kept. An opening post's edit may change the thread's title too.
 */
export async function editPost(p: Platform, viewer: Viewer, postId: string, input: EditForumPost) {
  const html = renderPost(input.body);
  await p.events.transaction(async (tx, record) => {
    const { post, thread, access } = await readablePost(tx, viewer, postId, tx);
    const verdict = mayEditPost(viewer, access, postTarget(post), new Date());
    if (verdict === 'EDIT_EXPIRED') throw new AppError('CONFLICT', { message: FORUM_EDIT_EXPIRED });
    if (verdict !== 'ok') throw new AppError('FORBIDDEN', { message: 'Only its author or a moderator edits a post' });
    if (input.title !== undefined && !post.opening) throw invalid('title', 'Only a thread’s opening post has a title');
    const titleChanged = post.opening && input.title !== undefined && input.title !== thread.title;
    if (input.body === post.body && !titleChanged) return;
    await repo.insertRevision(tx, {
      postId: post.id,
      title: titleChanged ? thread.title : null,
      body: post.body,
      editedBy: viewer.userId,
    });
    await repo.updatePost(tx, post.id, { body: input.body, html, editedAt: new Date() });
    await repo.markImagesPosted(tx, picturesIn(html));
    if (titleChanged) await repo.updateThread(tx, thread.id, { title: input.title! });
    const before = new Set(mentionedHandles(post.body));
    const mentionsAdded = mentionedHandles(input.body).filter((handle) => !before.has(handle));
    await record('forum.post-edited', { threadId: thread.id, postId: post.id, mentionsAdded });
  });
  return postAfter(p, viewer, postId);
}

/**
 * DELETE /forum/posts/{id}: its author or a moderator; the place stays ("deleted"), its text goes from every view.
 * An opening post takes its thread with it; an accepted answer stops being one.
 */
export async function deletePost(p: Platform, viewer: Viewer, postId: string): Promise<void> {
  await p.events.transaction(async (tx, record) => {
    const { post, thread, access } = await readablePost(tx, viewer, postId, tx);
    if (!mayDeletePost(viewer, access, postTarget(post)))
      throw new AppError('FORBIDDEN', { message: 'Only its author or a moderator deletes a post' });
    await repo.lockThread(tx, thread.id);
    const now = new Date();
    await repo.updatePost(tx, post.id, { deletedAt: now });
    if (post.opening) await repo.updateThread(tx, thread.id, { deletedAt: now });
    if (thread.acceptedPostId === post.id) await repo.updateThread(tx, thread.id, { acceptedPostId: null });
    await repo.recount(tx, thread.id);
    await record('forum.post-deleted', { threadId: thread.id, postId: post.id });
    // Someone else's post: a moderator's act, in the audit log.
    if (post.authorId !== viewer.userId)
      await record('forum.moderated', {
        actorId: viewer.userId,
        action: 'post-deleted',
        threadId: thread.id,
        postId: post.id,
        label: thread.title,
        details: {},
      });
  });
}

/**
 * PUT /forum/posts/{id}/vote: +1, -1, or 0 to take it back — one vote per person and post, never on one's own
 * (403). Under the post's lock: the score is the sum of the votes however many come at once.
 */
export async function vote(p: Platform, viewer: Viewer, postId: string, value: -1 | 0 | 1) {
  return p.events.transaction(async (tx, record) => {
    const { post, access } = await readablePost(tx, viewer, postId, tx);
    const verdict = mayVote(viewer, access, postTarget(post));
    if (verdict === 'OWN_POST') throw new AppError('FORBIDDEN', { message: 'You cannot vote on your own post' });
    if (verdict !== 'ok') throw new AppError('FORBIDDEN', { message: 'This post cannot be voted on' });
    const before = await repo.voteOf(tx, post.id, viewer.userId);
    if (before === value) return { score: post.score, myVote: value };
    await repo.setVote(tx, post.id, viewer.userId, value);
    const score = await repo.addToScore(tx, post, value - before);
    if (value === 1 && post.authorId)
      await record('forum.post-voted', {
        threadId: post.threadId,
        postId: post.id,
        authorId: post.authorId,
        voterId: viewer.userId,
      });
    return { score, myVote: value };
  });
}

/**
 * POST /forum/threads/{id}/accept: the question's asker or its space's moderators choose one of its replies (or
 * none). Under the thread's lock: one accepted answer, whatever arrives at once.
 */
export async function accept(p: Platform, viewer: Viewer, threadId: string, postId: string | null) {
  await p.events.transaction(async (tx, record) => {
    const { thread, access } = await readableThread(tx, viewer, threadId, tx);
    if (thread.kind !== 'question') throw new AppError('CONFLICT', { message: FORUM_NOT_A_QUESTION });
    if (!mayAccept(viewer, access, thread))
      throw new AppError('FORBIDDEN', { message: 'Only the asker or the forum’s staff accept an answer' });
    if (postId === null) {
      await repo.updateThread(tx, thread.id, { acceptedPostId: null });
      return;
    }
    const post = await repo.findPost(tx, postId);
    if (
      !post ||
      post.threadId !== thread.id ||
      post.parentId !== null ||
      post.opening ||
      post.deletedAt ||
      post.hiddenAt
    )
      throw invalid('postId', 'Accept one of this question’s replies');
    if (thread.acceptedPostId === post.id) return;
    await repo.updateThread(tx, thread.id, { acceptedPostId: post.id });
    if (post.authorId)
      await record('forum.answer-accepted', {
        threadId: thread.id,
        threadTitle: thread.title,
        postId: post.id,
        answererId: post.authorId,
        acceptedBy: viewer.userId,
      });
  });
}

/** PUT /forum/posts/{id}/endorsement: the space's moderators (a course's staff, admins) endorse a reply, or stop. */
export async function endorse(p: Platform, viewer: Viewer, postId: string, endorsed: boolean) {
  await p.events.transaction(async (tx, record) => {
    const { post, access } = await readablePost(tx, viewer, postId, tx);
    if (!access.moderate) throw new AppError('FORBIDDEN', { message: 'Only the forum’s staff endorse a reply' });
    if (post.opening || post.parentId !== null || post.deletedAt) throw invalid('postId', 'Only a reply is endorsed');
    if (endorsed === (post.endorsedAt !== null)) return;
    await repo.updatePost(
      tx,
      post.id,
      endorsed ? { endorsedBy: viewer.userId, endorsedAt: new Date() } : { endorsedBy: null, endorsedAt: null },
    );
    if (endorsed && post.authorId)
      await record('forum.reply-endorsed', {
        threadId: post.threadId,
        postId: post.id,
        authorId: post.authorId,
        endorsedBy: viewer.userId,
      });
  });
  return postAfter(p, viewer, postId);
}

/** PUT /forum/threads/{id}/watch: told of its new posts, or not. */
export async function watch(p: Platform, viewer: Viewer, threadId: string, watching: boolean) {
  await readableThread(p.db, viewer, threadId);
  await repo.watchThread(p.db, viewer.userId, threadId, watching);
  return { watching };
}

/** POST /forum/posts/{id}/reports: anyone who reads it, with a reason; one open report per person and post. */
export async function report(p: Platform, viewer: Viewer, postId: string, reason: string) {
  return p.events.transaction(async (tx, record) => {
    const { post } = await readablePost(tx, viewer, postId);
    if (post.deletedAt) throw postNotFound();
    const reportId = await repo.insertReport(tx, post.id, viewer.userId, reason);
    if (reportId)
      await record('forum.post-reported', {
        threadId: post.threadId,
        postId: post.id,
        reportId,
        reporterId: viewer.userId,
      });
    return { created: reportId !== null };
  });
}
