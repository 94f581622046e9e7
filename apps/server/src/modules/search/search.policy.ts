import { mayEnter } from '@talentpath/contracts/access';
import type { Role } from '@talentpath/contracts/roles';
import { SEARCH_TYPES, type SearchQuery, type SearchType } from '@talentpath/contracts/search';

// What a global search covers (ADR 0062). Pure: tested as a matrix of roles (search.policy.test.ts). Who sees
// which course and which part of a profile is decided by the courses and profiles modules' own rules.

export type SearchCaller = { userId: string; role: Role };

/** Projects: project managers, who read every project, and admins, who run the organisation. */
export const maySearchProjects = (caller: SearchCaller): boolean =>
  mayEnter('project-manager', caller.role) || mayEnter('admin', caller.role);

type Filters = Pick<SearchQuery, 'q' | 'technologyId' | 'minLevel' | 'verified' | 'availableFrom'>;

/** A filter only people have: a level, verified skills, free capacity. Courses and projects are then not searched. */
const peopleOnly = (f: Filters) => f.minLevel !== undefined || f.verified === true || f.availableFrom !== undefined;

/**
 * The groups a search covers for this caller: none for a blank text without filters (spec §5: the search is
 * skipped), else people and courses, and projects for those who may search them; only people under a people-only
 * filter.
 */
export function groupsSearched(caller: SearchCaller, f: Filters): SearchType[] {
  if (!f.q && !f.technologyId && f.availableFrom === undefined) return [];
  return SEARCH_TYPES.filter(
    (type) => (type !== 'projects' || maySearchProjects(caller)) && (type === 'people' || !peopleOnly(f)),
  );
}
