import { mayEnter } from '@talentpath/contracts/access';
import type { Role } from '@talentpath/contracts/roles';

/** Who may rate others' skills (the server's skills.policy.ts decides; this only shows or hides the actions). */
const SKILL_RATERS: readonly Role[] = ['ProjectManager', 'Admin', 'SuperAdmin'];

/** What the caller may do on a profile: their own skills, or another person's (ADR 0059). */
export type SkillPermissions = {
  userId: string;
  own: boolean;
  /** Endorse a skill: anyone signed in, of someone else. */
  endorse: boolean;
  /** Rate a skill, and withdraw their own rating: project managers and admins, of someone else. */
  rate: boolean;
  /** Withdraw any live claim with a reason: admins. */
  withdrawClaims: boolean;
};

export function skillPermissions(userId: string, role: Role, personId: string): SkillPermissions {
  const own = userId === personId;
  return {
    userId,
    own,
    endorse: !own,
    rate: !own && SKILL_RATERS.includes(role),
    withdrawClaims: mayEnter('admin', role),
  };
}
