import { Navigate, Outlet } from 'react-router';
import type { Area } from '@talentpath/contracts/access';
import { PageLoader } from '../../components/ui/page-loader';
import { resolveAccess } from '../../lib/role-routing';
import { useSession } from '../../lib/session-store';

/** The protected-route gate of an area (spec §2, §6): spinner while auth initialises, then allow or redirect. */
export function RequireAuth({ area }: { area: Area }) {
  const access = resolveAccess(useSession(), area);
  if (access.kind === 'loading') return <PageLoader />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return <Outlet />;
}
