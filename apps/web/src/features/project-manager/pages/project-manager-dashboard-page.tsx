import { RoleHome } from '../../../components/ui/role-home';

/** /project-manager/dashboard — greeting and the role's destinations until the dashboard itself is built. */
export function ProjectManagerDashboardPage() {
  return <RoleHome namespace="project-manager" />;
}
