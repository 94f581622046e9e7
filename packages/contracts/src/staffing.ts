import { z } from 'zod';
import { idParams } from './catalog-fields.ts';
import { pageOf, pageQuery, queryBoolean, queryEnum, queryIdList, queryNumber, queryText } from './paging.ts';
import { PROJECT_STATUS_GROUPS, projectStatus } from './projects.ts';
import { SKILL_BASES } from './skills.ts';
import { MAX_WORKLOAD, SKILL_LEVEL_MAX, SKILL_LEVEL_MIN, WORKLOAD_INVALID } from './workforce-messages.ts';

// Staffing (spec §2 employee assignment, §3 Employee and Assignment, §4 Employee availability, §5): who is on
// which project in which role at what share of their time, never more than 100% on any day.

export const ASSIGNMENT_NOT_FOUND = 'Assignment not found';
export const EMPLOYEE_NOT_FOUND = 'Employee not found';
export const assignmentIdParams = idParams(ASSIGNMENT_NOT_FOUND);
export const employeeIdParams = idParams(EMPLOYEE_NOT_FOUND);

const workload = z.int({ error: WORKLOAD_INVALID }).min(1, WORKLOAD_INVALID).max(MAX_WORKLOAD, WORKLOAD_INVALID);

/** POST /projects/{id}/assignments. 409 WORKLOAD_EXCEEDED or DUPLICATE_ASSIGNMENT when refused. */
export const assignmentInput = z.object({
  employeeId: z.uuid({ error: 'Employee not found' }),
  roleId: z.uuid({ error: 'Role not found' }),
  workload,
});
export type AssignmentInput = z.input<typeof assignmentInput>;

/** PUT /assignments/{id}: a new workload (the role is the assignment: change it by removing and assigning). */
export const assignmentUpdate = z.object({ workload });
export type AssignmentUpdate = z.input<typeof assignmentUpdate>;

const named = z.object({ id: z.uuid(), name: z.string() });

export const assignment = z.object({
  id: z.uuid(),
  project: named.extend({ status: projectStatus, startDate: z.iso.date(), deadline: z.iso.date() }),
  employee: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  role: named,
  workload: z.int(),
  createdAt: z.iso.datetime(),
});
export type Assignment = z.infer<typeof assignment>;
export const assignmentList = z.object({ items: z.array(assignment) });

// --- Employees: the people who can be staffed (active users holding the Learner role). ---

/**
 * A person's skill as staffing reads it (ADR 0059): the effective level, the highest level evidence verifies (null:
 * none), and what the level rests on — evidence, a manager's rating, or the person's own word.
 */
export const skill = named.extend({
  level: z.int().min(SKILL_LEVEL_MIN).max(SKILL_LEVEL_MAX),
  verifiedLevel: z.int().min(SKILL_LEVEL_MIN).max(SKILL_LEVEL_MAX).nullable(),
  basis: z.enum(SKILL_BASES),
});
export type Skill = z.infer<typeof skill>;

/** Why an employee ranks where they do for a project (Match Technologies on). */
export const employeeMatch = z.object({
  /** 0..100: skill coverage of the project's technologies weighted by level, and free capacity in its dates. */
  score: z.number().min(0).max(100),
  matched: z.array(skill),
  missing: z.array(named),
  /** 0..100: the most that can still be given to this person on every day of the project's remaining dates. */
  freeCapacity: z.int().min(0).max(MAX_WORKLOAD),
});
export type EmployeeMatch = z.infer<typeof employeeMatch>;

export const employee = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  technologies: z.array(skill),
  /** Today's total workload, 0..100. */
  workload: z.int().min(0),
  /** The first day (today or later) their workload is below 100%: the day they can take more work. */
  availableFrom: z.iso.date(),
  /** At 100% today. */
  fullyAllocated: z.boolean(),
  /** Their assignments on active projects. */
  assignments: z.array(
    z.object({
      id: z.uuid(),
      project: named,
      role: named,
      workload: z.int(),
      startDate: z.iso.date(),
      deadline: z.iso.date(),
    }),
  ),
  activeProjects: z.int().min(0),
  /** Present when the list was ranked for a project. */
  match: employeeMatch.optional(),
});
export type Employee = z.infer<typeof employee>;

export const EMPLOYEE_AVAILABILITY = ['available', 'full'] as const;
export const employeeListQuery = pageQuery({
  sort: ['name', 'workload', 'availableFrom', 'match'],
  defaultSort: 'name',
  filters: z.object({
    /** Name, e-mail, id, or the name of a role they hold. */
    searchTerm: queryText('Search term', 100),
    /** Spec: available only / fully allocated (today); 'all' is the filter not sent. */
    availability: queryEnum(EMPLOYEE_AVAILABILITY, 'Availability'),
    /** Custom technology filter: people with every one of these. Not together with `match`. */
    technologyIds: queryIdList('Technologies'),
    /** The project the list is for: with match=true, ranked by match score (sort=match is then the default). */
    projectId: z.preprocess(
      (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
      z.uuid({ error: 'Project not found' }).optional(),
    ),
    match: queryBoolean('Match'),
  }),
});
export type EmployeeListQuery = z.output<typeof employeeListQuery>;
export const employeePage = pageOf(employee);
export const MATCH_AND_TECHNOLOGIES = 'Match Technologies and a custom technology filter cannot be used together';
export const MATCH_NEEDS_PROJECT = 'Please select a project first before selecting employees';

// --- Suggest a team: fill a project's open role slots with the best feasible people. ---

export const teamSuggestionQuery = z.object({
  /** The share of time each proposed person gives the project. */
  workload: queryNumber(
    z.int({ error: WORKLOAD_INVALID }).min(1, WORKLOAD_INVALID).max(MAX_WORKLOAD, WORKLOAD_INVALID),
  ),
});
export const teamSuggestion = z.object({
  workload: z.int(),
  slots: z.array(
    z.object({
      role: named,
      /** null: nobody feasible is left for this slot. */
      employee: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
      match: employeeMatch.nullable(),
    }),
  ),
  /** Required technologies the proposal covers, and those nobody proposed (or on the team) has. */
  covered: z.array(named),
  uncovered: z.array(named),
  /** Open slots in all, and how many the proposal fills. */
  open: z.int(),
  filled: z.int(),
});
export type TeamSuggestion = z.infer<typeof teamSuggestion>;

/** POST /projects/{id}/team-suggestion: accept a proposal (as suggested or edited): all assigned, or none. */
export const acceptTeamInput = z.object({
  assignments: z
    .array(
      z.object({
        employeeId: z.uuid({ error: 'Employee not found' }),
        roleId: z.uuid({ error: 'Role not found' }),
        workload,
      }),
    )
    .min(1, 'Choose at least one person')
    .max(200, 'At most 200 assignments at once'),
});
export type AcceptTeamInput = z.input<typeof acceptTeamInput>;

// --- Capacity: allocation per person per week for the next weeks. ---

export const CAPACITY_WEEKS = 12;
export const capacityQuery = pageQuery({
  sort: ['name'],
  defaultSort: 'name',
  filters: z.object({
    searchTerm: queryText('Search term', 100),
    technologyIds: queryIdList('Technologies'),
  }),
});
export type CapacityQuery = z.output<typeof capacityQuery>;
export const capacityRow = z.object({
  employee: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  /** One per week from this week's Monday: the highest daily total in that week. */
  weeks: z.array(z.int().min(0)),
});
export const capacityPage = pageOf(capacityRow).extend({
  /** The Monday each column starts on. */
  weekStarts: z.array(z.iso.date()),
});
export type CapacityPage = z.infer<typeof capacityPage>;

// --- The learner's own projects. ---

export const learnerProject = z.object({
  assignmentId: z.uuid(),
  project: named.extend({
    status: projectStatus,
    statusGroup: z.enum(PROJECT_STATUS_GROUPS),
    startDate: z.iso.date(),
    deadline: z.iso.date(),
    shortDescription: z.string(),
    manager: named.nullable(),
  }),
  role: named,
  workload: z.int(),
  teammates: z.array(z.object({ id: z.uuid(), name: z.string(), role: named })),
});
export const learnerProjectList = z.object({ items: z.array(learnerProject), workload: z.int() });
export type LearnerProject = z.infer<typeof learnerProject>;

// --- The project manager's dashboard. ---

export const projectManagerDashboard = z.object({
  projects: z.object({ total: z.int(), active: z.int(), completed: z.int(), overdue: z.int() }),
  employees: z.object({ total: z.int(), onProjects: z.int(), fullyAllocated: z.int() }),
  technologies: z.object({ total: z.int(), active: z.int() }),
  /** Alerts: employees at 100% today, projects past their deadline (each list at most 10, the counts above). */
  fullyAllocated: z.array(z.object({ id: z.uuid(), name: z.string(), availableFrom: z.iso.date() })),
  overdueProjects: z.array(named.extend({ deadline: z.iso.date(), manager: named.nullable() })),
});
export type ProjectManagerDashboard = z.infer<typeof projectManagerDashboard>;

// --- Skills: a person's technologies at a level (set by project managers and admins; later, verified by courses). ---

export const skillsInput = z.object({
  skills: z
    .array(
      z.object({
        technologyId: z.uuid({ error: 'Technology not found' }),
        level: z
          .int({ error: `Level must be a whole number between ${SKILL_LEVEL_MIN} and ${SKILL_LEVEL_MAX}` })
          .min(SKILL_LEVEL_MIN, `Level must be a whole number between ${SKILL_LEVEL_MIN} and ${SKILL_LEVEL_MAX}`)
          .max(SKILL_LEVEL_MAX, `Level must be a whole number between ${SKILL_LEVEL_MIN} and ${SKILL_LEVEL_MAX}`),
      }),
    )
    .max(100, 'At most 100 skills')
    .refine((s) => new Set(s.map((x) => x.technologyId)).size === s.length, {
      error: 'Each technology may be listed only once',
    }),
});
export type SkillsInput = z.input<typeof skillsInput>;
