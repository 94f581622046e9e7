import { FORUM_MENTIONS_MAX } from '@talentpath/contracts/forum';
import type { Db } from '../../platform/db.ts';
import { accessOf } from './forum-access.ts';
import * as repo from './forum.repository.ts';
import { mentionedHandles } from './markdown.ts';

// Who is told of a new post (issue 26): the people it @mentions and those who watch its thread or its forum. Read
// when the notification job runs, so a post hidden or deleted by then tells nobody, and only people who may read
// the thread at that moment are told.

/** What the notifications of one post say, and to whom. */
export type ForumPostNotice = {
  threadId: string;
  threadTitle: string;
  postId: string;
  authorName: string;
  /** The people @mentioned (at most FORUM_MENTIONS_MAX), never the author. */
  mentioned: string[];
  /** Those watching the thread or its forum, but the author and the people mentioned (told once, of the mention). */
  watchers: string[];
};

/**
 * Who a post tells, or null when it tells nobody (the post, its thread or the reply it comments on is hidden or
 * deleted). A handle is an e-mail's local part; one several people share mentions none of them. Everyone told may
 * read the thread's forum in one of their roles (forum.policy.ts). An edit (`edited`: the handles it added) tells
 * only the people it newly mentions, who the post as it now reads still mentions; its watchers heard of it when it
 * was written.
 */
export async function forumPostNotice(
  db: Db,
  postId: string,
  edited?: { mentionsAdded: readonly string[] },
): Promise<ForumPostNotice | null> {
  const found = await repo.postForNotice(db, postId);
  if (!found) return null;
  const { post, thread, space } = found;
  if (post.hiddenAt || post.deletedAt || thread.hiddenAt || thread.deletedAt || found.parentGone) return null;

  const handles = mentionedHandles(post.body).filter((h) => !edited || edited.mentionsAdded.includes(h));
  const named = await repo.peopleByHandles(db, handles);
  const byHandle = new Map<string, string[]>();
  for (const person of named) byHandle.set(person.handle, [...(byHandle.get(person.handle) ?? []), person.id]);
  const mentionedIds = handles.flatMap((h) => {
    const ids = byHandle.get(h) ?? [];
    return ids.length === 1 ? ids : [];
  });
  const watcherIds = edited ? [] : await repo.watchersOf(db, thread.id, space.id);

  const readers = await readersAmong(db, [...mentionedIds, ...watcherIds], found);
  const mentioned = [...new Set(mentionedIds)]
    .filter((id) => id !== post.authorId && readers.has(id))
    .slice(0, FORUM_MENTIONS_MAX);
  const watchers = watcherIds.filter((id) => id !== post.authorId && readers.has(id) && !mentioned.includes(id));
  return {
    threadId: thread.id,
    threadTitle: thread.title,
    postId: post.id,
    authorName: found.authorName ?? '',
    mentioned,
    watchers,
  };
}

/** Those of `userIds` (active) who may read the space in one of their roles. */
async function readersAmong(
  db: Db,
  userIds: readonly string[],
  found: NonNullable<Awaited<ReturnType<typeof repo.postForNotice>>>,
) {
  const people = await repo.standingsOf(db, userIds, found.space.courseId);
  const mayRead = (person: (typeof people)[number]) =>
    person.roles.some(
      (role) =>
        accessOf({ userId: person.id, role }, { space: found.space, ownerId: found.ownerId, enrolled: person.enrolled })
          .read,
    );
  return new Set(people.filter(mayRead).map((p) => p.id));
}
