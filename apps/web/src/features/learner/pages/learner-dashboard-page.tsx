import { RoleHome } from '../../../components/ui/role-home';

/** /learner/dashboard — greeting and the role's destinations until the dashboard itself is built. */
export function LearnerDashboardPage() {
  return <RoleHome namespace="learner" />;
}
