import { addDays, today as todayOf } from '@talentpath/contracts/calendar-days';
import {
  BENCH_BELOW_DEFAULT,
  BENCH_WEEKS_DEFAULT,
  type BenchPage,
  DEMAND_FREE_WEEKS,
  type DemandPage,
  type LearningToStaffingPage,
  type PersonLoadPage,
  type ProjectRisk,
  type ProjectsAtRiskPage,
  STARTING_SOON_DAYS,
  type UtilisationSeries,
  type benchQuery,
  type demandQuery,
  type learningToStaffingQuery,
  type personLoadQuery,
  type projectsAtRiskQuery,
  type utilisationQuery,
} from '@talentpath/contracts/workforce-analytics';
import type { z } from 'zod';
import type { Platform } from '../../platform/context.ts';
import { intervalsOf } from './active-days.ts';
import * as repo from './workforce.repository.ts';

// The project manager's dashboard (issue 27): load over weeks past and ahead, the bench, demand and supply per
// technology, projects at risk, and skills learned into staffing. Each figure has the list behind it.

/** To one decimal, as the dashboard shows a share. */
const tenths = (n: number) => Math.round(n * 10) / 10;
/** Working days (Monday to Friday) from `start` to `end`, both in one week. */
const workingDays = (start: string, end: string) => {
  let n = 0;
  for (let day = start; day <= end; day = addDays(day, 1)) if (new Date(`${day}T00:00:00Z`).getUTCDay() % 6 !== 0) n++;
  return n;
};

/** A day as a whole number (days since 1970-01-01, UTC): the weeks' arithmetic. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * GET /project-manager/analytics/utilisation: each week's mean load, people-equivalents per role, full and free.
 * Each span's working days in each week it touches (Monday to Friday, inside the range) weigh its workload; a
 * person's week is their weighted sum over the week's working days, capped at 100.
 */
export async function utilisation(p: Platform, range: z.infer<typeof utilisationQuery>): Promise<UtilisationSeries> {
  const today = todayOf();
  const [spans, people] = await Promise.all([repo.spansIn(p.db, range, today), repo.staffableCount(p.db)]);
  const weeks = intervalsOf(range.from, range.to, 'week');
  const first = dayNumber(weeks[0]?.bucket ?? range.from);
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  /** Working days of week i inside the range. */
  const days = weeks.map((_, i) => Math.max(0, Math.min(first + 7 * i + 4, to) - Math.max(first + 7 * i, from) + 1));
  const perPerson = new Map<string, Float64Array>();
  const perRole = new Map<string, { name: string; sums: Float64Array }>();
  for (const span of spans) {
    const s = dayNumber(span.s);
    const e = dayNumber(span.e);
    const person = perPerson.get(span.employee_id) ?? new Float64Array(weeks.length);
    perPerson.set(span.employee_id, person);
    const role = perRole.get(span.role_id) ?? { name: span.role_name, sums: new Float64Array(weeks.length) };
    perRole.set(span.role_id, role);
    const firstWeek = Math.max(0, Math.floor((s - first) / 7));
    const lastWeek = Math.min(weeks.length - 1, Math.floor((e - first) / 7));
    for (let i = firstWeek; i <= lastWeek; i++) {
      const monday = first + 7 * i;
      const worked = Math.min(e, monday + 4, to) - Math.max(s, monday, from) + 1;
      if (worked <= 0) continue;
      person[i]! += span.workload * worked;
      role.sums[i]! += span.workload * worked;
    }
  }
  const roles = [...perRole.entries()].sort(
    ([aId, a], [bId, b]) => a.name.localeCompare(b.name, 'en') || aId.localeCompare(bId),
  );
  const points = weeks.map(({ start, end }, i) => {
    let total = 0;
    let full = 0;
    let half = 0;
    if (days[i]! > 0)
      for (const sums of perPerson.values()) {
        const load = sums[i]! / days[i]!;
        total += Math.min(100, load);
        if (load >= 100) full++;
        if (load >= 50) half++;
      }
    return {
      start,
      end,
      workingDays: workingDays(start, end),
      people,
      utilisation: people ? tenths(total / people) : 0,
      assigned: tenths(total / 100),
      roles: roles
        .filter(([, role]) => days[i]! > 0 && role.sums[i]! > 0)
        .map(([id, role]) => ({ role: { id, name: role.name }, assigned: tenths(role.sums[i]! / days[i]! / 100) })),
      full,
      underHalf: Math.max(0, people - half),
    };
  });
  return { from: range.from, to: range.to, today, points };
}

/** GET /project-manager/analytics/utilisation/people: the people of a week (any range), with their mean load. */
export async function personLoads(p: Platform, query: z.infer<typeof personLoadQuery>): Promise<PersonLoadPage> {
  const page = await repo.personLoadPage(p.db, query, todayOf(), query);
  return {
    ...page,
    items: page.items.map(({ id, name, email, load }) => ({ person: { id, name, email }, load: tenths(load) })),
  };
}

/** GET /project-manager/analytics/bench: people below a load on every day of the next weeks. */
export async function bench(p: Platform, query: z.infer<typeof benchQuery>): Promise<BenchPage> {
  const from = todayOf();
  const to = addDays(from, 7 * (query.weeks ?? BENCH_WEEKS_DEFAULT) - 1);
  const page = await repo.benchPage(p.db, { from, to }, query.below ?? BENCH_BELOW_DEFAULT, query);
  const ids = page.items.map((item) => item.id);
  const [loads, skills] = await Promise.all([repo.loadsToday(p.db, ids, from), repo.skillsOf(p.db, ids)]);
  return {
    ...page,
    from,
    to,
    items: page.items.map(({ id, name, email, peak }) => ({
      person: { id, name, email },
      peak,
      today: loads.get(id) ?? 0,
      technologies: skills.get(id) ?? [],
    })),
  };
}

/** The days "free" looks at: the next DEMAND_FREE_WEEKS weeks from today. */
export const freeWindow = () => {
  const from = todayOf();
  return { from, to: addDays(from, 7 * DEMAND_FREE_WEEKS - 1) };
};

/** GET /project-manager/analytics/demand: per required technology, the projects and the people. */
export async function demand(p: Platform, query: z.infer<typeof demandQuery>): Promise<DemandPage> {
  const page = await repo.demandPage(p.db, freeWindow(), query);
  return {
    ...page,
    items: page.items.map(({ id, name, ...figures }) => ({ technology: { id, name }, ...figures })),
  };
}

/** GET /project-manager/analytics/projects-at-risk. */
export async function projectsAtRisk(
  p: Platform,
  query: z.infer<typeof projectsAtRiskQuery>,
): Promise<ProjectsAtRiskPage> {
  const today = todayOf();
  const soon = addDays(today, STARTING_SOON_DAYS);
  const page = await repo.projectsAtRiskPage(p.db, today, query);
  return {
    ...page,
    items: page.items.map((row) => {
      const daysOverdue =
        row.deadline < today ? Math.round((Date.parse(today) - Date.parse(row.deadline)) / 86_400_000) : 0;
      const risks: ProjectRisk[] = [];
      if (daysOverdue > 0) risks.push('overdue');
      if (row.openSlots > 0) risks.push('understaffed');
      if (row.openSlots > 0 && row.startDate >= today && row.startDate <= soon) risks.push('starting-understaffed');
      return {
        project: { id: row.id, name: row.name, status: row.status, startDate: row.startDate, deadline: row.deadline },
        manager: row.managerId === null ? null : { id: row.managerId, name: row.managerName ?? '' },
        risks,
        slots: row.slots,
        openSlots: row.openSlots,
        daysOverdue,
      };
    }),
  };
}

/** GET /project-manager/analytics/learning-to-staffing. */
export async function learningToStaffing(
  p: Platform,
  query: z.infer<typeof learningToStaffingQuery>,
): Promise<LearningToStaffingPage> {
  const page = await repo.learnedPage(p.db, query, query);
  const loads = await repo.loadsToday(p.db, [...new Set(page.items.map((item) => item.userId))], todayOf());
  return {
    ...page,
    items: page.items.map((row) => ({
      person: { id: row.userId, name: row.name, email: row.email },
      technology: { id: row.technologyId, name: row.technologyName },
      level: row.level,
      course: { id: row.courseId, title: row.courseTitle },
      at: row.at.toISOString(),
      projects: row.projects,
      load: loads.get(row.userId) ?? 0,
    })),
  };
}
