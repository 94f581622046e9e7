import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@talentpath/contracts/paging';
import { ACTIVE_PROJECT_STATUSES } from '@talentpath/contracts/projects';
import {
  EMPLOYEE_NOT_FOUND,
  MATCH_AND_TECHNOLOGIES,
  MATCH_NEEDS_PROJECT,
  type Employee,
  type EmployeeListQuery,
  type EmployeeMatch,
  type SkillsInput,
} from '@talentpath/contracts/staffing';
import { MAX_WORKLOAD } from '@talentpath/contracts/workforce-messages';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/search.ts';
import { assignments, employeeSkills, projectRoles, projectTechnologies, projects } from '../../db/schema/projects.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { userRoles, users } from '../../db/schema/users.ts';
import { projectNotFound } from '../projects/projects.public.ts';
import { type AssignmentSpan, MANY_PEOPLE, spansByEmployee } from './spans.repository.ts';
import { today } from '@talentpath/contracts/calendar-days';
import { availableFrom, freeCapacity, loadOn } from '@talentpath/contracts/workload';

// Employees (spec §2 employee assignment, §3 Employee, §4 availability): the people who can be staffed, with
// their skills, today's workload, the day they can take more, and — for a project — a match score (ADR 0031).

type Conn = Db | Tx;
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

/** Active, not deleted, holding the Learner role. */
export const staffable = and(
  eq(users.status, 'active'),
  isNull(users.deletedAt),
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'Learner')`,
)!;

type Candidate = { id: string; name: string; email: string };

/** Who the filters leave: staffable, matching the search (name, e-mail, id, a role they hold), with every technology. */
function candidateWhere(query: Pick<EmployeeListQuery, 'searchTerm' | 'technologyIds'>): SQL {
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

/** The staffable people the filters leave, by name. */
export async function staffableCandidates(db: Conn, query: Pick<EmployeeListQuery, 'searchTerm' | 'technologyIds'>) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(candidateWhere(query))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

const ACTIVE = sql.raw(`(${ACTIVE_PROJECT_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * One page of the people ranked for a project, in SQL (ADR 0031: the same score as matchOf, so the page's exact
 * figures read the same): coverage from their skills at the project's technologies, free capacity from their highest
 * daily total over the project's remaining days (a total only rises on the first day or the day a span starts).
 */
async function rankedPage(db: Conn, query: EmployeeListQuery, need: ProjectNeeds, day: string) {
  const from = need.startDate > day ? need.startDate : day;
  const techIds = need.technologies.map((t) => t.id);
  const n = techIds.length;
  const todayLoad = sql`(select coalesce(sum(a.workload), 0) from ${assignments} a join ${projects} p on p.id = a.project_id where a.employee_id = ${users.id} and p.status in ${ACTIVE} and p.start_date <= ${day}::date and p.deadline >= ${day}::date)`;
  const availability =
    query.availability === 'available'
      ? sql`${todayLoad} < ${MAX_WORKLOAD}`
      : query.availability === 'full'
        ? sql`${todayLoad} >= ${MAX_WORKLOAD}`
        : undefined;
  const result = await db.execute(sql`
    with act as (
      select a.employee_id, a.workload, greatest(p.start_date, ${from}::date) s, p.deadline d
      from ${assignments} a join ${projects} p on p.id = a.project_id
      where p.status in ${ACTIVE} and p.start_date <= ${need.deadline}::date and p.deadline >= ${from}::date
    ),
    -- Each day's change (+ on the first day, − the day after the last), summed day by day: the running total is
    -- the load from that day on, and its highest value the peak.
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
      select user_id, sum(least(level, 5)) / 5.0 cov from ${employeeSkills}
      where ${n ? inArray(employeeSkills.technologyId, techIds) : sql`false`} group by user_id
    ),
    ranked as (
      select ${users.id} id, lower(${users.name}) lname,
        ${n ? sql`coalesce(cov.cov, 0) / ${n}` : sql`1.0`} coverage,
        greatest(0, ${from > need.deadline ? sql`0` : sql`${MAX_WORKLOAD} - coalesce(peak.peak, 0)`}) free
      from ${users} left join cov on cov.user_id = ${users.id} left join peak on peak.employee_id = ${users.id}
      where ${and(candidateWhere(query), availability)}
    )
    select id, count(*) over () total from ranked
    order by (free > 0) desc, round((70 * coverage + 0.3 * free)::numeric, 1) desc, lname, id
    limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { id: string; total: string | number }[];
  return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
}

type ProjectNeeds = { id: string; startDate: string; deadline: string; technologies: { id: string; name: string }[] };

export async function projectNeeds(db: Conn, projectId: string): Promise<ProjectNeeds> {
  const [row] = await db
    .select({ id: projects.id, startDate: projects.startDate, deadline: projects.deadline })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!row) throw projectNotFound();
  const techs = await db
    .select({ id: technologies.id, name: technologies.name })
    .from(projectTechnologies)
    .innerJoin(technologies, eq(technologies.id, projectTechnologies.technologyId))
    .where(eq(projectTechnologies.projectId, projectId))
    .orderBy(asc(sql`lower(${technologies.name})`));
  return { ...row, technologies: techs };
}

/** Each person's skills at the given technologies (all their skills when `technologyIds` is omitted). */
export async function skillsOf(db: Conn, userIds: readonly string[], technologyIds?: readonly string[]) {
  const out = new Map<string, { id: string; name: string; level: number }[]>();
  if (userIds.length === 0 || technologyIds?.length === 0) return out;
  const rows = await db
    .select({
      userId: employeeSkills.userId,
      id: technologies.id,
      name: technologies.name,
      level: employeeSkills.level,
    })
    .from(employeeSkills)
    .innerJoin(technologies, eq(technologies.id, employeeSkills.technologyId))
    .where(
      and(
        // Thousands of people: filter them here rather than send their ids (the technologies narrow it enough).
        technologyIds && userIds.length > MANY_PEOPLE ? undefined : inArray(employeeSkills.userId, [...userIds]),
        technologyIds ? inArray(employeeSkills.technologyId, [...technologyIds]) : undefined,
      ),
    )
    .orderBy(desc(employeeSkills.level), asc(sql`lower(${technologies.name})`));
  const wanted = technologyIds && userIds.length > MANY_PEOPLE ? new Set(userIds) : null;
  for (const r of rows) {
    if (wanted && !wanted.has(r.userId)) continue;
    const list = out.get(r.userId) ?? (out.set(r.userId, []), out.get(r.userId)!);
    list.push({ id: r.id, name: r.name, level: r.level });
  }
  return out;
}

/**
 * The match score (ADR 0031), 0..100: 70 for skill coverage — each required technology counts level/5, so a
 * level-5 expert in all of them covers fully — and 30 for free capacity over the project's remaining days. A
 * project that requires nothing scores on capacity alone.
 */
export function matchOf(
  need: ProjectNeeds,
  skills: readonly { id: string; name: string; level: number }[],
  spans: readonly AssignmentSpan[],
  day: string,
): EmployeeMatch {
  const from = need.startDate > day ? need.startDate : day;
  const free = from > need.deadline ? 0 : freeCapacity(spans, from, need.deadline);
  const level = new Map(skills.map((s) => [s.id, s]));
  const matched = need.technologies.flatMap((t) => (level.has(t.id) ? [level.get(t.id)!] : []));
  const missing = need.technologies.filter((t) => !level.has(t.id));
  const coverage = need.technologies.length
    ? matched.reduce((sum, s) => sum + Math.min(s.level, 5) / 5, 0) / need.technologies.length
    : 1;
  const score = Math.round((70 * coverage + (30 * free) / MAX_WORKLOAD) * 10) / 10;
  return { score, matched, missing, freeCapacity: free };
}

type Ranked = Candidate & { spans: AssignmentSpan[]; load: number; availableFrom: string; match?: EmployeeMatch };

export async function listEmployees(p: Platform, query: EmployeeListQuery): Promise<Page<Employee>> {
  if (query.match && query.technologyIds?.length) throw invalid('match', MATCH_AND_TECHNOLOGIES);
  if (query.match && !query.projectId) throw invalid('projectId', MATCH_NEEDS_PROJECT);
  const day = today();
  const need = query.match && query.projectId ? await projectNeeds(p.db, query.projectId) : undefined;
  // With Match Technologies on, the list is ranked by the match score (spec §2, issue 10), in SQL.
  if (need) return matchPage(p.db, query, need, day);
  const people = await staffableCandidates(p.db, query);
  const spans = await spansByEmployee(
    p.db,
    people.map((c) => c.id),
  );
  let ranked: Ranked[] = people.map((c) => {
    const own = spans.get(c.id) ?? [];
    return { ...c, spans: own, load: loadOn(own, day), availableFrom: availableFrom(own, day) };
  });
  if (query.availability === 'available') ranked = ranked.filter((r) => r.load < MAX_WORKLOAD);
  if (query.availability === 'full') ranked = ranked.filter((r) => r.load >= MAX_WORKLOAD);
  const dir = query.sort.direction === 'asc' ? 1 : -1;
  const compare: Record<string, (a: Ranked, b: Ranked) => number> = {
    name: () => 0, // already by name
    workload: (a, b) => a.load - b.load,
    availableFrom: (a, b) => a.availableFrom.localeCompare(b.availableFrom),
    match: () => 0, // no project to rank for: by name
  };
  if (query.sort.key !== 'name') ranked.sort((a, b) => dir * compare[query.sort.key]!(a, b) || 0);
  else if (dir === -1) ranked.reverse();
  const { pageNumber, pageSize } = query;
  const window = ranked.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  return {
    items: await hydrate(p.db, window),
    pageNumber,
    pageSize,
    totalCount: ranked.length,
    hasNextPage: pageNumber * pageSize < ranked.length,
  };
}

/** The page ranked for a project: the order from SQL, the figures and reasons computed exactly for its people. */
async function matchPage(db: Conn, query: EmployeeListQuery, need: ProjectNeeds, day: string): Promise<Page<Employee>> {
  const { ids, total } = await rankedPage(db, query, need, day);
  const [people, spans, skills] = await Promise.all([
    ids.length
      ? db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids))
      : [],
    spansByEmployee(db, ids),
    skillsOf(
      db,
      ids,
      need.technologies.map((t) => t.id),
    ),
  ]);
  const byId = new Map(people.map((c) => [c.id, c]));
  const ranked = ids.map((id): Ranked => {
    const own = spans.get(id) ?? [];
    return {
      ...byId.get(id)!,
      spans: own,
      load: loadOn(own, day),
      availableFrom: availableFrom(own, day),
      match: matchOf(need, skills.get(id) ?? [], own, day),
    };
  });
  const { pageNumber, pageSize } = query;
  return {
    items: await hydrate(db, ranked),
    pageNumber,
    pageSize,
    totalCount: total,
    hasNextPage: pageNumber * pageSize < total,
  };
}

async function hydrate(db: Conn, people: readonly Ranked[]): Promise<Employee[]> {
  const ids = people.map((r) => r.id);
  const skills = await skillsOf(db, ids);
  const assignmentIds = people.flatMap((r) => r.spans.map((s) => s.assignmentId));
  const rows = assignmentIds.length
    ? await db
        .select({
          id: assignments.id,
          projectId: projects.id,
          projectName: projects.name,
          roleId: projectRoles.id,
          roleName: projectRoles.name,
        })
        .from(assignments)
        .innerJoin(projects, eq(projects.id, assignments.projectId))
        .innerJoin(projectRoles, eq(projectRoles.id, assignments.roleId))
        .where(inArray(assignments.id, assignmentIds))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return people.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    technologies: skills.get(r.id) ?? [],
    workload: r.load,
    availableFrom: r.availableFrom,
    fullyAllocated: r.load >= MAX_WORKLOAD,
    assignments: [...r.spans]
      .sort((a, b) => a.deadline.localeCompare(b.deadline))
      .map((s) => {
        const row = byId.get(s.assignmentId)!;
        return {
          id: s.assignmentId,
          project: { id: row.projectId, name: row.projectName },
          role: { id: row.roleId, name: row.roleName },
          workload: s.workload,
          startDate: s.startDate,
          deadline: s.deadline,
        };
      }),
    activeProjects: new Set(r.spans.map((s) => s.projectId)).size,
    ...(r.match ? { match: r.match } : {}),
  }));
}

export async function getEmployee(p: Platform, id: string): Promise<Employee> {
  const [person] = await p.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), staffable));
  if (!person) throw new AppError('NOT_FOUND', { message: EMPLOYEE_NOT_FOUND });
  const own = (await spansByEmployee(p.db, [id])).get(id) ?? [];
  const day = today();
  return (
    await hydrate(p.db, [{ ...person, spans: own, load: loadOn(own, day), availableFrom: availableFrom(own, day) }])
  )[0]!;
}

/** Replaces a person's skills (project managers and admins). A technology newly added must be active. */
export async function setSkills(p: Platform, id: string, input: SkillsInput): Promise<Employee> {
  await p.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), staffable))
      .for('update');
    if (!person) throw new AppError('NOT_FOUND', { message: EMPLOYEE_NOT_FOUND });
    const wanted = input.skills.map((s) => s.technologyId);
    const [found, kept] = await Promise.all([
      wanted.length
        ? tx
            .select({ id: technologies.id, status: technologies.status })
            .from(technologies)
            .where(inArray(technologies.id, wanted))
        : Promise.resolve([]),
      tx.select({ id: employeeSkills.technologyId }).from(employeeSkills).where(eq(employeeSkills.userId, id)),
    ]);
    const status = new Map(found.map((f) => [f.id, f.status]));
    const had = new Set(kept.map((k) => k.id));
    wanted.forEach((techId, i) => {
      if (!status.has(techId)) throw invalid(`skills.${i}.technologyId`, 'Technology not found');
      if (status.get(techId) === 'inactive' && !had.has(techId))
        throw invalid(`skills.${i}.technologyId`, 'Inactive technologies cannot be added');
    });
    await tx.delete(employeeSkills).where(eq(employeeSkills.userId, id));
    if (input.skills.length)
      await tx
        .insert(employeeSkills)
        .values(input.skills.map((s) => ({ userId: id, technologyId: s.technologyId, level: s.level })));
  });
  return getEmployee(p, id);
}
