import {
  IconBell,
  IconBriefcase,
  IconCalendarStats,
  IconChartBar,
  IconCpu,
  IconLayoutDashboard,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { lazyScreen } from '../lazy-page';
import type { AreaDefinition } from './area-definition';
import { forumEntry, forumRoutes } from './forum-routes';

const workforce = () => import('../../features/workforce/pages/workforce-pages');

/** /project-manager (spec §2: ProjectManager). */
export const projectManagerArea: AreaDefinition = {
  area: 'project-manager',
  routes: [
    {
      path: 'dashboard',
      title: 'projectManager.dashboard.title',
      page: lazyScreen(
        () => import('../pages/project-manager-dashboard'),
        (m) => m.ProjectManagerDashboard,
        'project-manager',
        'workforce',
        'notifications',
      ),
    },
    {
      path: 'notifications',
      title: 'projectManager.notifications.title',
      page: lazyScreen(
        () => import('../../features/notifications/pages/notifications-page'),
        (m) => m.NotificationsPage,
        'notifications',
      ),
    },
    {
      path: 'notifications/preferences',
      title: 'projectManager.notificationPreferences.title',
      page: lazyScreen(
        () => import('../../features/notification-preferences/pages/notification-preferences-page'),
        (m) => m.NotificationPreferencesPage,
        'notification-preferences',
      ),
    },
    {
      path: 'employee-assign',
      title: 'projectManager.employeeAssign.title',
      page: lazyScreen(workforce, (m) => m.EmployeeAssignPage, 'workforce'),
    },
    {
      path: 'analytics',
      title: 'projectManager.analytics.title',
      page: lazyScreen(
        () => import('../../features/analytics/pages/project-manager-analytics-page'),
        (m) => m.ProjectManagerAnalyticsPage,
        'analytics',
      ),
    },
    {
      path: 'project-cruds',
      title: 'projectManager.projects.title',
      page: lazyScreen(workforce, (m) => m.ProjectsPage, 'workforce'),
    },
    {
      path: 'project-cruds/technologies',
      title: 'projectManager.technologies.title',
      page: lazyScreen(
        () => import('../../features/technologies/pages/technologies-page'),
        (m) => m.TechnologiesPage,
        'technologies',
      ),
    },
    {
      path: 'project-cruds/roles',
      title: 'projectManager.roles.title',
      page: lazyScreen(workforce, (m) => m.ProjectRolesPage, 'project-roles'),
    },
    ...forumRoutes('projectManager'),
    {
      path: 'capacity',
      title: 'projectManager.capacity.title',
      page: lazyScreen(workforce, (m) => m.CapacityPage, 'workforce'),
    },
  ],
  nav: [
    {
      label: 'sections.overview',
      entries: [
        { path: 'dashboard', icon: IconLayoutDashboard, hint: 'projectManager.dashboard.hint' },
        { path: 'analytics', icon: IconChartBar, hint: 'projectManager.analytics.hint' },
      ],
    },
    {
      label: 'sections.workforce',
      entries: [
        { path: 'employee-assign', icon: IconUserCheck, hint: 'projectManager.employeeAssign.hint' },
        { path: 'capacity', icon: IconCalendarStats, hint: 'projectManager.capacity.hint' },
        { path: 'project-cruds', icon: IconBriefcase, hint: 'projectManager.projects.hint' },
        { path: 'project-cruds/technologies', icon: IconCpu, hint: 'projectManager.technologies.hint' },
        { path: 'project-cruds/roles', icon: IconUsers, hint: 'projectManager.roles.hint' },
      ],
    },
    {
      label: 'sections.community',
      entries: [forumEntry('projectManager')],
    },
    {
      label: 'sections.updates',
      entries: [{ path: 'notifications', icon: IconBell, hint: 'projectManager.notifications.hint' }],
    },
  ],
};
