import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { mayRevokeCertificate, maySeeCertificate } from './certificates.policy.ts';

const ME = 'me';
const as = (role: Role, userId = 'someone') => ({ role, userId });

describe('certificates policy', () => {
  it('its holder as a learner, the course’s owner and admins see it; no one else', () => {
    for (const role of ROLES) {
      expect(maySeeCertificate(as(role, ME), { holderId: ME, ownsCourse: false })).toBe(
        role === 'Learner' || role === 'Admin' || role === 'SuperAdmin',
      );
      expect(maySeeCertificate(as(role), { holderId: ME, ownsCourse: false })).toBe(
        role === 'Admin' || role === 'SuperAdmin',
      );
      expect(maySeeCertificate(as(role), { holderId: ME, ownsCourse: true })).toBe(true);
    }
  });

  it('the course’s owner and admins revoke it; its holder never', () => {
    for (const role of ROLES) {
      expect(mayRevokeCertificate(as(role, ME), { holderId: ME, ownsCourse: false })).toBe(
        role === 'Admin' || role === 'SuperAdmin',
      );
      expect(mayRevokeCertificate(as(role), { holderId: ME, ownsCourse: true })).toBe(true);
    }
  });
});
