import { z } from 'zod';
import { COURSE_STATUSES } from './courses.ts';
import { pageOf, pageQuery, queryBoolean, queryEnum, queryNumber, queryText } from './paging.ts';
import { PROJECT_STATUSES } from './projects.ts';
import { SKILL_LEVEL_MAX, SKILL_LEVEL_MIN } from './workforce-messages.ts';

// Global search (issue 24, ADR 0062): one box in the header of every signed-in layout, and /search-results with
// people, courses and projects grouped, counted and paged. Each group holds only what the caller may see.

/** The header waits this long after the last key before it asks (spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_TEXT_MAX = 100;
/** How many of each group the header's suggestion list shows. */
export const SUGGESTIONS_PER_GROUP = 3;

export const SEARCH_TYPES = ['people', 'courses', 'projects'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_LEVEL_INVALID = `Minimum level must be a whole number between ${SKILL_LEVEL_MIN} and ${SKILL_LEVEL_MAX}`;
export const SEARCH_TECHNOLOGY_INVALID = 'Technology must be an id';
export const SEARCH_DAY_INVALID = 'Date must be a day written YYYY-MM-DD';
export const SEARCH_WINDOW_INVALID = 'The availability window must end on or after its first day';
export const SEARCH_WINDOW_INCOMPLETE = 'The availability window needs both a first and a last day';
export const SEARCH_LEVEL_NEEDS_TECHNOLOGY = 'A minimum level or verified-only needs a technology';

const blankIsAbsent = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);
const day = z.preprocess(blankIsAbsent, z.iso.date({ error: SEARCH_DAY_INVALID }).optional());

const filters = z.object({
  q: queryText('Search text', SEARCH_TEXT_MAX),
  /** Only this group; absent: every group the caller may search. */
  type: queryEnum(SEARCH_TYPES, 'Type'),
  /** People with this skill, courses that teach it, projects that need it. */
  technologyId: z.preprocess(blankIsAbsent, z.uuid({ error: SEARCH_TECHNOLOGY_INVALID }).optional()),
  /** People whose effective level at the technology is at least this (their verified level with `verified`). */
  minLevel: queryNumber(
    z
      .int({ error: SEARCH_LEVEL_INVALID, abort: true })
      .min(SKILL_LEVEL_MIN, SEARCH_LEVEL_INVALID)
      .max(SKILL_LEVEL_MAX, SEARCH_LEVEL_INVALID),
  ),
  verified: queryBoolean('Verified'),
  /** People with free capacity on every day from `availableFrom` to `availableTo`. */
  availableFrom: day,
  availableTo: day,
});

/** GET /search: the text and the filters; a group's page when `type` names it. */
export const searchQuery = pageQuery({
  sort: ['relevance'],
  defaultSort: 'relevance',
  defaultPageSize: 10,
  maxPageSize: 50,
  filters,
})
  .refine((f) => (f.availableFrom === undefined) === (f.availableTo === undefined), {
    path: ['availableTo'],
    message: SEARCH_WINDOW_INCOMPLETE,
  })
  .refine((f) => !f.availableFrom || !f.availableTo || f.availableFrom <= f.availableTo, {
    path: ['availableTo'],
    message: SEARCH_WINDOW_INVALID,
  })
  .refine((f) => f.technologyId || (f.minLevel === undefined && !f.verified), {
    path: ['technologyId'],
    message: SEARCH_LEVEL_NEEDS_TECHNOLOGY,
  });
export type SearchQuery = z.infer<typeof searchQuery>;

/** GET /search/suggestions: the header's few of each group. */
export const suggestionsQuery = z.object({ q: queryText('Search text', SEARCH_TEXT_MAX) });

/** The skill a people filter asked about, as far as the caller may see it. */
const matchedSkill = z.object({
  technologyId: z.uuid(),
  name: z.string(),
  level: z.int(),
  verifiedLevel: z.int().nullable(),
});

export const personHit = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** Null when the person hides the about part of their profile from the caller. */
  headline: z.string().nullable(),
  skill: matchedSkill.nullable(),
});
export type PersonHit = z.infer<typeof personHit>;

export const courseHit = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  status: z.enum(COURSE_STATUSES),
});
export type CourseHit = z.infer<typeof courseHit>;

export const projectHit = z.object({
  id: z.uuid(),
  name: z.string(),
  shortDescription: z.string(),
  status: z.enum(PROJECT_STATUSES),
});
export type ProjectHit = z.infer<typeof projectHit>;

/**
 * GET /search. A group is null when it was not searched: another `type` was asked for, the caller may not search
 * it (projects: project managers and admins), or a people-only filter (level, verified, availability) was given.
 */
export const searchResults = z.object({
  people: pageOf(personHit).nullable(),
  courses: pageOf(courseHit).nullable(),
  projects: pageOf(projectHit).nullable(),
  /** Every searched group's total, also those not paged (`type` named another): the tabs' counts. */
  counts: z.object({ people: z.int().nullable(), courses: z.int().nullable(), projects: z.int().nullable() }),
});
export type SearchResults = z.infer<typeof searchResults>;

export const searchSuggestions = z.object({
  people: z.array(personHit),
  courses: z.array(courseHit),
  projects: z.array(projectHit),
});
export type SearchSuggestions = z.infer<typeof searchSuggestions>;

/** The words of the search text, for highlighting: what websearch_to_tsquery would read, quotes and minus dropped. */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[\s"()]+/u)
    .map((w) => w.replace(/^[-+]+/u, ''))
    .filter((w) => w.length > 0 && w !== 'or');
  return [...new Set(words)];
}
