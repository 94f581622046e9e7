import { IconMessages, IconShieldCheck } from '@tabler/icons-react';
import { lazyScreen } from '../lazy-page';
import type { AreaRoute, NavEntry } from './area-definition';

// The forums (issue 26) in every area: learners and staff open the same pages from their own areas, and the pages
// keep their links in the area they were opened in. The coordinators and admins also have the moderation queue.

type ForumArea = 'learner' | 'admin' | 'coordinator' | 'projectManager';
type ModeratingArea = 'admin' | 'coordinator';

const forumScreen = lazyScreen(
  () => import('../../features/forum/pages/forum-page'),
  (m) => m.ForumPage,
  'forum',
);
const threadScreen = lazyScreen(
  () => import('../../features/forum/pages/thread-page'),
  (m) => m.ThreadPage,
  'forum',
);
const moderationScreen = lazyScreen(
  () => import('../../features/forum/pages/forum-moderation-page'),
  (m) => m.ForumModerationPage,
  'forum',
);

/** The forum and its threads, titled in the area's `shell` keys. */
export const forumRoutes = (area: ForumArea): AreaRoute[] => [
  { path: 'forum', title: `${area}.forum.title`, page: forumScreen },
  { path: 'forum/threads/:threadId', title: `${area}.forumThread.title`, page: threadScreen },
];

/** The reports queue of the forums the caller moderates. */
export const forumModerationRoute = (area: ModeratingArea): AreaRoute => ({
  path: 'forum-moderation',
  title: `${area}.forumModeration.title`,
  page: moderationScreen,
});

export const forumEntry = (area: ForumArea): NavEntry => ({
  path: 'forum',
  icon: IconMessages,
  hint: `${area}.forum.hint`,
});

export const forumModerationEntry = (area: ModeratingArea): NavEntry => ({
  path: 'forum-moderation',
  icon: IconShieldCheck,
  hint: `${area}.forumModeration.hint`,
});
