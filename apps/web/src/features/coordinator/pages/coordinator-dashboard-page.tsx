import { RoleHome } from '../../../components/ui/role-home';

/** /coordinator/dashboard — greeting and the role's destinations until the dashboard itself is built. */
export function CoordinatorDashboardPage() {
  return <RoleHome namespace="coordinator" />;
}
