import { RoleWelcome } from '../../../components/ui/role-welcome';

/** /coordinator/dashboard — greets the user; the dashboard itself arrives with a later release. */
export function CoordinatorDashboardPage() {
  return <RoleWelcome namespace="coordinator" />;
}
