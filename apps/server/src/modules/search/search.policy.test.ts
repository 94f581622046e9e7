import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { audiencesSeenBy } from '../profiles/profiles.public.ts';
import { groupsSearched, maySearchProjects } from './search.policy.ts';

const caller = (role: Role) => ({ userId: 'me', role });
const MAY_SEARCH_PROJECTS: Role[] = ['ProjectManager', 'Admin', 'SuperAdmin'];

describe('what a global search covers, per role', () => {
  it.each(ROLES)('%s', (role) => {
    const projects = MAY_SEARCH_PROJECTS.includes(role);
    expect(maySearchProjects(caller(role))).toBe(projects);
    expect(groupsSearched(caller(role), { q: 'react' })).toEqual(
      projects ? ['people', 'courses', 'projects'] : ['people', 'courses'],
    );
    // Spec §5: a blank text without filters is not searched.
    expect(groupsSearched(caller(role), {})).toEqual([]);
    // A technology alone searches every group the caller may.
    expect(groupsSearched(caller(role), { technologyId: 't' })).toHaveLength(projects ? 3 : 2);
    // People-only filters: a level, verified, an availability window.
    expect(groupsSearched(caller(role), { technologyId: 't', minLevel: 4 })).toEqual(['people']);
    expect(groupsSearched(caller(role), { technologyId: 't', verified: true })).toEqual(['people']);
    expect(groupsSearched(caller(role), { availableFrom: '2026-01-01' })).toEqual(['people']);
  });
});

describe('which audiences of other people’s profiles a role sees (profiles, the rule search filters on)', () => {
  const expected: Record<Role, string[]> = {
    Learner: ['everyone'],
    CourseCoordinator: ['everyone'],
    ProjectManager: ['everyone', 'managers'],
    Admin: ['everyone', 'managers', 'me'],
    SuperAdmin: ['everyone', 'managers', 'me'],
  };
  it.each(ROLES)('%s', (role) => expect(audiencesSeenBy(caller(role))).toEqual(expected[role]));
});
