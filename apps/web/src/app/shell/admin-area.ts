import { IconBell, IconCategory, IconChartBar, IconCpu, IconLayoutDashboard, IconUsers } from '@tabler/icons-react';
import { lazyScreen } from '../lazy-page';
import type { AreaDefinition } from './area-definition';

/** /admin (spec §2: Admin and SuperAdmin). */
export const adminArea: AreaDefinition = {
  area: 'admin',
  routes: [
    {
      path: 'dashboard',
      title: 'admin.dashboard.title',
      page: lazyScreen(
        () => import('../../features/admin/pages/admin-dashboard-page'),
        (m) => m.AdminDashboardPage,
        'admin',
      ),
    },
    { path: 'notifications', title: 'admin.notifications.title' },
    { path: 'analytics', title: 'admin.analytics.title' },
    {
      path: 'manage-users',
      title: 'admin.manageUsers.title',
      page: lazyPage('adminManageUsers', (m) => m.ManageUsersPage, 'admin-users'),
    },
    {
      path: 'view-profile/:id',
      title: 'admin.viewProfile.title',
      page: lazyPage('adminViewProfile', (m) => m.ViewProfilePage, 'admin-users'),
    },
    {
      path: 'manage-tech',
      title: 'admin.manageTech.title',
      page: lazyPage('manageTech', (m) => m.TechnologiesPage, 'technologies'),
    },
    {
      path: 'course-categories',
      title: 'admin.courseCategories.title',
      page: lazyPage('adminCourseCategories', (m) => m.CourseCategoriesPage, 'course-categories'),
    },
    {
      path: 'categories/:categoryId',
      title: 'admin.category.title',
      page: lazyPage('adminCourseCategory', (m) => m.CourseCategoryPage, 'course-categories'),
    },
  ],
  nav: [
    {
      label: 'sections.overview',
      entries: [
        { path: 'dashboard', icon: IconLayoutDashboard, hint: 'admin.dashboard.hint' },
        { path: 'analytics', icon: IconChartBar, hint: 'admin.analytics.hint' },
      ],
    },
    {
      label: 'sections.administration',
      entries: [
        { path: 'manage-users', icon: IconUsers, hint: 'admin.manageUsers.hint' },
        { path: 'manage-tech', icon: IconCpu, hint: 'admin.manageTech.hint' },
        { path: 'course-categories', icon: IconCategory, hint: 'admin.courseCategories.hint' },
      ],
    },
    {
      label: 'sections.updates',
      entries: [{ path: 'notifications', icon: IconBell, hint: 'admin.notifications.hint' }],
    },
  ],
};
