import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { mayMakeCv } from './cv.policy.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

// Every role × whose CV, written out.
const MAKE: Record<Role, { own: boolean; other: boolean }> = {
  Learner: { own: true, other: false },
  CourseCoordinator: { own: true, other: false },
  ProjectManager: { own: true, other: true },
  Admin: { own: true, other: true },
  SuperAdmin: { own: true, other: true },
};

describe('who may make a CV', () => {
  it.each(ROLES)('%s', (role) => {
    const caller = { userId: ME, role };
    expect({ own: mayMakeCv(caller, ME), other: mayMakeCv(caller, OTHER) }).toEqual(MAKE[role]);
  });
});
