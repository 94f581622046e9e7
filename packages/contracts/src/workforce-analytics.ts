import { z } from 'zod';
import { exportFormat, range, rangeChecked } from './analytics.ts';
import { pageOf, pageQuery, queryNumber } from './paging.ts';
import { TECHNOLOGY_NOT_FOUND } from './technologies.ts';
import { MAX_WORKLOAD } from './workforce-messages.ts';

// The project manager's dashboard (issue 27): how loaded people were and will be, who is on the bench, what the
// active projects require against the skills people have, which projects are at risk, and who learned their way
// into a required technology. Workloads are a day's share of a person (0..100); a week's load is the mean of its
// working days (Monday to Friday) inside the range. Assignments count on the days their project runs: an active
// project's on every day, a completed one's only before today, a cancelled one's never.

const count = z.int().min(0);
const named = z.object({ id: z.uuid(), name: z.string() });
const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
/** A share of people's days, 0..100 (a mean, to one decimal). */
const load = z.number().min(0).max(MAX_WORKLOAD);

/** How many weeks back and ahead the dashboard shows by default. */
export const UTILISATION_WEEKS = 12;

/** GET /project-manager/analytics/utilisation: the range (its weeks, Monday to Sunday, cut to it). */
export const utilisationQuery = z.object(range).superRefine(rangeChecked);
export const utilisationExportQuery = z.object({ ...range, ...exportFormat }).superRefine(rangeChecked);
export type UtilisationExportQuery = z.output<typeof utilisationExportQuery>;

export const utilisationPoint = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  /** Working days of the week inside the range (0 for a weekend cut off alone). */
  workingDays: count,
  /** Staffable people now (the denominator). */
  people: count,
  /** The mean load of every staffable person over the week's working days. */
  utilisation: load,
  /** People-equivalents assigned (the sum of the loads / 100), in all and per project role. */
  assigned: z.number().min(0),
  roles: z.array(z.object({ role: named, assigned: z.number().min(0) })),
  /** People whose mean load in the week is 100 (fully booked) and below 50 (mostly free). */
  full: count,
  underHalf: count,
});
export type UtilisationPoint = z.infer<typeof utilisationPoint>;

export const utilisationSeries = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Today (UTC): the points that start on or after it are a forecast from today's assignments. */
  today: z.iso.date(),
  points: z.array(utilisationPoint),
});
export type UtilisationSeries = z.infer<typeof utilisationSeries>;

export const PERSON_LOAD_SORTS = ['load', 'name'] as const;

/** GET /project-manager/analytics/utilisation/people: the people behind a week's figure, with their load in it. */
export const personLoadQuery = pageQuery({
  sort: PERSON_LOAD_SORTS,
  defaultSort: '-load',
  filters: z.object({
    ...range,
    /** Only those whose load is at least this (100: the fully booked) or below it (`under`). */
    atLeast: queryNumber(z.int().min(0).max(MAX_WORKLOAD)),
    under: queryNumber(z.int().min(1).max(MAX_WORKLOAD)),
  }),
}).superRefine(rangeChecked);

export const personLoad = z.object({ person, load });
export type PersonLoad = z.infer<typeof personLoad>;
export const personLoadPage = pageOf(personLoad);
export type PersonLoadPage = z.infer<typeof personLoadPage>;

// --- The bench: people free enough for the next weeks. ---

export const BENCH_WEEKS_MAX = 26;
export const BENCH_SORTS = ['peak', 'name'] as const;

/**
 * GET /project-manager/analytics/bench: staffable people whose daily load stays below `below` percent on every day of
 * the next `weeks` weeks (from today), least loaded first by default.
 */
export const benchQuery = pageQuery({
  sort: BENCH_SORTS,
  defaultSort: 'peak',
  filters: z.object({
    below: queryNumber(z.int().min(1).max(MAX_WORKLOAD)),
    weeks: queryNumber(z.int().min(1).max(BENCH_WEEKS_MAX)),
  }),
});
export const BENCH_BELOW_DEFAULT = 50;
export const BENCH_WEEKS_DEFAULT = 4;

export const benchPerson = z.object({
  person,
  /** Their highest daily load in the weeks. */
  peak: load,
  /** Their load today. */
  today: load,
  /** The technologies they have (effective skills), highest level first. */
  technologies: z.array(named.extend({ level: z.int().min(1).max(5) })),
});
export type BenchPerson = z.infer<typeof benchPerson>;
export const benchPage = pageOf(benchPerson).extend({ from: z.iso.date(), to: z.iso.date() });
export type BenchPage = z.infer<typeof benchPage>;

// --- Demand and supply per technology. ---

export const DEMAND_SORTS = ['gap', 'projects', 'people', 'name'] as const;

/**
 * GET /project-manager/analytics/demand: every technology an active project requires — how many active projects
 * require it, how many staffable people have it (and how many of them evidence backs), and how many of those are free
 * (below 100% on every day of the next DEMAND_FREE_WEEKS weeks); the biggest gap (projects less free people) first
 * by default.
 */
export const demandQuery = pageQuery({ sort: DEMAND_SORTS, defaultSort: '-gap' });
export const demandExportQuery = demandQuery.omit({ pageNumber: true, pageSize: true }).extend(exportFormat);
export type DemandExportQuery = z.output<typeof demandExportQuery>;
/** The weeks ahead "free" looks at. */
export const DEMAND_FREE_WEEKS = 4;

export const technologyDemand = z.object({
  technology: named,
  /** Active projects that require it. */
  projects: count,
  /** Staffable people with the skill (any level). */
  people: count,
  /** Of them, those whose level evidence backs. */
  verified: count,
  /** Of them, those below 100% on every day of the next DEMAND_FREE_WEEKS weeks. */
  free: count,
});
export type TechnologyDemand = z.infer<typeof technologyDemand>;
export const demandPage = pageOf(technologyDemand);
export type DemandPage = z.infer<typeof demandPage>;

// --- Projects at risk. ---

export const PROJECT_RISKS = ['overdue', 'understaffed', 'starting-understaffed'] as const;
export type ProjectRisk = (typeof PROJECT_RISKS)[number];
/** Days ahead in which an understaffed project's start makes it `starting-understaffed`. */
export const STARTING_SOON_DAYS = 14;

/** GET /project-manager/analytics/projects-at-risk: active projects past their deadline or with open role slots. */
export const projectsAtRiskQuery = pageQuery({ sort: ['deadline', 'openSlots', 'name'], defaultSort: 'deadline' });

export const projectAtRisk = z.object({
  project: named.extend({ status: z.string(), startDate: z.iso.date(), deadline: z.iso.date() }),
  manager: named.nullable(),
  /** Why: past its deadline; role slots unfilled; and unfilled while starting within STARTING_SOON_DAYS days. */
  risks: z.array(z.enum(PROJECT_RISKS)),
  /** People the roles need in all, and the slots no one fills. */
  slots: count,
  openSlots: count,
  /** Days past the deadline (0 when not overdue). */
  daysOverdue: count,
});
export type ProjectAtRisk = z.infer<typeof projectAtRisk>;
export const projectsAtRiskPage = pageOf(projectAtRisk);
export type ProjectsAtRiskPage = z.infer<typeof projectsAtRiskPage>;

// --- Learning into staffing. ---

/**
 * GET /project-manager/analytics/learning-to-staffing: people whose first evidence of a technology an active project
 * requires came from a course they completed (the course's skill claim) in the range's days, newest first.
 */
export const learningToStaffingQuery = pageQuery({
  sort: ['at', 'name'],
  defaultSort: '-at',
  filters: z.object({
    ...range,
    technologyId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: TECHNOLOGY_NOT_FOUND }).optional()),
  }),
}).superRefine(rangeChecked);
export const learningToStaffingExportQuery = z.object({ ...range, ...exportFormat }).superRefine(rangeChecked);
export type LearningToStaffingExportQuery = z.output<typeof learningToStaffingExportQuery>;

export const learnedSkill = z.object({
  person,
  technology: named,
  /** The level the course gave. */
  level: z.int().min(1).max(5),
  /** The course, by its title when the claim was made (null id: deleted since). */
  course: z.object({ id: z.uuid().nullable(), title: z.string() }),
  at: z.iso.datetime(),
  /** Active projects that require the technology now. */
  projects: count,
  /** Their load today. */
  load,
});
export type LearnedSkill = z.infer<typeof learnedSkill>;
/** The page, and the people and technologies of the whole range (one person counts once). */
export const learningToStaffingPage = pageOf(learnedSkill).extend({ people: count, technologies: count });
export type LearningToStaffingPage = z.infer<typeof learningToStaffingPage>;
