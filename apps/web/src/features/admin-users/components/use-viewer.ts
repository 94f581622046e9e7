import type { AdminUser } from '@talentpath/contracts/admin-users';
import { useSignedInSession } from '../../../lib/session-store';
import type { Viewer } from '../api/query-keys';

const ADMIN_ROLES = ['Admin', 'SuperAdmin'] as const;

/** The signed-in admin and what the screens may offer them (the server enforces the same rules). */
export function useViewer() {
  const session = useSignedInSession();
  const viewer: Viewer = { userId: session.user.id, role: session.currentRole };
  const isSuperAdmin = session.currentRole === 'SuperAdmin';
  return {
    viewer,
    isSuperAdmin,
    /** Only a SuperAdmin manages an account holding Admin or SuperAdmin. */
    canManage: (user: AdminUser) =>
      isSuperAdmin || !user.roles.some((r) => (ADMIN_ROLES as readonly string[]).includes(r)),
    isSelf: (user: AdminUser) => user.id === session.user.id,
  };
}
