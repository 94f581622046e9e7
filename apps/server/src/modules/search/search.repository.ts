import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { type PgColumn, union } from 'drizzle-orm/pg-core';
import type { ProfileAudience, ProfileSection } from '@talentpath/contracts/profiles';
import { DEFAULT_PROFILE_VISIBILITY } from '@talentpath/contracts/profiles';
import type { CourseHit, PersonHit, ProjectHit } from '@talentpath/contracts/search';
import type { Db, Tx } from '../../platform/db.ts';
import { windowTotal } from '../../platform/paging.ts';
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

/** The part of the profile (a `user_profiles` row, joined) of the person `id` is shown to the viewer. */
const partShownOf = (seen: Seen, section: ProfileSection, id: SQL | PgColumn) =>
  seesAll(seen)
    ? sql`true`
    : sql`(${id} = ${seen.viewerId}::uuid or ${audienceOf(section)} in (${audienceList(seen.audiences)}))`;

/** A condition on `users.id` alone: the person's part is shown to the viewer (for counts without the join). */
export const partShownWhere = (seen: Seen, section: ProfileSection) =>
  seesAll(seen)
    ? undefined
    : sql`(${users.id} = ${seen.viewerId}::uuid or not exists (select from ${userProfiles} where ${userProfiles.userId} = ${users.id} and ${audienceOf(section)} not in (${audienceList(seen.audiences)})))`;

const nameLower = sql`lower(${users.name})`;
const headlineLower = sql`lower(${userProfiles.headline})`;

export type PeopleSearch = { text: Text | null; seen: Seen; filters: (SQL | undefined)[]; technologyId?: string };

/**
 * The people a search finds, with what a hit shows of them: active ones under the filters, and with a text, found
 * by name or by a headline they show the viewer — a union of two indexed lookups, each already narrowed to active
 * people and the filters, so nothing reads every user (an outer `users.id in (…)` was hash-joined to a scan of
 * all of them: bench:talent, 9 of 25 ms).
 */
function peopleFound(db: Conn, s: PeopleSearch) {
  const found = { id: users.id, name: users.name, avatar: users.avatar };
  const live = [eq(users.status, 'active'), isNull(users.deletedAt), ...s.filters];
  if (!s.text) {
    const all = db
      .select(found)
      .from(users)
      .where(and(...live));
    // Under a skill filter, its holders are found first (the technology's index): grouped by person, the set is a
    // subquery of its own. Flattened, the page's order by name led the planner to walk every user in name order and
    // check the filters one by one (bench:talent: 240 ms for a skill nobody holds at that level; now 3 ms).
    return s.technologyId ? all.groupBy(users.id).as('found') : all.as('found');
  }
  return union(
    db
      .select(found)
      .from(users)
      .where(and(...live, matches(s.text, sql`${users.name}`, nameLower))),
    db
      .select(found)
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(
        and(
          ...live,
          matches(s.text, sql`${userProfiles.headline}`, headlineLower),
          partShownOf(s.seen, 'about', userProfiles.userId),
        ),
      ),
  ).as('found');
}

export const countPeople = async (db: Conn, s: PeopleSearch) =>
  Number((await db.select({ n: count() }).from(peopleFound(db, s)))[0]?.n ?? 0);

/**
 * A page of the people found, each with the total found (`count(*) over ()`: one statement counts, ranks and pages;
 * the profile and the filtered skill are joined to the page's rows only).
 */
export async function peoplePage(
  db: Conn,
  s: PeopleSearch,
  limit: number,
  offset: number,
): Promise<{ item: PersonHit; total: number }[]> {
  const found = peopleFound(db, s);
  const foundName = sql`lower(${found.name})`;
  const page = db
    .select({
      id: found.id,
      name: found.name,
      avatar: found.avatar,
      total: windowTotal.as('total'),
      score: (s.text ? score(s.text, foundName) : sql`0`).mapWith(Number).as('score'),
    })
    .from(found)
    .orderBy(sql`score desc`, asc(foundName), asc(found.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({
      id: page.id,
      name: page.name,
      avatar: page.avatar,
      total: page.total,
      headline: sql<
        string | null
      >`case when ${partShownOf(s.seen, 'about', page.id)} then ${userProfiles.headline} end`,
      technologyId: employeeSkills.technologyId,
      technologyName: technologies.name,
      level: employeeSkills.level,
      verifiedLevel: employeeSkills.verifiedLevel,
    })
    .from(page)
    .leftJoin(userProfiles, eq(userProfiles.userId, page.id))
    .leftJoin(
      employeeSkills,
      s.technologyId
        ? and(eq(employeeSkills.userId, page.id), eq(employeeSkills.technologyId, s.technologyId))
        : sql`false`,
    )
    .leftJoin(technologies, eq(technologies.id, employeeSkills.technologyId))
    .orderBy(desc(page.score), asc(sql`lower(${page.name})`), asc(page.id));
  return rows.map((r) => ({
    total: Number(r.total),
    item: {
      id: r.id,
      name: r.name,
      avatar: r.avatar,
      headline: r.headline || null,
      // Present only under a skill filter, which already left out people whose skills the viewer may not see.
      skill:
        r.technologyId && r.level !== null
          ? {
              technologyId: r.technologyId,
              name: r.technologyName ?? '',
              level: r.level,
              verifiedLevel: r.verifiedLevel,
            }
          : null,
    },
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

export function coursesPage(
  tx: Conn,
  s: CatalogueSearch,
  limit: number,
  offset: number,
): Promise<{ item: CourseHit; total: number }[]> {
  const rank = s.text ? [desc(score(s.text, titleLower))] : [];
  return tx
    .select({
      item: {
        id: courses.id,
        title: courses.title,
        description: sql<string>`left(${courses.description}, 200)`,
        status: courses.status,
      },
      total: windowTotal,
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

export function projectsPage(
  tx: Conn,
  s: ProjectSearch,
  limit: number,
  offset: number,
): Promise<{ item: ProjectHit; total: number }[]> {
  const rank = s.text ? [desc(score(s.text, projectNameLower))] : [];
  return tx
    .select({
      item: {
        id: projects.id,
        name: projects.name,
        shortDescription: sql<string>`left(${projects.shortDescription}, 200)`,
        status: projects.status,
      },
      total: windowTotal,
    })
    .from(projects)
    .where(projectsWhere(s))
    .orderBy(...rank, asc(projectNameLower), asc(projects.id))
    .limit(limit)
    .offset(offset);
}
