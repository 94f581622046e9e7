import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProfileAudience, ProfileSection } from '@talentpath/contracts/profiles';
import { DEFAULT_PROFILE_VISIBILITY } from '@talentpath/contracts/profiles';
import type { CourseHit, PersonHit, ProjectHit } from '@talentpath/contracts/search';
import type { Db, Tx } from '../../platform/db.ts';
import { containsPattern } from '../../platform/search.ts';
import { courses, courseTechnologies } from '../../db/schema/learning.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import { projects, projectTechnologies } from '../../db/schema/projects.ts';
import { employeeSkills } from '../../db/schema/skills.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { users } from '../../db/schema/users.ts';

type Conn = Db | Tx;

// Global search's queries (ADR 0062): the words of a text ('simple' configuration: no stemming, so Norwegian reads
// as written) through the GIN indexes of migration 0022, and trigrams for prefixes, parts of words and typos. Each
// group is a count and a page; the conditions of who may see what come from the modules that own the rules.

/** The search text as the queries use it. */
export type Text = { raw: string; lower: string; pattern: string; oneWord: boolean; close: boolean };
/** The text, matched exactly (its words, or contained); `close`: matched by closeness instead (a typo). */
export const textOf = (q: string, close = false): Text => ({
  raw: q,
  lower: q.toLowerCase(),
  pattern: containsPattern(q.toLowerCase()),
  oneWord: !/\s/u.test(q.trim()),
  close,
});

const words = (t: Text) => sql`websearch_to_tsquery('simple', ${t.raw})`;

/**
 * The text matches `document` (its words) or `name` (lower-cased, contains it); or, when searched by closeness
 * (`close`: nothing matched exactly, ADR 0062), a whole word of `name` is close to it (strict word similarity, so a
 * shared first syllable is not a match). Closeness is the expensive part — every candidate its trigrams find is
 * compared one by one (bench:talent: 90 ms of a 95 ms query) — so it is asked only when it is the only way to find
 * anything.
 */
const matches = (t: Text, document: SQL, name: SQL) =>
  t.close
    ? sql`(${t.lower} <<% ${name})`
    : sql`(to_tsvector('simple', ${document}) @@ ${words(t)} or ${name} like ${t.pattern})`;

/**
 * `id` is one of `table`'s rows the text matches, each way of matching its own indexed lookup: with the ways
 * or'ed in one condition over a small table, the planner filtered every row of the scope by parsing its document
 * (bench:talent: 45 of 60 ms on 5,000 courses).
 */
const matchingIds = (t: Text, id: SQL, table: SQL, document: SQL, name: SQL) =>
  t.close
    ? sql`${id} in (select ${id} from ${table} where ${t.lower} <<% ${name})`
    : sql`${id} in (select ${id} from ${table} where to_tsvector('simple', ${document}) @@ ${words(t)}
        union select ${id} from ${table} where ${name} like ${t.pattern})`;

/**
 * Higher first: the name starts with the text, then how close it is. Computed for every match, so kept to what is
 * cheap per row (no document parsed again: every match already has the words or contains the text).
 */
const score = (t: Text, name: SQL) =>
  sql`(case when ${name} like ${`${t.pattern.slice(1)}`} then 2 else 0 end + strict_word_similarity(${t.lower}, ${name}))`;

/** Who a part of a profile is shown to, per person: their choice, else the part's default (no row, or an older one). */
const audienceOf = (section: ProfileSection) =>
  sql`coalesce(${userProfiles.visibility} ->> ${sql.raw(`'${section}'`)}, ${DEFAULT_PROFILE_VISIBILITY[section]}::text)`;
const audienceList = (audiences: readonly ProfileAudience[]) =>
  sql.join(
    audiences.map((a) => sql`${a}`),
    sql`, `,
  );

/** The viewer and the audiences they see of others' profiles (profiles' audiencesSeenBy). */
export type Seen = { viewerId: string; audiences: readonly ProfileAudience[] };
const seesAll = (seen: Seen) => seen.audiences.length === 3;

/** The joined user_profiles row's part is shown to the viewer (a person without a row shows the defaults). */
const partShown = (seen: Seen, section: ProfileSection) =>
  seesAll(seen)
    ? sql`true`
    : sql`(${users.id} = ${seen.viewerId}::uuid or ${audienceOf(section)} in (${audienceList(seen.audiences)}))`;

/** A condition on `users.id` alone: the person's part is shown to the viewer (for counts without the join). */
export const partShownWhere = (seen: Seen, section: ProfileSection) =>
  seesAll(seen)
    ? undefined
    : sql`(${users.id} = ${seen.viewerId}::uuid or ${users.id} not in (select ${userProfiles.userId} from ${userProfiles} where ${audienceOf(section)} not in (${audienceList(seen.audiences)})))`;

const nameLower = sql`lower(${users.name})`;
const headlineLower = sql`lower(${userProfiles.headline})`;

/**
 * People the text finds: by name, or by headline where the person shows the about part to the viewer. A union of
 * two indexed lookups, so neither side scans the other's table.
 */
const peopleMatching = (t: Text, seen: Seen) =>
  sql`${users.id} in (
    select ${users.id} from ${users} where ${matches(t, sql`${users.name}`, nameLower)}
    union
    select ${userProfiles.userId} from ${userProfiles}
    where ${matches(t, sql`${userProfiles.headline}`, headlineLower)}
      and ${seesAll(seen) ? sql`true` : sql`(${userProfiles.userId} = ${seen.viewerId}::uuid or ${audienceOf('about')} in (${audienceList(seen.audiences)}))`}
  )`;

export type PeopleSearch = { text: Text | null; seen: Seen; filters: (SQL | undefined)[]; technologyId?: string };

const peopleWhere = (s: PeopleSearch) =>
  and(
    eq(users.status, 'active'),
    isNull(users.deletedAt),
    s.text ? peopleMatching(s.text, s.seen) : undefined,
    ...s.filters,
  );

export const countPeople = (tx: Conn, s: PeopleSearch) => tx.$count(users, peopleWhere(s));

export async function peoplePage(tx: Conn, s: PeopleSearch, limit: number, offset: number): Promise<PersonHit[]> {
  const rank = s.text ? [desc(score(s.text, nameLower))] : [];
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      headline: sql<string | null>`case when ${partShown(s.seen, 'about')} then ${userProfiles.headline} end`,
      technologyId: employeeSkills.technologyId,
      technologyName: technologies.name,
      level: employeeSkills.level,
      verifiedLevel: employeeSkills.verifiedLevel,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(
      employeeSkills,
      s.technologyId
        ? and(eq(employeeSkills.userId, users.id), eq(employeeSkills.technologyId, s.technologyId))
        : sql`false`,
    )
    .leftJoin(technologies, eq(technologies.id, employeeSkills.technologyId))
    .where(peopleWhere(s))
    .orderBy(...rank, asc(nameLower), asc(users.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    avatar: r.avatar,
    headline: r.headline || null,
    // Present only under a skill filter, which already left out people whose skills the viewer may not see.
    skill:
      r.technologyId && r.level !== null
        ? { technologyId: r.technologyId, name: r.technologyName ?? '', level: r.level, verifiedLevel: r.verifiedLevel }
        : null,
  }));
}

export type CatalogueSearch = { text: Text | null; scope: SQL | undefined; technologyId?: string };

const courseDocument = sql`${courses.title} || ' ' || ${courses.description}`;
const titleLower = sql`lower(${courses.title})`;
const coursesWhere = (s: CatalogueSearch) =>
  and(
    s.scope,
    s.text ? matchingIds(s.text, sql`${courses.id}`, sql`${courses}`, courseDocument, titleLower) : undefined,
    s.technologyId
      ? sql`${courses.id} in (select ${courseTechnologies.courseId} from ${courseTechnologies} where ${courseTechnologies.technologyId} = ${s.technologyId}::uuid)`
      : undefined,
  );

export const countCourses = (tx: Conn, s: CatalogueSearch) => tx.$count(courses, coursesWhere(s));

export function coursesPage(tx: Conn, s: CatalogueSearch, limit: number, offset: number): Promise<CourseHit[]> {
  const rank = s.text ? [desc(score(s.text, titleLower))] : [];
  return tx
    .select({
      id: courses.id,
      title: courses.title,
      description: sql<string>`left(${courses.description}, 200)`,
      status: courses.status,
    })
    .from(courses)
    .where(coursesWhere(s))
    .orderBy(...rank, asc(titleLower), asc(courses.id))
    .limit(limit)
    .offset(offset);
}

export type ProjectSearch = { text: Text | null; technologyId?: string };

const projectDocument = sql`${projects.name} || ' ' || ${projects.shortDescription}`;
const projectNameLower = sql`lower(${projects.name})`;
const projectsWhere = (s: ProjectSearch) =>
  and(
    s.text ? matchingIds(s.text, sql`${projects.id}`, sql`${projects}`, projectDocument, projectNameLower) : undefined,
    s.technologyId
      ? sql`${projects.id} in (select ${projectTechnologies.projectId} from ${projectTechnologies} where ${projectTechnologies.technologyId} = ${s.technologyId}::uuid)`
      : undefined,
  );

export const countProjects = (tx: Conn, s: ProjectSearch) => tx.$count(projects, projectsWhere(s));

export function projectsPage(tx: Conn, s: ProjectSearch, limit: number, offset: number): Promise<ProjectHit[]> {
  const rank = s.text ? [desc(score(s.text, projectNameLower))] : [];
  return tx
    .select({
      id: projects.id,
      name: projects.name,
      shortDescription: sql<string>`left(${projects.shortDescription}, 200)`,
      status: projects.status,
    })
    .from(projects)
    .where(projectsWhere(s))
    .orderBy(...rank, asc(projectNameLower), asc(projects.id))
    .limit(limit)
    .offset(offset);
}
