import { mayEnter } from '@talentpath/contracts/access';
import { PROFILE_AUDIENCES, type ProfileAudience } from '@talentpath/contracts/profiles';
import type { Role } from '@talentpath/contracts/roles';

// Who sees which part of a talent profile (issue 24). Pure: tested as a matrix.

/** The managers a "managers only" part is shown to: those who staff people, and admins. */
export const PROFILE_MANAGERS = ['ProjectManager', 'Admin', 'SuperAdmin'] as const satisfies readonly Role[];

export type ProfileViewer = { userId: string; role: Role };

/** No one's id: asks what the viewer sees of someone else's profile. */
const OTHER_PERSON = '';

/**
 * The audiences whose parts the viewer sees of other people's profiles (every one for admins): what a list over many
 * people filters on (global search, ADR 0062), the same decision as maySeeSection. The person's own parts are
 * always theirs to see.
 */
export const audiencesSeenBy = (viewer: ProfileViewer): ProfileAudience[] =>
  PROFILE_AUDIENCES.filter((audience) => maySeeSection(viewer, OTHER_PERSON, audience));

/** May the viewer see a part of the person's profile shown to `audience`? The person always; admins always. */
export function maySeeSection(viewer: ProfileViewer, personId: string, audience: ProfileAudience): boolean {
  if (viewer.userId === personId || mayEnter('admin', viewer.role)) return true;
  if (audience === 'everyone') return true;
  if (audience === 'managers') return (PROFILE_MANAGERS as readonly Role[]).includes(viewer.role);
  return false;
}
