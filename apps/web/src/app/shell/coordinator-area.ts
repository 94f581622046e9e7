import {
  IconBell,
  IconBooks,
  IconChartBar,
  IconClipboardList,
  IconLayoutDashboard,
  IconSquarePlus,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { lazyScreen } from '../lazy-page';
import { CourseDraftProvider } from '../../features/learning/course-draft/course-draft-context';
import type { AreaDefinition } from './area-definition';
import { forumEntry, forumModerationEntry, forumModerationRoute, forumRoutes } from './forum-routes';

/** /coordinator (spec §2: CourseCoordinator; shown in the coordinator's own colours). */
export const coordinatorArea: AreaDefinition = {
  area: 'coordinator',
  // The course pages share one course draft (spec §2, §3): details, materials, publish, assign.
  wrapper: CourseDraftProvider,
  routes: [
    {
      path: 'dashboard',
      title: 'coordinator.dashboard.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/coordinator-dashboard-page'),
        (m) => m.CoordinatorDashboardPage,
        'learning',
        'course-enrolments',
        'coordinator',
      ),
    },
    {
      path: 'analytics',
      title: 'coordinator.analytics.title',
      page: lazyScreen(
        () => import('../../features/analytics/pages/coordinator-analytics-page'),
        (m) => m.CoordinatorAnalyticsPage,
        'analytics',
      ),
    },
    {
      path: 'notifications',
      title: 'coordinator.notifications.title',
      page: lazyScreen(
        () => import('../../features/notifications/pages/notifications-page'),
        (m) => m.NotificationsPage,
        'notifications',
      ),
    },
    {
      path: 'notifications/preferences',
      title: 'coordinator.notificationPreferences.title',
      page: lazyScreen(
        () => import('../../features/notification-preferences/pages/notification-preferences-page'),
        (m) => m.NotificationPreferencesPage,
        'notification-preferences',
      ),
    },
    {
      path: 'learner-list',
      title: 'coordinator.learnerList.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/learner-list-page'),
        (m) => m.LearnerListPage,
        'learning',
        'course-enrolments',
      ),
    },
    {
      path: 'quiz-learner-view',
      title: 'coordinator.quizLearnerView.title',
      page: lazyScreen(
        () => import('../../features/quizzes/taking/pages/quiz-learner-view-page'),
        (m) => m.QuizLearnerViewPage,
        'quiz-taking',
      ),
    },
    {
      path: 'quiz-creator',
      title: 'coordinator.quizCreator.title',
      page: lazyScreen(
        () => import('../../features/quizzes/authoring/pages/quiz-creator-page'),
        (m) => m.QuizCreatorPage,
        'quiz-authoring',
      ),
    },
    {
      path: 'upload-materials/:courseId',
      title: 'coordinator.uploadMaterials.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/upload-materials-page'),
        (m) => m.UploadMaterialsPage,
        'learning',
        'course-authoring',
      ),
    },
    {
      path: 'publish-Course/:courseId',
      title: 'coordinator.publishCourse.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/publish-course-page'),
        (m) => m.PublishCoursePage,
        'learning',
        'course-authoring',
      ),
    },
    {
      path: 'course-display-page',
      title: 'coordinator.courses.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/coordinator-courses-page'),
        (m) => m.CoordinatorCoursesPage,
        'learning',
        'course-authoring',
      ),
    },
    {
      path: 'course-details/:courseId?',
      title: 'coordinator.courseDetails.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/course-details-page'),
        (m) => m.CourseDetailsPage,
        'learning',
        'course-authoring',
      ),
    },
    {
      path: 'course-view/:courseId',
      title: 'coordinator.courseView.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/coordinator-course-view-page'),
        (m) => m.CoordinatorCourseViewPage,
        'learning',
      ),
    },
    {
      path: 'assign-learners',
      title: 'coordinator.assignLearners.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/assign-learners-page'),
        (m) => m.AssignLearnersPage,
        'learning',
        'course-enrolments',
      ),
    },
    {
      path: 'create-quiz/:lessonId',
      title: 'coordinator.createQuiz.title',
      page: lazyScreen(
        () => import('../../features/quizzes/authoring/pages/quiz-form-pages'),
        (m) => m.CreateQuizPage,
        'quiz-authoring',
      ),
    },
    {
      path: 'edit-quiz/:quizId',
      title: 'coordinator.editQuiz.title',
      page: lazyScreen(
        () => import('../../features/quizzes/authoring/pages/quiz-form-pages'),
        (m) => m.EditQuizPage,
        'quiz-authoring',
      ),
    },
    {
      path: 'quiz-list/:lessonId',
      title: 'coordinator.quizList.title',
      page: lazyScreen(
        () => import('../../features/quizzes/authoring/pages/quiz-list-page'),
        (m) => m.QuizListPage,
        'quiz-authoring',
      ),
    },
    {
      path: 'quiz-results/:quizId',
      title: 'coordinator.quizResults.title',
      page: lazyScreen(
        () => import('../../features/quizzes/authoring/pages/quiz-results-page'),
        (m) => m.QuizResultsPage,
        'quiz-authoring',
      ),
    },
    {
      path: 'course-certificates/:courseId',
      title: 'coordinator.courseCertificates.title',
      page: lazyScreen(
        () => import('../../features/certificates/pages/course-certificates-page'),
        (m) => m.CourseCertificatesPage,
        'certificates',
      ),
    },
    ...forumRoutes('coordinator'),
    forumModerationRoute('coordinator'),
    {
      path: 'view-profile/:id',
      title: 'coordinator.viewProfile.title',
      page: lazyScreen(
        () => import('../../features/learning/pages/coordinator-learner-profile-page'),
        (m) => m.CoordinatorLearnerProfilePage,
        'learning',
        'course-enrolments',
      ),
    },
  ],
  nav: [
    {
      label: 'sections.overview',
      entries: [
        { path: 'dashboard', icon: IconLayoutDashboard, hint: 'coordinator.dashboard.hint' },
        { path: 'analytics', icon: IconChartBar, hint: 'coordinator.analytics.hint' },
      ],
    },
    {
      label: 'sections.courses',
      entries: [
        { path: 'course-display-page', icon: IconBooks, hint: 'coordinator.courses.hint' },
        {
          path: 'course-details/:courseId?',
          icon: IconSquarePlus,
          hint: 'coordinator.newCourse.hint',
          label: 'coordinator.newCourse.title',
        },
        { path: 'quiz-creator', icon: IconClipboardList, hint: 'coordinator.quizCreator.hint' },
        { path: 'assign-learners', icon: IconUserPlus, hint: 'coordinator.assignLearners.hint' },
        { path: 'learner-list', icon: IconUsersGroup, hint: 'coordinator.learnerList.hint' },
      ],
    },
    {
      label: 'sections.community',
      entries: [forumEntry('coordinator'), forumModerationEntry('coordinator')],
    },
    {
      label: 'sections.updates',
      entries: [{ path: 'notifications', icon: IconBell, hint: 'coordinator.notifications.hint' }],
    },
  ],
};
