import { type SQL, sql } from 'drizzle-orm';
import { ACTIVE_PROJECT_STATUSES } from '@talentpath/contracts/projects';
import type { Sort } from '@talentpath/contracts/paging';
import { employeeSkills, skillClaims } from '../../db/schema/skills.ts';
import { technologies } from '../../db/schema/technologies.ts';
import {
  assignments,
  projectRoleNeeds,
  projectRoles,
  projects,
  projectTechnologies,
} from '../../db/schema/projects.ts';
import { courses } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../platform/db.ts';
import { rowsOf } from '../../platform/written-columns.ts';
import { orderByOf, pageWithTotal, sortKeys, windowTotal } from '../../platform/paging.ts';
import { peaksWithin, staffableWhere } from '../staffing/staffing.public.ts';
import { dayAfter, dayStart } from './outcomes.repository.ts';

// The project manager's dashboard (issue 27): people's load over weeks past and ahead, the bench, demand and supply
// per technology, projects at risk, and skills learned into staffing. Read from the projects, assignments, skills and
// users tables (docs/architecture.md: a repository may read another module's tables where one query serves a
// report); who staffing counts and each person's peak load come from the staffing module's doorway.

type Range = { from: string; to: string };
type Page = { pageNumber: number; pageSize: number };

const ACTIVE = sql.raw(`(${ACTIVE_PROJECT_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * The assignments as spans of days that count: an active project's whole dates, a completed one's up to yesterday
 * (it held people then; whatever is left of its dates does not), a cancelled one's none. Only staffable people's.
 */
const spans = (range: Range, today: string) => sql`(
  select a.employee_id, a.role_id, a.workload, p.start_date s,
         case when p.status in ${ACTIVE} then p.deadline else least(p.deadline, ${today}::date - 1) end e
  from ${assignments} a
  join ${projects} p on p.id = a.project_id
  join ${users} on ${users.id} = a.employee_id and ${staffableWhere}
  where (p.status in ${ACTIVE} or p.status = 'completed')
    and p.start_date <= ${range.to}::date and p.deadline >= ${range.from}::date
)`;

/** Working days (Monday to Friday) of the week starting `monday` that lie in the range. */
const workingDaysOf = (monday: SQL, range: Range) =>
  sql`greatest(0, least(${monday} + 4, ${range.to}::date) - greatest(${monday}, ${range.from}::date) + 1)`;

/**
 * Each span's part in each week of the range: its working days there (a week runs Monday to Sunday, so the
 * working days of a piece are those up to the week's Friday) — as (monday, employee_id, role_id, load_days).
 */
const pieces = (range: Range, today: string) => sql`(
  select w.monday, s.employee_id, s.role_id,
         s.workload * greatest(0, least(s.e, w.monday + 4, ${range.to}::date)
                                  - greatest(s.s, w.monday, ${range.from}::date) + 1) load_days
  from ${spans(range, today)} s
  join (select w::date monday from generate_series(date_trunc('week', ${range.from}::date), ${range.to}::date, '7 days') w) w
    on w.monday <= s.e and w.monday + 6 >= s.s
)`;

/**
 * The spans of the range (as `spans` counts them) with their person, role and workload, and their first and last day
 * as text: the weeks are cut from them in the service — a few thousand spans, where the weeks' pieces are ten times
 * as many rows and their sums per person a hash of as many groups.
 */
export async function spansIn(db: Db, range: Range, today: string) {
  const result = await db.execute(sql`
    select s.employee_id, s.role_id, ${projectRoles.name} role_name, s.workload, s.s::text s, s.e::text e
    from ${spans(range, today)} s join ${projectRoles} on ${projectRoles.id} = s.role_id
    where s.e >= s.s`);
  return rowsOf(result) as {
    employee_id: string;
    role_id: string;
    role_name: string;
    workload: number;
    s: string;
    e: string;
  }[];
}

/** Staffable people now. */
export async function staffableCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(staffableWhere);
  return row?.n ?? 0;
}

/**
 * A page of staffable people with their mean load over the range's working days, filtered to at least or under a
 * load; the people with no assignment there have 0.
 */
export function personLoadPage(
  db: Db,
  range: Range,
  today: string,
  query: Page & { sort: Sort<'load' | 'name'>; atLeast?: number; under?: number },
) {
  const loads = sql`(
    select employee_id, least(100, coalesce(sum(load_days)::float / nullif((select sum(${workingDaysOf(sql`w::date`, range)})
      from generate_series(date_trunc('week', ${range.from}::date), ${range.to}::date, '7 days') w), 0), 0)) load
    from ${pieces(range, today)} pieces group by employee_id
  )`;
  const load = sql<number>`coalesce(loads.load, 0)`.mapWith(Number);
  const order = sortKeys(query.sort, { load, name: sql`lower(${users.name})` }, users.id);
  const where = sql.join(
    [
      staffableWhere,
      query.atLeast === undefined ? undefined : sql`${load} >= ${query.atLeast}`,
      query.under === undefined ? undefined : sql`${load} < ${query.under}`,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  return pageWithTotal(query, {
    count: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .leftJoin(sql`${loads} loads`, sql`loads.employee_id = ${users.id}`)
          .where(where)
      )[0]?.n ?? 0,
    items: async ({ limit, offset }) =>
      (
        await db
          .select({ id: users.id, name: users.name, email: users.email, load, total: windowTotal })
          .from(users)
          .leftJoin(sql`${loads} loads`, sql`loads.employee_id = ${users.id}`)
          .where(where)
          .orderBy(...orderByOf(order))
          .limit(limit)
          .offset(offset)
      ).map(({ total, ...item }) => ({ item, total })),
  });
}

/** Each person's load today (active projects), for the given people. */
export async function loadsToday(db: Db, ids: readonly string[], today: string) {
  if (!ids.length) return new Map<string, number>();
  const result = await db.execute(
    sql`select employee_id, peak from ${peaksWithin(today, today)} peaks where employee_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rowsOf(result).map((row) => [String(row.employee_id), Number(row.peak)]));
}

/** A page of staffable people whose peak load from `from` to `to` is below `below`, with the peak. */
export function benchPage(db: Db, range: Range, below: number, query: Page & { sort: Sort<'peak' | 'name'> }) {
  const peak = sql<number>`coalesce(peaks.peak, 0)`.mapWith(Number);
  const order = sortKeys(query.sort, { peak, name: sql`lower(${users.name})` }, users.id);
  const where = sql`${staffableWhere} and ${peak} < ${below}`;
  return pageWithTotal(query, {
    count: async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(users)
            .leftJoin(sql`${peaksWithin(range.from, range.to)} peaks`, sql`peaks.employee_id = ${users.id}`)
            .where(where)
        )[0]?.n ?? 0,
      ),
    items: async ({ limit, offset }) =>
      (
        await db
          .select({ id: users.id, name: users.name, email: users.email, peak, total: windowTotal })
          .from(users)
          .leftJoin(sql`${peaksWithin(range.from, range.to)} peaks`, sql`peaks.employee_id = ${users.id}`)
          .where(where)
          .orderBy(...orderByOf(order))
          .limit(limit)
          .offset(offset)
      ).map(({ total, ...item }) => ({ item, total })),
  });
}

/** The effective skills of the given people, highest level first. */
export async function skillsOf(db: Db, ids: readonly string[]) {
  if (!ids.length) return new Map<string, { id: string; name: string; level: number }[]>();
  const rows = await db
    .select({
      userId: employeeSkills.userId,
      id: technologies.id,
      name: technologies.name,
      level: employeeSkills.level,
    })
    .from(employeeSkills)
    .innerJoin(technologies, sql`${technologies.id} = ${employeeSkills.technologyId}`)
    .where(
      sql`${employeeSkills.userId} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
    .orderBy(sql`${employeeSkills.level} desc`, sql`lower(${technologies.name})`);
  const out = new Map<string, { id: string; name: string; level: number }[]>();
  for (const { userId, ...skill } of rows) out.set(userId, [...(out.get(userId) ?? []), skill]);
  return out;
}

/**
 * Every technology an active project requires, a page in the list's order: the projects, the staffable people with
 * the skill, those evidence backs, and those free (below 100%) on every day from `from` to `to`.
 */
export function demandPage(db: Db, range: Range, query: Page & { sort: Sort<'gap' | 'projects' | 'people' | 'name'> }) {
  const demand = sql`(
    select pt.technology_id, count(*)::int projects
    from ${projectTechnologies} pt join ${projects} p on p.id = pt.project_id
    where p.status in ${ACTIVE}
    group by pt.technology_id
  )`;
  const supply = sql`(
    select s.technology_id, count(*)::int people,
           count(*) filter (where s.verified_level >= s.level)::int verified,
           count(*) filter (where coalesce(peaks.peak, 0) < 100)::int free
    from ${employeeSkills} s
    join ${users} on ${users.id} = s.user_id and ${staffableWhere}
    left join ${peaksWithin(range.from, range.to)} peaks on peaks.employee_id = s.user_id
    group by s.technology_id
  )`;
  const projectsN = sql<number>`demand.projects`.mapWith(Number);
  const people = sql<number>`coalesce(supply.people, 0)`.mapWith(Number);
  const verified = sql<number>`coalesce(supply.verified, 0)`.mapWith(Number);
  const free = sql<number>`coalesce(supply.free, 0)`.mapWith(Number);
  const order = sortKeys(
    query.sort,
    {
      gap: sql`demand.projects - coalesce(supply.free, 0)`,
      projects: sql`demand.projects`,
      people: sql`coalesce(supply.people, 0)`,
      name: sql`lower(${technologies.name})`,
    },
    technologies.id,
  );
  const from = () =>
    db
      .select({
        id: technologies.id,
        name: technologies.name,
        projects: projectsN,
        people,
        verified,
        free,
        total: windowTotal,
      })
      .from(sql`${demand} demand`)
      .innerJoin(technologies, sql`${technologies.id} = demand.technology_id`)
      .leftJoin(sql`${supply} supply`, sql`supply.technology_id = demand.technology_id`);
  return pageWithTotal(query, {
    count: async () => Number(rowsOf(await db.execute(sql`select count(*)::int n from ${demand} demand`))[0]?.n ?? 0),
    items: async ({ limit, offset }) =>
      (
        await from()
          .orderBy(...orderByOf(order))
          .limit(limit)
          .offset(offset)
      ).map(({ total, ...item }) => ({
        item,
        total,
      })),
  });
}

/** Every row of the demand list, in its order (the export: one organisation's technologies). */
export async function demandAll(db: Db, range: Range, sort: Sort<'gap' | 'projects' | 'people' | 'name'>) {
  return (await demandPage(db, range, { sort, pageNumber: 1, pageSize: 1_000_000 })).items;
}

/**
 * A page of the active projects past their deadline or with role slots nobody fills: per role need, its count less
 * the distinct people assigned in that role (never below 0).
 */
export function projectsAtRiskPage(
  db: Db,
  today: string,
  query: Page & { sort: Sort<'deadline' | 'openSlots' | 'name'> },
) {
  const slots = sql`(
    select n.project_id, sum(n.count)::int slots,
           sum(greatest(0, n.count - (select count(distinct a.employee_id) from ${assignments} a
                                      where a.project_id = n.project_id and a.role_id = n.role_id)))::int open_slots
    from ${projectRoleNeeds} n group by n.project_id
  )`;
  const openSlots = sql<number>`coalesce(slots.open_slots, 0)`.mapWith(Number);
  const where = sql`${projects.status} in ${ACTIVE} and (${projects.deadline} < ${today}::date or coalesce(slots.open_slots, 0) > 0)`;
  const order = sortKeys(
    query.sort,
    { deadline: projects.deadline, openSlots: sql`coalesce(slots.open_slots, 0)`, name: sql`lower(${projects.name})` },
    projects.id,
  );
  const manager = sql`${users.name}`;
  return pageWithTotal(query, {
    count: async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(projects)
            .leftJoin(sql`${slots} slots`, sql`slots.project_id = ${projects.id}`)
            .where(where)
        )[0]?.n ?? 0,
      ),
    items: async ({ limit, offset }) =>
      (
        await db
          .select({
            id: projects.id,
            name: projects.name,
            status: projects.status,
            startDate: sql<string>`${projects.startDate}::text`,
            deadline: sql<string>`${projects.deadline}::text`,
            managerId: projects.managerId,
            managerName: sql<string | null>`${manager}`,
            slots: sql<number>`coalesce(slots.slots, 0)`.mapWith(Number),
            openSlots,
            total: windowTotal,
          })
          .from(projects)
          .leftJoin(sql`${slots} slots`, sql`slots.project_id = ${projects.id}`)
          .leftJoin(users, sql`${users.id} = ${projects.managerId}`)
          .where(where)
          .orderBy(...orderByOf(order))
          .limit(limit)
          .offset(offset)
      ).map(({ total, ...item }) => ({ item, total })),
  });
}

/**
 * The course claims of the range that were their holder's first evidence of a technology an active project
 * requires (no claim of the person and technology, of any kind, came before), of staffable people.
 */
const learnedWhere = (range: Range, technologyId?: string) => sql`
  ${skillClaims.sourceType} = 'course' and ${skillClaims.withdrawnAt} is null
  and ${skillClaims.claimedAt} >= ${dayStart(range.from)} and ${skillClaims.claimedAt} < ${dayAfter(range.to)}
  ${technologyId ? sql`and ${skillClaims.technologyId} = ${technologyId}` : sql``}
  and exists (select 1 from ${projectTechnologies} pt join ${projects} p on p.id = pt.project_id
              where pt.technology_id = ${skillClaims.technologyId} and p.status in ${ACTIVE})
  and not exists (select 1 from ${skillClaims} earlier
                  where earlier.user_id = ${skillClaims.userId} and earlier.technology_id = ${skillClaims.technologyId}
                    and earlier.claimed_at < ${skillClaims.claimedAt})
  and ${staffableWhere}`;

/** A page of the skills learned into staffing, with the range's people and technologies counted once each. */
export async function learnedPage(
  db: Db,
  range: Range,
  query: Page & { sort: Sort<'at' | 'name'>; technologyId?: string },
) {
  const where = learnedWhere(range, query.technologyId);
  const order = sortKeys(query.sort, { at: skillClaims.claimedAt, name: sql`lower(${users.name})` }, skillClaims.id);
  const [counts] = await db
    .select({
      people: sql<number>`count(distinct ${skillClaims.userId})::int`,
      technologies: sql<number>`count(distinct ${skillClaims.technologyId})::int`,
    })
    .from(skillClaims)
    .innerJoin(users, sql`${users.id} = ${skillClaims.userId}`)
    .where(where);
  const page = await pageWithTotal(query, {
    count: async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(skillClaims)
            .innerJoin(users, sql`${users.id} = ${skillClaims.userId}`)
            .where(where)
        )[0]?.n ?? 0,
      ),
    items: async ({ limit, offset }) =>
      (
        await db
          .select({
            userId: users.id,
            name: users.name,
            email: users.email,
            technologyId: technologies.id,
            technologyName: technologies.name,
            level: skillClaims.level,
            courseId: courses.id,
            // As the claim names it: the title when it was made.
            courseTitle: sql<string>`coalesce(${skillClaims.sourceLabel}, ${courses.title}, '')`,
            at: skillClaims.claimedAt,
            projects: sql<number>`(select count(*) from ${projectTechnologies} pt join ${projects} p on p.id = pt.project_id
                                   where pt.technology_id = ${skillClaims.technologyId} and p.status in ${ACTIVE})::int`,
            total: windowTotal,
          })
          .from(skillClaims)
          .innerJoin(users, sql`${users.id} = ${skillClaims.userId}`)
          .innerJoin(technologies, sql`${technologies.id} = ${skillClaims.technologyId}`)
          .leftJoin(courses, sql`${courses.id} = ${skillClaims.sourceId}`)
          .where(where)
          .orderBy(...orderByOf(order))
          .limit(limit)
          .offset(offset)
      ).map(({ total, ...item }) => ({ item, total })),
  });
  return { ...page, people: counts?.people ?? 0, technologies: counts?.technologies ?? 0 };
}
