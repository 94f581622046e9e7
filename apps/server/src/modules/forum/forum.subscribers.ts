import type { Platform } from '../../platform/context.ts';
import { liveThreads } from './forum.live.ts';

// The forum's own side effects: its threads' live rooms hear of each post's change after its commit, in the process
// that made it (the hub's Redis adapter carries it to readers connected to the others).

export function registerForumSubscribers(p: Platform) {
  const tell = liveThreads(p);
  p.events.on('forum.posted', (e) => tell(e, 'created'));
  p.events.on('forum.post-edited', (e) => tell(e, 'updated'));
  p.events.on('forum.post-deleted', (e) => tell(e, 'removed'));
  p.events.on('forum.moderated', (e) => {
    // A moderator's deletion is told by forum.post-deleted; thread actions (pin, lock, move) change no post.
    if (e.postId && e.action === 'post-hidden') tell({ threadId: e.threadId, postId: e.postId }, 'removed');
    if (e.postId && e.action === 'post-restored') tell({ threadId: e.threadId, postId: e.postId }, 'updated');
  });
}
