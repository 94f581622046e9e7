import { describe, expect, it } from 'vitest';
import { PROFILE_AUDIENCES, type ProfileAudience } from '@talentpath/contracts/profiles';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { maySeeSection } from './profiles.policy.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

// Every role × audience, on another person's profile, written out; the person always sees their own.
const TABLE: Record<Role, Record<ProfileAudience, boolean>> = {
  Learner: { everyone: true, managers: false, me: false },
  CourseCoordinator: { everyone: true, managers: false, me: false },
  ProjectManager: { everyone: true, managers: true, me: false },
  Admin: { everyone: true, managers: true, me: true },
  SuperAdmin: { everyone: true, managers: true, me: true },
};

describe('maySeeSection', () => {
  for (const role of ROLES)
    for (const audience of PROFILE_AUDIENCES) {
      it(`${role}, another's part shown to ${audience} → ${TABLE[role][audience]}`, () => {
        expect(maySeeSection({ userId: ME, role }, OTHER, audience)).toBe(TABLE[role][audience]);
      });
      it(`${role}, their own part shown to ${audience} → true`, () => {
        expect(maySeeSection({ userId: ME, role }, ME, audience)).toBe(true);
      });
    }
});
