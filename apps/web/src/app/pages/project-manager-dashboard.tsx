import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { RecentNotifications } from '../../features/notifications/components/recent-notifications';
import { ProjectManagerDashboardPage } from '../../features/workforce/pages/pm-dashboard-page';

/**
 * /project-manager/dashboard: the workforce dashboard with the pieces other features own (the recent
 * notifications, signing out), put together here because features never import each other.
 */
export function ProjectManagerDashboard() {
  return <ProjectManagerDashboardPage signOut={<SignOutButton />} recentNotifications={<RecentNotifications />} />;
}
