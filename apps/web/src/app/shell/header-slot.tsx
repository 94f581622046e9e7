import type { Role } from '@talentpath/contracts/roles';
import { useSignedInSession } from '../../lib/session-store';
import { HeaderSearch } from '../../features/search/components/header-search';
import { NotificationBell } from './notification-bell';

/** The header's place before the language and the user menu: global search and the notification bell, for every role. */
export function HeaderSlot({ role }: { role: Role }) {
  const { user } = useSignedInSession();
  return (
    <>
      <HeaderSearch />
      <NotificationBell userId={user.id} role={role} />
    </>
  );
}
