import { RoleWelcome } from '../../../components/ui/role-welcome';

/** /admin/dashboard — greets the user; the dashboard itself arrives with a later release. */
export function AdminDashboardPage() {
  return <RoleWelcome namespace="admin" />;
}
