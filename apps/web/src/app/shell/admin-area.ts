import {
  IconAward,
  IconBell,
  IconCoins,
  IconGift,
  IconCategory,
  IconChartBar,
  IconCpu,
  IconHistory,
  IconInbox,
  IconLayoutDashboard,
  IconReceipt,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { lazyScreen } from '../lazy-page';
import type { AreaDefinition } from './area-definition';
import { forumEntry, forumModerationEntry, forumModerationRoute, forumRoutes } from './forum-routes';

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
    {
      path: 'notifications',
      title: 'admin.notifications.title',
      page: lazyScreen(
        () => import('../../features/notifications/pages/notifications-page'),
        (m) => m.NotificationsPage,
        'notifications',
      ),
    },
    {
      path: 'notifications/preferences',
      title: 'admin.notificationPreferences.title',
      page: lazyScreen(
        () => import('../../features/notification-preferences/pages/notification-preferences-page'),
        (m) => m.NotificationPreferencesPage,
        'notification-preferences',
      ),
    },
    {
      path: 'analytics',
      title: 'admin.analytics.title',
      page: lazyScreen(
        () => import('../../features/analytics/pages/admin-analytics-page'),
        (m) => m.AdminAnalyticsPage,
        'analytics',
      ),
    },
    {
      path: 'manage-users',
      title: 'admin.manageUsers.title',
      page: lazyScreen(
        () => import('../../features/admin-users/pages/manage-users-page'),
        (m) => m.ManageUsersPage,
        'admin-users',
      ),
    },
    {
      path: 'view-profile/:id',
      title: 'admin.viewProfile.title',
      page: lazyScreen(
        () => import('../../features/admin-users/pages/view-profile-page'),
        (m) => m.ViewProfilePage,
        'admin-users',
      ),
    },
    {
      path: 'manage-tech',
      title: 'admin.manageTech.title',
      page: lazyScreen(
        () => import('../../features/technologies/pages/technologies-page'),
        (m) => m.TechnologiesPage,
        'technologies',
      ),
    },
    {
      path: 'course-categories',
      title: 'admin.courseCategories.title',
      page: lazyScreen(
        () => import('../../features/course-categories/pages/course-categories-page'),
        (m) => m.CourseCategoriesPage,
        'course-categories',
      ),
    },
    {
      path: 'categories/:categoryId',
      title: 'admin.category.title',
      page: lazyScreen(
        () => import('../../features/course-categories/pages/course-category-page'),
        (m) => m.CourseCategoryPage,
        'course-categories',
      ),
    },
    {
      path: 'contact-messages',
      title: 'admin.contactMessages.title',
      page: lazyScreen(
        () => import('../../features/contact-inbox/pages/contact-inbox-page'),
        (m) => m.ContactInboxPage,
        'contact-inbox',
      ),
    },
    {
      path: 'settings',
      title: 'admin.settings.title',
      page: lazyScreen(
        () => import('../../features/settings/pages/settings-page'),
        (m) => m.SettingsPage,
        'settings',
      ),
    },
    {
      path: 'points',
      title: 'admin.points.title',
      page: lazyScreen(
        () => import('../../features/recognition/pages/points-admin-page'),
        (m) => m.PointsAdminPage,
        'recognition',
      ),
    },
    {
      path: 'badges',
      title: 'admin.badges.title',
      page: lazyScreen(
        () => import('../../features/recognition/pages/badges-admin-page'),
        (m) => m.BadgesAdminPage,
        'recognition',
      ),
    },
    {
      path: 'rewards',
      title: 'admin.rewards.title',
      page: lazyScreen(
        () => import('../../features/recognition/pages/rewards-admin-page'),
        (m) => m.RewardsAdminPage,
        'recognition',
      ),
    },
    {
      path: 'redemptions',
      title: 'admin.redemptions.title',
      page: lazyScreen(
        () => import('../../features/recognition/pages/redemptions-admin-page'),
        (m) => m.RedemptionsAdminPage,
        'recognition',
      ),
    },
    ...forumRoutes('admin'),
    forumModerationRoute('admin'),
    {
      path: 'audit-log',
      title: 'admin.auditLog.title',
      page: lazyScreen(
        () => import('../../features/audit-log/pages/audit-log-page'),
        (m) => m.AuditLogPage,
        'audit-log',
      ),
      roles: ['SuperAdmin'],
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
        { path: 'settings', icon: IconSettings, hint: 'admin.settings.hint' },
        { path: 'audit-log', icon: IconHistory, hint: 'admin.auditLog.hint', roles: ['SuperAdmin'] },
      ],
    },
    {
      label: 'sections.recognition',
      entries: [
        { path: 'points', icon: IconCoins, hint: 'admin.points.hint' },
        { path: 'badges', icon: IconAward, hint: 'admin.badges.hint' },
        { path: 'rewards', icon: IconGift, hint: 'admin.rewards.hint' },
        { path: 'redemptions', icon: IconReceipt, hint: 'admin.redemptions.hint' },
      ],
    },
    {
      label: 'sections.community',
      entries: [forumEntry('admin'), forumModerationEntry('admin')],
    },
    {
      label: 'sections.updates',
      entries: [
        { path: 'notifications', icon: IconBell, hint: 'admin.notifications.hint' },
        { path: 'contact-messages', icon: IconInbox, hint: 'admin.contactMessages.hint' },
      ],
    },
  ],
};
