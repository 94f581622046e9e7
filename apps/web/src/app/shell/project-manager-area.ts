import {
  IconBell,
  IconBriefcase,
  IconChartBar,
  IconCpu,
  IconLayoutDashboard,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { lazyScreen } from '../lazy-page';
import type { AreaDefinition } from './area-definition';

/** /project-manager (spec §2: ProjectManager). */
export const projectManagerArea: AreaDefinition = {
  area: 'project-manager',
  routes: [
    {
      path: 'dashboard',
      title: 'projectManager.dashboard.title',
      page: lazyScreen(
        () => import('../../features/project-manager/pages/project-manager-dashboard-page'),
        (m) => m.ProjectManagerDashboardPage,
        'project-manager',
      ),
    },
    { path: 'notifications', title: 'projectManager.notifications.title' },
    { path: 'employee-assign', title: 'projectManager.employeeAssign.title' },
    { path: 'analytics', title: 'projectManager.analytics.title' },
    { path: 'project-cruds', title: 'projectManager.projects.title' },
    { path: 'project-cruds/technologies', title: 'projectManager.technologies.title' },
    { path: 'project-cruds/roles', title: 'projectManager.roles.title' },
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
        { path: 'project-cruds', icon: IconBriefcase, hint: 'projectManager.projects.hint' },
        { path: 'project-cruds/technologies', icon: IconCpu, hint: 'projectManager.technologies.hint' },
        { path: 'project-cruds/roles', icon: IconUsers, hint: 'projectManager.roles.hint' },
      ],
    },
    {
      label: 'sections.updates',
      entries: [{ path: 'notifications', icon: IconBell, hint: 'projectManager.notifications.hint' }],
    },
  ],
};
