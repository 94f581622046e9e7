import { RoleWelcome } from '../../../components/ui/role-welcome';

/** /project-manager/dashboard — greets the user; the dashboard itself arrives with a later release. */
export function ProjectManagerDashboardPage() {
  return <RoleWelcome namespace="project-manager" />;
}
