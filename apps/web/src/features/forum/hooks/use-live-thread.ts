import { useEffect, useState } from 'react';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ForumPostPage } from '@talentpath/contracts/forum';
import { useSession } from '../../../lib/session-store';
import { forumKeys, refreshThread } from '../api/query-keys';
import { followThread } from './live-thread';

/** What a live region says, and how many times it has changed (the same words said again are a new node). */
export type Announcement = { text: string; count: number };

/** A post of the thread among the replies loaded, with whether it is a comment. */
function loadedPost(client: QueryClient, threadId: string, postId: string) {
  for (const [, data] of client.getQueriesData<InfiniteData<ForumPostPage>>({ queryKey: forumKeys.posts(threadId) }))
    for (const page of data?.pages ?? [])
      for (const reply of page.items) {
        if (reply.id === postId) return { post: reply, comment: false };
        const comment = reply.comments.find((c) => c.id === postId);
        if (comment) return { post: comment, comment: true };
      }
  return null;
}

/**
 * Keeps an open thread current (issue 26): while it is shown, each post written, edited, hidden or deleted in it
 * by anyone is read again through the API, without a reload. A new reply or comment of someone else's that shows
 * among those loaded is announced (politely): the caller's own, from any tab, is not.
 */
export function useLiveThread(threadId: string | undefined): Announcement {
  const { t } = useTranslation('forum');
  const client = useQueryClient();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const [said, setSaid] = useState<{ what: 'reply' | 'comment' | null; count: number }>({ what: null, count: 0 });

  useEffect(() => {
    if (!threadId || !userId) return;
    return followThread(threadId, {
      onPost: (post) => {
        void refreshThread(client, threadId).then(() => {
          if (post.kind !== 'created') return;
          const found = loadedPost(client, threadId, post.postId);
          if (!found || found.post.author?.id === userId) return;
          const what = found.comment ? 'comment' : 'reply';
          setSaid((before) => ({ what, count: before.count + 1 }));
        });
      },
      onMissed: () => void refreshThread(client, threadId),
    });
  }, [client, threadId, userId]);

  return { text: said.what ? t(`thread.live.${said.what}`) : '', count: said.count };
}
