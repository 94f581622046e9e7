import { mayEnter } from '@talentpath/contracts/access';
import type { ProfileAudience } from '@talentpath/contracts/profiles';
import type { Role } from '@talentpath/contracts/roles';

// Who sees which part of a talent profile (issue 24). Pure: tested as a matrix.

/** The managers a "managers only" part is shown to: those who staff people, and admins. */
export const PROFILE_MANAGERS = ['ProjectManager', 'Admin', 'SuperAdmin'] as const satisfies readonly Role[];

export type ProfileViewer = { userId: string; role: Role };

/** May the viewer see a part of the person's profile shown to `audience`? The person always; admins always. */
export function maySeeSection(viewer: ProfileViewer, personId: string, audience: ProfileAudience): boolean {
  if (viewer.userId === personId || mayEnter('admin', viewer.role)) return true;
  if (audience === 'everyone') return true;
  if (audience === 'managers') return (PROFILE_MANAGERS as readonly Role[]).includes(viewer.role);
  return false;
}
