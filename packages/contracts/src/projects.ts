import { z } from 'zod';
import { idParams } from './catalog-fields.ts';
import { pageOf, pageQuery, queryEnum, queryText } from './paging.ts';
import { plainText } from './text.ts';
import {
  DEADLINE_AFTER_START,
  DEADLINE_INVALID,
  DEADLINE_REQUIRED,
  DUPLICATE_ROLE,
  DUPLICATE_TECHNOLOGY,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_DESCRIPTION_TOO_LONG,
  PROJECT_NAME_REQUIRED,
  PROJECT_ROLES_MAX,
  PROJECT_TECHNOLOGIES_MAX,
  ROLE_COUNT_INVALID,
  ROLE_COUNT_MAX,
  SHORT_DESCRIPTION_MAX,
  SHORT_DESCRIPTION_TOO_LONG,
  START_DATE_INVALID,
  START_DATE_REQUIRED,
} from './workforce-messages.ts';

// Projects (spec §3 Project, §4 Project statuses, §5): managed by project managers; a project's own manager
// edits, deletes and staffs it, every project manager reads every project (staffing needs the whole picture).

export const PROJECT_NOT_FOUND = 'Project not found';
export const PROJECT_NOTHING_TO_CHANGE = 'Give at least one field to change';

/**
 * The statuses and the moves between them (ADR 0030). The spec's filter groups them: planned, in progress and
 * on hold are "active" (they hold people's capacity); completed and cancelled are "completed" (they do not, and
 * they are final: reopening one would have to re-check every team member's capacity, so a new project is made).
 */
export const PROJECT_STATUSES = ['planned', 'in-progress', 'on-hold', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_GROUPS = ['active', 'completed'] as const;
export type ProjectStatusGroup = (typeof PROJECT_STATUS_GROUPS)[number];
export const ACTIVE_PROJECT_STATUSES = [
  'planned',
  'in-progress',
  'on-hold',
] as const satisfies readonly ProjectStatus[];
export const statusGroupOf = (status: ProjectStatus): ProjectStatusGroup =>
  (ACTIVE_PROJECT_STATUSES as readonly ProjectStatus[]).includes(status) ? 'active' : 'completed';
export const PROJECT_TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  planned: ['in-progress', 'on-hold', 'cancelled'],
  'in-progress': ['on-hold', 'completed', 'cancelled'],
  'on-hold': ['in-progress', 'cancelled'],
  completed: [],
  cancelled: [],
};
export const mayMoveProject = (from: ProjectStatus, to: ProjectStatus) =>
  from === to || PROJECT_TRANSITIONS[from].includes(to);
export const projectTransitionRefused = (from: ProjectStatus, to: ProjectStatus) =>
  `A ${from} project cannot be moved to ${to}`;

export const projectStatus = z.enum(PROJECT_STATUSES, {
  error: `Status must be one of: ${PROJECT_STATUSES.join(', ')}`,
});

export const projectIdParams = idParams(PROJECT_NOT_FOUND);

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
const day = (required: string, invalid: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .trim()
    .min(1, { error: required, abort: true })
    .pipe(z.iso.date({ error: invalid }));

const projectName = z
  .string({ error: PROJECT_NAME_REQUIRED })
  .trim()
  .min(1, { error: PROJECT_NAME_REQUIRED, abort: true })
  .max(120, 'Project name must be at most 120 characters')
  .check(plainText('Project name contains characters that are not allowed', 'single'));
const shortDescription = z
  .string({ error: 'Short description must be text' })
  .trim()
  .max(SHORT_DESCRIPTION_MAX, SHORT_DESCRIPTION_TOO_LONG)
  .check(plainText('Short description contains characters that are not allowed', 'single'));
const description = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(PROJECT_DESCRIPTION_MAX, PROJECT_DESCRIPTION_TOO_LONG)
  .check(plainText('Description contains characters that are not allowed', 'multi'));
const technologyIds = z
  .array(z.uuid({ error: 'Technology not found' }), { error: 'Technologies must be a list' })
  .max(PROJECT_TECHNOLOGIES_MAX, `At most ${PROJECT_TECHNOLOGIES_MAX} technologies`)
  .refine((ids) => new Set(ids).size === ids.length, { error: DUPLICATE_TECHNOLOGY });
const roleNeed = z.object({
  roleId: z.uuid({ error: 'Role not found' }),
  count: z.int({ error: ROLE_COUNT_INVALID }).min(1, ROLE_COUNT_INVALID).max(ROLE_COUNT_MAX, ROLE_COUNT_INVALID),
});
const roleNeeds = z
  .array(roleNeed, { error: 'Roles must be a list' })
  .max(PROJECT_ROLES_MAX, `At most ${PROJECT_ROLES_MAX} roles`)
  .refine((needs) => new Set(needs.map((n) => n.roleId)).size === needs.length, { error: DUPLICATE_ROLE });

const deadlineAfterStart = (v: { startDate?: string; deadline?: string }) =>
  v.startDate === undefined || v.deadline === undefined || v.deadline > v.startDate;

/** POST /projects: a new project is planned unless said otherwise; it belongs to the manager who makes it. */
export const projectInput = z
  .object({
    name: projectName,
    status: projectStatus.default('planned'),
    startDate: day(START_DATE_REQUIRED, START_DATE_INVALID),
    deadline: day(DEADLINE_REQUIRED, DEADLINE_INVALID),
    shortDescription: shortDescription.default(''),
    description: description.default(''),
    technologyIds: technologyIds.default([]),
    roles: roleNeeds.default([]),
    /** Staffing counts only verified skills (a course, an assessment, a certificate, a delivered project). */
    requireVerifiedSkills: z.boolean({ error: 'Require verified skills must be true or false' }).default(false),
  })
  .refine(deadlineAfterStart, { error: DEADLINE_AFTER_START, path: ['deadline'] });
export type ProjectInput = z.input<typeof projectInput>;
export type ProjectFields = z.output<typeof projectInput>;

/**
 * PUT /projects/{id}: any of the fields; lists replace the whole list. Moving the dates re-checks every team
 * member's capacity (409 WORKLOAD_EXCEEDED); the deadline is compared with the stored start date when only one
 * is sent.
 */
export const projectUpdate = z
  .object({
    name: projectName.optional(),
    status: projectStatus.optional(),
    startDate: day(START_DATE_REQUIRED, START_DATE_INVALID).optional(),
    deadline: day(DEADLINE_REQUIRED, DEADLINE_INVALID).optional(),
    shortDescription: shortDescription.optional(),
    description: description.optional(),
    technologyIds: technologyIds.optional(),
    roles: roleNeeds.optional(),
    requireVerifiedSkills: z.boolean({ error: 'Require verified skills must be true or false' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: PROJECT_NOTHING_TO_CHANGE })
  .refine(deadlineAfterStart, { error: DEADLINE_AFTER_START, path: ['deadline'] });
export type ProjectUpdate = z.input<typeof projectUpdate>;
export type ProjectChanges = z.output<typeof projectUpdate>;

const named = z.object({ id: z.uuid(), name: z.string() });

export const teamMember = z.object({
  assignmentId: z.uuid(),
  employee: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  role: named,
  workload: z.int(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const project = z.object({
  id: z.uuid(),
  name: z.string(),
  status: projectStatus,
  statusGroup: z.enum(PROJECT_STATUS_GROUPS),
  startDate: z.iso.date(),
  deadline: z.iso.date(),
  /** Past its deadline and still active (not completed or cancelled). */
  overdue: z.boolean(),
  shortDescription: z.string(),
  description: z.string(),
  manager: named.nullable(),
  technologies: z.array(named),
  requireVerifiedSkills: z.boolean(),
  /** Each required role with how many people it needs and how many hold it now. */
  roles: z.array(named.extend({ count: z.int(), filled: z.int() })),
  team: z.array(teamMember),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Project = z.infer<typeof project>;

export const PROJECT_SORTS = ['name', 'deadline', 'startDate', 'createdAt', 'status'] as const;
export const projectListQuery = pageQuery({
  sort: PROJECT_SORTS,
  defaultSort: 'name',
  filters: z.object({
    searchTerm: queryText('Search term', 100),
    /** The spec's filter: all (not sent), active, completed. */
    group: queryEnum(PROJECT_STATUS_GROUPS, 'Group'),
    status: queryEnum(PROJECT_STATUSES, 'Status'),
    /** Only the caller's own projects. */
    mine: queryEnum(['true', 'false'] as const, 'Mine'),
  }),
});
export type ProjectListQuery = z.output<typeof projectListQuery>;
export const projectPage = pageOf(project);
