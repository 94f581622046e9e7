import { describe, expect, it } from 'vitest';
import { AREAS, AREA_ROLES, mayEnter } from './access.ts';
import { ROLES, ROLE_HOME } from './roles.ts';

const roleAreas = AREAS.filter((a) => a !== 'signed-in');

describe('areas (spec §6)', () => {
  it.each([
    ['learner', ['Learner']],
    ['admin', ['Admin', 'SuperAdmin']],
    ['coordinator', ['CourseCoordinator']],
    ['project-manager', ['ProjectManager']],
    ['signed-in', [...ROLES]],
  ] as const)('%s admits exactly %j', (area, admitted) => {
    for (const role of ROLES) expect(mayEnter(area, role), role).toBe((admitted as readonly string[]).includes(role));
  });

  it('gives every role exactly one role area, and its home page lies inside it', () => {
    for (const role of ROLES) {
      const areas = roleAreas.filter((a) => mayEnter(a, role));
      expect(areas, role).toHaveLength(1);
      expect(ROLE_HOME[role].startsWith(`/${areas[0]}/`), role).toBe(true);
    }
  });

  it('names only known roles', () => {
    for (const area of AREAS) for (const role of AREA_ROLES[area]) expect(ROLES).toContain(role);
  });
});
