import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Page, SortDirection } from '@talentpath/contracts/paging';
import { ACTIVE_PROJECT_STATUSES } from '@talentpath/contracts/projects';
import type { EmployeeListQuery, Skill } from '@talentpath/contracts/staffing';
import { MAX_WORKLOAD } from '@talentpath/contracts/workforce-messages';
import type { Db, Tx } from '../../platform/db.ts';
import { paginate } from '../../platform/paging.ts';
import { containsPattern } from '../../platform/search.ts';
import { assignments, projectRoles, projects } from '../../db/schema/projects.ts';
import { employeeSkills } from '../../db/schema/skills.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { userRoles, users } from '../../db/schema/users.ts';
import { MANY_PEOPLE } from './spans.repository.ts';

// Employees (spec §2, §3 Employee, §4 availability): the people who can be staffed, found, filtered and paged in
// SQL; their figures for a page are computed from their spans by the service (contracts/workload.ts).

type Conn = Db | Tx;
export type Candidate = { id: string; name: string; email: string };
type Filters = Pick<EmployeeListQuery, 'searchTerm' | 'technologyIds'>;

/** Who staffing counts: active, not deleted, holding the Learner role (spec §4's employees). */
export const staffable = and(
  eq(users.status, 'active'),
  isNull(users.deletedAt),
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'Learner')`,
)!;

/** Who the filters leave: staffable, matching the search (name, e-mail, id, a role they hold), with every technology. */
function candidateWhere(query: Filters): SQL {
  const term = query.searchTerm?.toLowerCase();
  const pattern = term ? containsPattern(term) : undefined;
  const techIds = query.technologyIds ?? [];
  return and(
    staffable,
    pattern
      ? or(
          sql`${users.searchText} like ${pattern}`,
          sql`${users.id}::text like ${`${term}%`}`,
          sql`exists (select 1 from ${assignments} join ${projectRoles} on ${projectRoles.id} = ${assignments.roleId} where ${assignments.employeeId} = ${users.id} and lower(${projectRoles.name}) like ${pattern})`,
        )
      : undefined,
    techIds.length
      ? sql`(select count(*) from ${employeeSkills} where ${employeeSkills.userId} = ${users.id} and ${inArray(employeeSkills.technologyId, techIds)}) = ${techIds.length}`
      : undefined,
  )!;
}

const candidate = { id: users.id, name: users.name, email: users.email };
const byName = sql`lower(${users.name})`;

/** Every staffable person the filters leave, by name (what a team suggestion and the dashboard weigh). */
export function candidates(db: Conn, query: Filters): Promise<Candidate[]> {
  return db.select(candidate).from(users).where(candidateWhere(query)).orderBy(asc(byName), asc(users.id));
}

/** One page of the staffable people the filters leave, by name (the id breaks ties, in the same direction). */
export function namePage(
  db: Db,
  query: Filters & { pageNumber: number; pageSize: number },
  direction: SortDirection,
): Promise<Page<Candidate>> {
  const where = candidateWhere(query);
  const order = direction === 'asc' ? [asc(byName), asc(users.id)] : [desc(byName), desc(users.id)];
  return paginate(db, query, {
    count: (tx) => tx.$count(users, where),
    items: (tx, { limit, offset }) =>
      tx
        .select(candidate)
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

const ACTIVE = sql.raw(`(${ACTIVE_PROJECT_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * A derived table `avail(employee_id, load, available_from)` of the people with work on an active project running
 * `day` or later: their total on `day`, and — when `withAvailableFrom` — the first day from `day` on with a total
 * below 100% (as availableFrom in workload.ts). Everyone absent has 0 on `day` and is available from it. Only
 * those at 100% on `day` need their days walked: a running total over the days their spans start (from `day`) and
 * the days after they end; the first below 100% is a day after an end, since a day on which spans only start
 * raises the total.
 */
const availability = (day: string, withAvailableFrom: boolean) => sql`(
  with act as (
    select a.employee_id, a.workload, greatest(p.start_date, ${day}::date) s, p.deadline d
    from ${assignments} a join ${projects} p on p.id = a.project_id
    where p.status in ${ACTIVE} and p.deadline >= ${day}::date
  ),
  today as (
    select employee_id, coalesce(sum(workload) filter (where s = ${day}::date), 0) load from act group by employee_id
  )${
    withAvailableFrom
      ? sql`,
  busy as (select act.* from act join today using (employee_id) where today.load >= ${MAX_WORKLOAD}),
  running as (
    select employee_id, on_day, sum(sum(change)) over (partition by employee_id order by on_day) total
    from (select employee_id, s on_day, workload change from busy union all select employee_id, d + 1, -workload from busy) e
    group by employee_id, on_day
  ),
  free as (
    select employee_id, min(on_day) filter (where total < ${MAX_WORKLOAD}) available_from from running group by employee_id
  )
  select employee_id, today.load, coalesce(free.available_from, ${day}::date) available_from
  from today left join free using (employee_id)`
      : sql`
  select employee_id, load from today`
  }
) avail`;
const loadToday = sql`coalesce(avail.load, 0)`;
const joinAvailability = sql`avail.employee_id = ${users.id}`;

/** The spec's availability filter on today's total (needs `avail` joined). */
function availabilityWhere(query: Pick<EmployeeListQuery, 'availability'>): SQL | undefined {
  if (query.availability === 'available') return sql`${loadToday} < ${MAX_WORKLOAD}`;
  if (query.availability === 'full') return sql`${loadToday} >= ${MAX_WORKLOAD}`;
  return undefined;
}

/** How many people the filters and the availability filter leave (whatever the order). */
async function countCandidates(tx: Tx, query: EmployeeListQuery, day: string): Promise<number> {
  const byAvailability = availabilityWhere(query);
  const q = tx.select({ n: count() }).from(users).$dynamic();
  const [row] = await (byAvailability ? q.leftJoin(availability(day, false), joinAvailability) : q).where(
    and(candidateWhere(query), byAvailability),
  );
  return row!.n;
}

/** The order of GET /employees without a project: ties by name ascending (then id), except by name descending. */
function employeeOrder({ key, direction }: EmployeeListQuery['sort'], day: string): SQL[] {
  const byNameAscending = [asc(byName), asc(users.id)];
  const dir = sql.raw(direction);
  if (key === 'workload') return [sql`${loadToday} ${dir}`, ...byNameAscending];
  if (key === 'availableFrom') return [sql`coalesce(avail.available_from, ${day}::date) ${dir}`, ...byNameAscending];
  if (key === 'name' && direction === 'desc') return [desc(byName), desc(users.id)];
  return byNameAscending; // by name; match with no project to rank for ranks by name too
}

/**
 * One page of GET /employees without a project to rank for, in SQL: only the page's people and a count are read.
 * By name; by today's total or the day they are available (ties by name, ascending either way); sort=match with no
 * project ranks by name. Everyone's total today (and first day free) is computed only when the filter or the
 * order needs it.
 */
export function employeePage(db: Db, query: EmployeeListQuery, day: string): Promise<Page<Candidate>> {
  const { key } = query.sort;
  if ((key === 'name' || key === 'match') && !query.availability)
    return namePage(db, query, key === 'name' ? query.sort.direction : 'asc');
  const where = and(candidateWhere(query), availabilityWhere(query));
  const avail = availability(day, key === 'availableFrom');
  return paginate(db, query, {
    count: (tx) => countCandidates(tx, query, day),
    items: (tx, { limit, offset }) =>
      tx
        .select(candidate)
        .from(users)
        .leftJoin(avail, joinAvailability)
        .where(where)
        .orderBy(...employeeOrder(query.sort, day))
        .limit(limit)
        .offset(offset),
  });
}

/** What a project asks of the people ranked for it. */
export type ProjectNeeds = {
  id: string;
  startDate: string;
  deadline: string;
  technologies: { id: string; name: string }[];
  /** Only verified levels count (ADR 0059). */
  requireVerifiedSkills?: boolean;
};

/**
 * One page of the people ranked for a project, in SQL (ADR 0031: the same score as matchOf, so the page's exact
 * figures read the same): coverage from their skills at the project's technologies, free capacity from their highest
 * daily total over the project's remaining days (a total only rises on the first day or the day a span starts).
 */
export function rankedPage(db: Db, query: EmployeeListQuery, need: ProjectNeeds, day: string): Promise<Page<string>> {
  const from = need.startDate > day ? need.startDate : day;
  const techIds = need.technologies.map((t) => t.id);
  const n = techIds.length;
  const byAvailability = availabilityWhere(query);
  const where = and(candidateWhere(query), byAvailability);
  const avail = byAvailability ? sql`left join ${availability(day, false)} on ${joinAvailability}` : sql``;
  return paginate(db, query, {
    count: (tx) => countCandidates(tx, query, day),
    items: async (tx, { limit, offset }) => {
      const result = await tx.execute(sql`
        with act as (
          select a.employee_id, a.workload, greatest(p.start_date, ${from}::date) s, p.deadline d
          from ${assignments} a join ${projects} p on p.id = a.project_id
          where p.status in ${ACTIVE} and p.start_date <= ${need.deadline}::date and p.deadline >= ${from}::date
        ),
        -- Each day's change (+ on the first day, − the day after the last), summed day by day: the running total
        -- is the load from that day on, and its highest value the peak.
        delta as (
          select employee_id, on_day, sum(change) change from (
            select employee_id, s as on_day, workload as change from act
            union all select employee_id, d + 1, -workload from act
          ) e group by employee_id, on_day
        ),
        peak as (
          select employee_id, max(total) peak from (
            select employee_id, sum(change) over (partition by employee_id order by on_day) total from delta
          ) r group by employee_id
        ),
        cov as (
          select user_id, sum(least(${need.requireVerifiedSkills ? employeeSkills.verifiedLevel : employeeSkills.level}, 5)) / 5.0 cov
          from ${employeeSkills}
          where ${n ? inArray(employeeSkills.technologyId, techIds) : sql`false`}
            ${need.requireVerifiedSkills ? sql`and ${employeeSkills.verifiedLevel} is not null` : sql``}
          group by user_id
        ),
        ranked as (
          select ${users.id} id, lower(${users.name}) lname,
            ${n ? sql`coalesce(cov.cov, 0) / ${n}` : sql`1.0`} coverage,
            greatest(0, ${from > need.deadline ? sql`0` : sql`${MAX_WORKLOAD} - coalesce(peak.peak, 0)`}) free
          from ${users} left join cov on cov.user_id = ${users.id} left join peak on peak.employee_id = ${users.id}
          ${avail}
          where ${where}
        )
        select id from ranked
        order by (free > 0) desc, round((70 * coverage + 0.3 * free)::numeric, 1) desc, lname, id
        limit ${limit} offset ${offset}`);
      return rowsOf<{ id: string }>(result).map((r) => r.id);
    },
  });
}

/** The rows of a raw query: node-postgres answers a result with `rows`, PGlite too; older drivers the array. */
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];

/** These people's names and e-mails, in any order. */
export async function peopleByIds(db: Conn, ids: readonly string[]): Promise<Candidate[]> {
  if (ids.length === 0) return [];
  return db
    .select(candidate)
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Each person's skills at the given technologies (all their skills when `technologyIds` is omitted). */
export async function skillsOf(db: Conn, userIds: readonly string[], technologyIds?: readonly string[]) {
  const out = new Map<string, Skill[]>();
  if (userIds.length === 0 || technologyIds?.length === 0) return out;
  // Thousands of people: filter them here rather than send their ids (the technologies narrow it enough).
  const wanted = technologyIds && userIds.length > MANY_PEOPLE ? new Set(userIds) : null;
  const rows = await db
    .select({
      userId: employeeSkills.userId,
      id: technologies.id,
      name: technologies.name,
      level: employeeSkills.level,
      verifiedLevel: employeeSkills.verifiedLevel,
      basis: employeeSkills.basis,
    })
    .from(employeeSkills)
    .innerJoin(technologies, eq(technologies.id, employeeSkills.technologyId))
    .where(
      and(
        wanted ? undefined : inArray(employeeSkills.userId, [...userIds]),
        technologyIds ? inArray(employeeSkills.technologyId, [...technologyIds]) : undefined,
      ),
    )
    .orderBy(desc(employeeSkills.level), asc(sql`lower(${technologies.name})`));
  for (const r of rows) {
    if (wanted && !wanted.has(r.userId)) continue;
    const list = out.get(r.userId) ?? (out.set(r.userId, []), out.get(r.userId)!);
    list.push({ id: r.id, name: r.name, level: r.level, verifiedLevel: r.verifiedLevel, basis: r.basis });
  }
  return out;
}

/** The staffable person with this id; with `lock`, their row is locked until the transaction ends. */
export async function findStaffable(db: Conn, id: string, lock = false): Promise<Candidate | undefined> {
  const q = db
    .select(candidate)
    .from(users)
    .where(and(eq(users.id, id), staffable));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The technologies the person has a skill at now. */
export async function skillTechnologyIds(tx: Tx, userId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: employeeSkills.technologyId })
    .from(employeeSkills)
    .where(eq(employeeSkills.userId, userId));
  return new Set(rows.map((r) => r.id));
}
