// The forum module's doorway (ADR 0038, ADR 0069): the community's forums and Q&A. It owns the forum tables; it
// reads courses (ownership, enrolment) through their tables' public rules and tells the rest by events
// (forum.posted, forum.post-edited, forum.post-deleted, forum.answer-accepted, forum.reply-endorsed,
// forum.post-voted, forum.post-reported, forum.moderated). Its threads' readers follow them live (forum.live.ts).
// Pictures in posts are stored through the platform's file store and read with materials' file tickets.
import type { ServerModule } from '../../platform/context.ts';
import { forumJobs } from './forum.jobs.ts';
import { forumRoutes } from './forum.routes.ts';
import { registerForumSubscribers } from './forum.subscribers.ts';

/** A post's Markdown as the sanitised HTML the forums show (the demo data writes its posts with it). */
export { renderPost } from './markdown.ts';
/** Who a new post tells (its @mentions, its thread's and forum's watchers): the notifications module asks. */
export { forumPostNotice } from './forum-notices.ts';

export const forumModule: ServerModule = {
  name: 'forum',
  routes: [forumRoutes],
  subscribers: registerForumSubscribers,
  jobs: forumJobs,
};
