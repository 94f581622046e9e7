import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROJECT_STATUSES } from '@talentpath/contracts/projects';
import { users } from './users.ts';
import { technologies } from './technologies.ts';

// Workforce planning (issue 10): projects, the roles people hold on them, people's skills, and assignments.
// Days are `date` columns read as 'YYYY-MM-DD' strings (no time zone: a project runs on calendar days).

/** The roles people hold on projects (Developer, Tester…): one shared list, managed by project managers. */
export const projectRoles = pgTable(
  'project_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_roles_name_key').on(sql`lower(${t.name})`)],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('planned'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Staffing counts only skills evidence verifies (ADR 0059): a rating or a person's own word does not match. */
    requireVerifiedSkills: boolean('require_verified_skills').notNull().default(false),
    /** The project's manager (its creator): edits, deletes and staffs it. Kept as null if the account goes. */
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    /** When `project.overdue` was recorded for the current deadline (moving the deadline clears it). */
    overdueRecordedAt: timestamp('overdue_recorded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_name_idx').on(sql`lower(${t.name})`, t.id),
    index('projects_deadline_idx').on(t.deadline, t.id),
    index('projects_status_idx').on(t.status),
    index('projects_manager_idx').on(t.managerId),
    // Global search (ADR 0062): the words of name and short description, and the name's trigrams.
    index('projects_search_fts_idx')
      .using('gin', sql`to_tsvector('simple', ${t.name} || ' ' || ${t.shortDescription})`)
      .with({ fastupdate: false }),
    index('projects_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`).with({ fastupdate: false }),
    check('projects_status_check', sql.raw(`status in (${PROJECT_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('projects_dates_check', sql`${t.deadline} > ${t.startDate}`),
  ],
);

/** The technologies a project requires (a technology in use here cannot be deleted: the foreign key restricts). */
export const projectTechnologies = pgTable(
  'project_technologies',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    technologyId: uuid('technology_id')
      .notNull()
      .references(() => technologies.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.technologyId] }),
    index('project_technologies_tech_idx').on(t.technologyId),
  ],
);

/** The roles a project needs, with how many people each. */
export const projectRoleNeeds = pgTable(
  'project_role_needs',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => projectRoles.id, { onDelete: 'restrict' }),
    count: smallint('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.roleId] }),
    index('project_role_needs_role_idx').on(t.roleId),
    check('project_role_needs_count_check', sql`${t.count} between 1 and 50`),
  ],
);

/**
 * Employee + project + role + workload %, over the project's dates. One person may hold several roles on one
 * project (one row each, never the same role twice). The 100% cap is checked by the service under a lock on the
 * person (staffing.service.ts), since it spans rows of several projects.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => projectRoles.id, { onDelete: 'restrict' }),
    workload: integer('workload').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assignments_project_employee_role_key').on(t.projectId, t.employeeId, t.roleId),
    index('assignments_employee_idx').on(t.employeeId),
    index('assignments_role_idx').on(t.roleId),
    check('assignments_workload_check', sql`${t.workload} between 1 and 100`),
  ],
);
