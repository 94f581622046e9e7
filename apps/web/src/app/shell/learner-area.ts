import {
  IconAward,
  IconBell,
  IconBook,
  IconBriefcase,
  IconCategory,
  IconCertificate,
  IconLayoutDashboard,
  IconTrophy,
} from '@tabler/icons-react';
import { lazyScreen } from '../lazy-page';
import { forumEntry, forumRoutes } from './forum-routes';
import { courseCategoriesScreen, learnerDashboardScreen } from './signed-in-screens';
import type { AreaDefinition } from './area-definition';

/** /learner (spec §2: Learner only). */
export const learnerArea: AreaDefinition = {
  area: 'learner',
  routes: [
    {
      path: 'dashboard',
      title: 'learner.dashboard.title',
      page: learnerDashboardScreen,
    },
    {
      path: 'badges-rewards',
      title: 'learner.badgesRewards.title',
      page: lazyScreen(
        () => import('../../features/recognition/pages/badges-rewards-page'),
        (m) => m.BadgesRewardsPage,
        'recognition',
      ),
    },
    {
      path: 'projects',
      title: 'learner.projects.title',
      page: lazyScreen(
        () => import('../../features/workforce/pages/learner-projects-page'),
        (m) => m.LearnerProjectsPage,
        'workforce',
      ),
    },
    {
      path: 'certificate',
      title: 'learner.certificates.title',
      page: lazyScreen(
        () => import('../../features/certificates/pages/certificates-page'),
        (m) => m.CertificatesPage,
        'certificates',
      ),
    },
    {
      path: 'certificate/:certificateId',
      title: 'learner.certificate.title',
      page: lazyScreen(
        () => import('../../features/certificates/pages/certificate-page'),
        (m) => m.CertificatePage,
        'certificates',
      ),
    },
    ...forumRoutes('learner'),
    {
      path: 'notifications',
      title: 'learner.notifications.title',
      page: lazyScreen(
        () => import('../../features/notifications/pages/notifications-page'),
        (m) => m.NotificationsPage,
        'notifications',
      ),
    },
    {
      path: 'notifications/preferences',
      title: 'learner.notificationPreferences.title',
      page: lazyScreen(
        () => import('../../features/notification-preferences/pages/notification-preferences-page'),
        (m) => m.NotificationPreferencesPage,
        'notification-preferences',
      ),
    },
    {
      path: 'leaderboard',
      title: 'learner.leaderboard.title',
      page: lazyScreen(
        () => import('../../features/recognition/pages/leaderboard-page'),
        (m) => m.LeaderboardPage,
        'recognition',
      ),
    },
    {
      path: 'course-categories',
      title: 'learner.courseCategories.title',
      page: courseCategoriesScreen,
    },
    {
      path: 'my-learning',
      title: 'learner.myLearning.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/my-learning-page'),
        (m) => m.MyLearningPage,
        'learning',
      ),
    },
    {
      path: 'courses/:categoryId',
      title: 'learner.courses.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/catalog-courses-page'),
        (m) => m.CatalogCoursesPage,
        'learning',
      ),
    },
    {
      path: 'course-preview/:courseId',
      title: 'learner.coursePreview.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/course-overview-page'),
        (m) => m.CoursePreviewPage,
        'learning',
      ),
    },
    {
      path: 'course-view/:courseId',
      title: 'learner.courseView.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/course-player-page'),
        (m) => m.CoursePlayerPage,
        'learning',
      ),
    },
    {
      path: 'take-quiz/:quizId',
      title: 'learner.takeQuiz.title',
      page: lazyScreen(
        () => import('../../features/quizzes/taking/pages/take-quiz-page'),
        (m) => m.TakeQuizPage,
        'quiz-taking',
      ),
    },
    {
      path: 'quiz-results/:attemptId',
      title: 'learner.quizResults.title',
      page: lazyScreen(
        () => import('../../features/quizzes/taking/pages/quiz-results-page'),
        (m) => m.QuizResultsPage,
        'quiz-taking',
      ),
    },
  ],
  nav: [
    {
      label: 'sections.overview',
      entries: [{ path: 'dashboard', icon: IconLayoutDashboard, hint: 'learner.dashboard.hint' }],
    },
    {
      label: 'sections.learning',
      entries: [
        { path: 'my-learning', icon: IconBook, hint: 'learner.myLearning.hint' },
        { path: 'course-categories', icon: IconCategory, hint: 'learner.courseCategories.hint' },
        { path: 'certificate', icon: IconCertificate, hint: 'learner.certificates.hint' },
        { path: 'badges-rewards', icon: IconAward, hint: 'learner.badgesRewards.hint' },
      ],
    },
    {
      label: 'sections.community',
      entries: [
        { path: 'leaderboard', icon: IconTrophy, hint: 'learner.leaderboard.hint' },
        forumEntry('learner'),
        { path: 'projects', icon: IconBriefcase, hint: 'learner.projects.hint' },
      ],
    },
    {
      label: 'sections.updates',
      entries: [{ path: 'notifications', icon: IconBell, hint: 'learner.notifications.hint' }],
    },
  ],
};
