import type { Role } from '@talentpath/contracts/roles';

/**
 * The header's place for the notification bell, before the language and the user menu. Empty until the
 * notifications feature fills it: only Learners get the feed and the live unread count (spec §6), and a bell
 * that does nothing yet would only be a dead stop for keyboard and screen-reader users.
 */
export function HeaderSlot(_props: { role: Role }) {
  return null;
}
