import {
  CAPACITY_WEEKS,
  type CapacityPage,
  type CapacityQuery,
  type ProjectManagerDashboard,
} from '@talentpath/contracts/staffing';
import { MAX_WORKLOAD } from '@talentpath/contracts/workforce-messages';
import type { Platform } from '../../platform/context.ts';
import * as dashboardRepo from './dashboard.repository.ts';
import { candidates, namePage, staffable } from './employees.repository.ts';
import { freeWithin, peaksWithin as peaks, spansByEmployee } from './spans.repository.ts';
import { addDays, mondayOf, today } from '@talentpath/contracts/calendar-days';
import { availableFrom, loadOn, peakLoad } from '@talentpath/contracts/workload';

/**
 * GET /capacity: each person's highest daily total in each of the next weeks, from this week's Monday. One page
 * of people by name, paged in SQL; only their spans are read.
 */
export async function capacity(p: Platform, query: CapacityQuery): Promise<CapacityPage> {
  const page = await namePage(p.db, query, query.sort.direction);
  const spans = await spansByEmployee(
    p.db,
    page.items.map((c) => c.id),
  );
  const weekStarts = Array.from({ length: CAPACITY_WEEKS }, (_, i) => addDays(mondayOf(today()), 7 * i));
  return {
    weekStarts,
    ...page,
    items: page.items.map((c) => ({
      employee: c,
      weeks: weekStarts.map((monday) => peakLoad(spans.get(c.id) ?? [], monday, addDays(monday, 6))),
    })),
  };
}

/**
 * A condition on `users.id` for another module's list query (global search, ADR 0062): the person has free
 * capacity on every day from `from` to `to` (below 100% each day, the workload cap of spec §5).
 */
export const freeWithinWhere = (from: string, to: string) => freeWithin(from, to, MAX_WORKLOAD);

/** A condition on `users`: the people staffing counts (active, not deleted, holding the Learner role). */
export const staffableWhere = staffable;

/**
 * A subquery of (employee_id, peak): each person's highest daily total from `from` to `to` on active projects, for
 * another module's report (the analytics' bench and demand); people without an assignment there are absent.
 */
export const peaksWithin = (from: string, to: string) => peaks(from, to);

const ALERTS = 10;

/** GET /project-manager/dashboard: the totals and the two alert lists of spec §2. */
export async function dashboard(p: Platform): Promise<ProjectManagerDashboard> {
  const day = today();
  const [counts, techs, overdue, people] = await Promise.all([
    dashboardRepo.projectCounts(p.db, day),
    dashboardRepo.technologyCounts(p.db),
    dashboardRepo.overdueProjects(p.db, day, ALERTS),
    candidates(p.db, {}),
  ]);
  const spans = await spansByEmployee(
    p.db,
    people.map((c) => c.id),
  );
  const full = people.filter((c) => loadOn(spans.get(c.id) ?? [], day) >= MAX_WORKLOAD);
  return {
    projects: {
      total: counts.total,
      active: counts.active,
      completed: counts.total - counts.active,
      overdue: counts.overdue,
    },
    employees: {
      total: people.length,
      onProjects: people.filter((c) => spans.has(c.id)).length,
      fullyAllocated: full.length,
    },
    technologies: { total: techs.total, active: techs.active },
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
