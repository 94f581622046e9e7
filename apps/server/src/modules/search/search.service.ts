import type { Page } from '@talentpath/contracts/paging';
import {
  SUGGESTIONS_PER_GROUP,
  type SearchQuery,
  type SearchResults,
  type SearchSuggestions,
  type SearchType,
} from '@talentpath/contracts/search';
import { SKILL_LEVEL_MIN } from '@talentpath/contracts/workforce-messages';
import type { Platform } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { pageWithTotal } from '../../platform/paging.ts';
import { courseListScope } from '../courses/courses.public.ts';
import { audiencesSeenBy } from '../profiles/profiles.public.ts';
import { skillHoldersWhere } from '../skills/skills.public.ts';
import { freeWithinWhere } from '../staffing/staffing.public.ts';
import { groupsSearched, type SearchCaller } from './search.policy.ts';
import * as repo from './search.repository.ts';

// Global search (issue 24, ADR 0062): each group the caller may search, counted and paged, under the rules of the
// modules that own what it lists — courses' list scope, profiles' audiences, skills' effective levels, staffing's
// workload.

type Filters = Omit<SearchQuery, 'pageNumber' | 'pageSize' | 'sort' | 'type'>;

/** What each group's queries need, built once from the caller and the filters. */
function searchesOf(caller: SearchCaller, f: Filters, close = false) {
  const text = f.q ? repo.textOf(f.q, close) : null;
  const seen = { viewerId: caller.userId, audiences: audiencesSeenBy(caller) };
  const people: repo.PeopleSearch = {
    text,
    seen,
    technologyId: f.technologyId,
    filters: f.technologyId
      ? [
          skillHoldersWhere({
            technologyId: f.technologyId,
            minLevel: f.minLevel ?? SKILL_LEVEL_MIN,
            verifiedOnly: f.verified === true,
          }),
          // A skill filter must not tell who holds skills they show to managers only.
          repo.partShownWhere(seen, 'skills'),
        ]
      : [],
  };
  if (f.availableFrom && f.availableTo) people.filters.push(freeWithinWhere(f.availableFrom, f.availableTo));
  return {
    people,
    courses: { text, scope: courseListScope(caller), technologyId: f.technologyId } satisfies repo.CatalogueSearch,
    projects: { text, technologyId: f.technologyId } satisfies repo.ProjectSearch,
  };
}

/** A text of one word that matched nothing exactly is searched again by closeness: a typo (ADR 0062). */
const mayBeTypo = (q: string | undefined) => Boolean(q && repo.textOf(q).oneWord);

/**
 * GET /search: every group searched is counted; the one asked for (each, without `type`) is paged. A one-word text
 * that matches nothing exactly in any group is searched again by closeness.
 */
export async function search(p: Platform, caller: SearchCaller, query: SearchQuery): Promise<SearchResults> {
  const exact = await searchOnce(p, caller, query, false);
  const found = Object.values(exact.counts).some((n) => (n ?? 0) > 0);
  return found || !mayBeTypo(query.q) ? exact : searchOnce(p, caller, query, true);
}

async function searchOnce(
  p: Platform,
  caller: SearchCaller,
  query: SearchQuery,
  close: boolean,
): Promise<SearchResults> {
  const groups = groupsSearched(caller, query);
  const s = searchesOf(caller, query, close);
  // A group asked for that is not searched (a people-only filter on the courses tab, projects for a learner): every
  // group searched is paged, as without `type`.
  const asked = query.type && groups.includes(query.type) ? query.type : undefined;
  const paged = (type: SearchType) => groups.includes(type) && (!asked || asked === type);
  const pageOf = <T>(
    type: SearchType,
    count: (db: Db) => Promise<number>,
    items: (db: Db, limit: number, offset: number) => Promise<{ item: T; total: number }[]>,
  ): Promise<Page<T> | number | null> => {
    if (paged(type))
      return pageWithTotal(query, { count: () => count(p.db), items: (w) => items(p.db, w.limit, w.offset) });
    return groups.includes(type) ? count(p.db) : Promise.resolve(null);
  };
  const [people, courses, projects] = await Promise.all([
    pageOf(
      'people',
      (db) => repo.countPeople(db, s.people),
      (db, l, o) => repo.peoplePage(db, s.people, l, o),
    ),
    pageOf(
      'courses',
      (db) => repo.countCourses(db, s.courses),
      (db, l, o) => repo.coursesPage(db, s.courses, l, o),
    ),
    pageOf(
      'projects',
      (db) => repo.countProjects(db, s.projects),
      (db, l, o) => repo.projectsPage(db, s.projects, l, o),
    ),
  ]);
  const pageIn = <T>(x: Page<T> | number | null) => (x !== null && typeof x === 'object' ? x : null);
  const countIn = <T>(x: Page<T> | number | null) => (x === null ? null : typeof x === 'number' ? x : x.totalCount);
  return {
    people: pageIn(people),
    courses: pageIn(courses),
    projects: pageIn(projects),
    counts: { people: countIn(people), courses: countIn(courses), projects: countIn(projects) },
  };
}

/** GET /search/suggestions: the first few of each group for the header's list; nothing for a blank text. */
export async function suggestions(
  p: Platform,
  caller: SearchCaller,
  q: string | undefined,
): Promise<SearchSuggestions> {
  const exact = await suggestOnce(p, caller, q, false);
  const found = exact.people.length + exact.courses.length + exact.projects.length > 0;
  return found || !mayBeTypo(q) ? exact : suggestOnce(p, caller, q, true);
}

async function suggestOnce(
  p: Platform,
  caller: SearchCaller,
  q: string | undefined,
  close: boolean,
): Promise<SearchSuggestions> {
  const groups = groupsSearched(caller, { q });
  const s = searchesOf(caller, { q }, close);
  const n = SUGGESTIONS_PER_GROUP;
  const items = <T>(rows: { item: T }[]) => rows.map((r) => r.item);
  const [people, courses, projects] = await Promise.all([
    groups.includes('people') ? repo.peoplePage(p.db, s.people, n, 0).then(items) : [],
    groups.includes('courses') ? repo.coursesPage(p.db, s.courses, n, 0).then(items) : [],
    groups.includes('projects') ? repo.projectsPage(p.db, s.projects, n, 0).then(items) : [],
  ]);
  return { people, courses, projects };
}
