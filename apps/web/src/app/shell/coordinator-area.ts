import {
  IconBell,
  IconBooks,
  IconChartBar,
  IconClipboardList,
  IconLayoutDashboard,
  IconSquarePlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { lazyScreen } from '../lazy-page';
import type { AreaDefinition } from './area-definition';

/** /coordinator (spec §2: CourseCoordinator; shown in the coordinator's own colours). */
export const coordinatorArea: AreaDefinition = {
  area: 'coordinator',
  routes: [
    {
      path: 'dashboard',
      title: 'coordinator.dashboard.title',
      page: lazyScreen(
        () => import('../../features/coordinator/pages/coordinator-dashboard-page'),
        (m) => m.CoordinatorDashboardPage,
        'coordinator',
      ),
    },
    { path: 'analytics', title: 'coordinator.analytics.title' },
    { path: 'notifications', title: 'coordinator.notifications.title' },
    { path: 'learner-list', title: 'coordinator.learnerList.title' },
    { path: 'quiz-learner-view', title: 'coordinator.quizLearnerView.title' },
    { path: 'quiz-creator', title: 'coordinator.quizCreator.title' },
    { path: 'upload-materials/:courseId', title: 'coordinator.uploadMaterials.title' },
    { path: 'publish-Course/:courseId', title: 'coordinator.publishCourse.title' },
    { path: 'course-display-page', title: 'coordinator.courses.title' },
    { path: 'course-details/:courseId?', title: 'coordinator.courseDetails.title' },
    { path: 'course-view/:courseId', title: 'coordinator.courseView.title' },
    { path: 'assign-learners', title: 'coordinator.assignLearners.title' },
    { path: 'create-quiz/:lessonId', title: 'coordinator.createQuiz.title' },
    { path: 'edit-quiz/:quizId', title: 'coordinator.editQuiz.title' },
    { path: 'quiz-list/:lessonId', title: 'coordinator.quizList.title' },
    { path: 'quiz-results/:quizId', title: 'coordinator.quizResults.title' },
    { path: 'view-profile/:id', title: 'coordinator.viewProfile.title' },
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
        { path: 'learner-list', icon: IconUsersGroup, hint: 'coordinator.learnerList.hint' },
      ],
    },
    {
      label: 'sections.updates',
      entries: [{ path: 'notifications', icon: IconBell, hint: 'coordinator.notifications.hint' }],
    },
  ],
};
