import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { ACTIVE_PROJECT_STATUSES } from '@talentpath/contracts/projects';
import {
  CAPACITY_WEEKS,
  type CapacityPage,
  type CapacityQuery,
  type ProjectManagerDashboard,
} from '@talentpath/contracts/staffing';
import { MAX_WORKLOAD } from '@talentpath/contracts/workforce-messages';
import type { Platform } from '../../platform/context.ts';
import { projects } from '../../db/schema/projects.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { users } from '../../db/schema/users.ts';
import { staffableCandidates } from './employees.service.ts';
import { spansByEmployee } from './spans.repository.ts';
import { addDays, mondayOf, today } from '@talentpath/contracts/calendar-days';
import { availableFrom, loadOn, peakLoad } from '@talentpath/contracts/workload';

/** GET /capacity: each person's highest daily total in each of the next weeks, from this week's Monday. */
export async function capacity(p: Platform, query: CapacityQuery): Promise<CapacityPage> {
  const people = await staffableCandidates(p.db, query);
  if (query.sort.direction === 'desc') people.reverse();
  const { pageNumber, pageSize } = query;
  const page = people.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  const spans = await spansByEmployee(
    p.db,
    page.map((c) => c.id),
  );
  const weekStarts = Array.from({ length: CAPACITY_WEEKS }, (_, i) => addDays(mondayOf(today()), 7 * i));
  return {
    weekStarts,
    items: page.map((c) => ({
      employee: c,
      weeks: weekStarts.map((monday) => peakLoad(spans.get(c.id) ?? [], monday, addDays(monday, 6))),
    })),
    pageNumber,
    pageSize,
    totalCount: people.length,
    hasNextPage: pageNumber * pageSize < people.length,
  };
}

const ALERTS = 10;

/** GET /project-manager/dashboard: the totals and the two alert lists of spec §2. */
export async function dashboard(p: Platform): Promise<ProjectManagerDashboard> {
  const day = today();
  const active = inArray(projects.status, [...ACTIVE_PROJECT_STATUSES]);
  const overdueWhere = and(active, lt(projects.deadline, day));
  const [[counts], [techs], overdue, people] = await Promise.all([
    p.db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${overdueWhere})`.mapWith(Number),
      })
      .from(projects),
    p.db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${technologies.status} = 'active')`.mapWith(Number),
      })
      .from(technologies),
    p.db
      .select({
        id: projects.id,
        name: projects.name,
        deadline: projects.deadline,
        managerId: users.id,
        managerName: users.name,
      })
      .from(projects)
      .leftJoin(users, eq(users.id, projects.managerId))
      .where(overdueWhere)
      .orderBy(projects.deadline)
      .limit(ALERTS),
    staffableCandidates(p.db, {}),
  ]);
  const spans = await spansByEmployee(
    p.db,
    people.map((c) => c.id),
  );
  const full = people.filter((c) => loadOn(spans.get(c.id) ?? [], day) >= MAX_WORKLOAD);
  return {
    projects: {
      total: counts!.total,
      active: counts!.active,
      completed: counts!.total - counts!.active,
      overdue: counts!.overdue,
    },
    employees: {
      total: people.length,
      onProjects: people.filter((c) => spans.has(c.id)).length,
      fullyAllocated: full.length,
    },
    technologies: { total: techs!.total, active: techs!.active },
    fullyAllocated: full
      .slice(0, ALERTS)
      .map((c) => ({ id: c.id, name: c.name, availableFrom: availableFrom(spans.get(c.id)!, day) })),
    overdueProjects: overdue.map((o) => ({
      id: o.id,
      name: o.name,
      deadline: o.deadline,
      manager: o.managerId ? { id: o.managerId, name: o.managerName ?? '' } : null,
    })),
  };
}
