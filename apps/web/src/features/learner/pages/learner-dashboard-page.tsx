import { RoleWelcome } from '../../../components/ui/role-welcome';

/** /learner/dashboard — greets the user; the dashboard itself arrives with a later release. */
export function LearnerDashboardPage() {
  return <RoleWelcome namespace="learner" />;
}
