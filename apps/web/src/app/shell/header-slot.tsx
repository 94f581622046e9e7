import type { Role } from '@talentpath/contracts/roles';
import { useSignedInSession } from '../../lib/session-store';
import { NotificationBell } from './notification-bell';

/** The header's place before the language and the user menu: the notification bell, for every role. */
export function HeaderSlot({ role }: { role: Role }) {
  const { user } = useSignedInSession();
  return <NotificationBell userId={user.id} role={role} />;
}
