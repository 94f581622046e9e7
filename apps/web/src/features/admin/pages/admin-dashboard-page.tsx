import { RoleHome } from '../../../components/ui/role-home';

/** /admin/dashboard — greeting and the role's destinations until the dashboard itself is built. */
export function AdminDashboardPage() {
  return <RoleHome namespace="admin" />;
}
