import { Navigate, Outlet } from 'react-router';
import type { Role } from '@talentpath/contracts/roles';
import { PageLoader } from '../../components/ui/page-loader';
import { resolveAccess } from '../../lib/role-routing';
import { useSession } from '../../lib/session-store';

/** The protected-route gate (spec §2, §6): spinner while auth initialises, then allow or redirect. */
export function RequireAuth({ roles }: { roles?: readonly Role[] }) {
  const access = resolveAccess(useSession(), roles);
  if (access.kind === 'loading') return <PageLoader />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return <Outlet />;
}
