import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACTIVE_PROJECT_STATUSES,
  type Project,
  type ProjectChanges,
  type ProjectListQuery,
  statusGroupOf,
} from '@talentpath/contracts/projects';
import { type Db, readTogether, type Tx } from '../../platform/db.ts';
import { orderByOf, paginate, sortKeys } from '../../platform/paging.ts';
import { containsPattern } from '../../platform/search.ts';
import {
  assignments,
  projectRoleNeeds,
  projectRoles,
  projectTechnologies,
  projects,
} from '../../db/schema/projects.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { users } from '../../db/schema/users.ts';
import { today } from '@talentpath/contracts/calendar-days';

type Conn = Db | Tx;
export type ProjectRow = typeof projects.$inferSelect;

const SORTABLE = {
  name: sql`lower(${projects.name})`,
  deadline: projects.deadline,
  startDate: projects.startDate,
  createdAt: projects.createdAt,
  status: projects.status,
};

const isActive = (status: ProjectRow['status']) => (ACTIVE_PROJECT_STATUSES as readonly string[]).includes(status);
export const isOverdue = (row: Pick<ProjectRow, 'status' | 'deadline'>, day = today()) =>
  isActive(row.status) && row.deadline < day;

/** The list's WHERE: search in the name and short description, group or status, the caller's own. */
function whereOf(query: ProjectListQuery, callerId: string): SQL | undefined {
  const term = query.searchTerm ? containsPattern(query.searchTerm.toLowerCase()) : undefined;
  return and(
    term
      ? or(sql`lower(${projects.name}) like ${term}`, sql`lower(${projects.shortDescription}) like ${term}`)
      : undefined,
    query.group === 'active' ? inArray(projects.status, [...ACTIVE_PROJECT_STATUSES]) : undefined,
    query.group === 'completed' ? inArray(projects.status, ['completed', 'cancelled']) : undefined,
    query.status ? eq(projects.status, query.status) : undefined,
    query.mine === 'true' ? eq(projects.managerId, callerId) : undefined,
  );
}

export async function listPage(db: Db, query: ProjectListQuery, callerId: string) {
  const where = whereOf(query, callerId);
  const page = await paginate(db, query, {
    count: (tx) => tx.$count(projects, where),
    items: (tx, { limit, offset }) =>
      tx
        .select()
        .from(projects)
        .where(where)
        .orderBy(...orderByOf(sortKeys(query.sort, SORTABLE, projects.id)))
        .limit(limit)
        .offset(offset),
  });
  return { ...page, items: await hydrate(db, page.items) };
}

/** The project's row as stored; with `lock`, locked until the transaction ends (a concurrent change waits). */
export async function findRow(db: Conn, id: string, lock = false): Promise<ProjectRow | undefined> {
  const q = db.select().from(projects).where(eq(projects.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findProject(db: Conn, id: string): Promise<Project | undefined> {
  const row = await findRow(db, id);
  return row ? (await hydrate(db, [row]))[0] : undefined;
}

export async function insert(tx: Tx, values: typeof projects.$inferInsert): Promise<string> {
  const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
  return row!.id;
}

export async function update(tx: Tx, id: string, values: Partial<typeof projects.$inferInsert>) {
  await tx.update(projects).set(values).where(eq(projects.id, id));
}

/** Deletes the project; its technologies, role needs and assignments go with it (foreign keys cascade). */
export async function remove(tx: Tx, id: string) {
  await tx.delete(projects).where(eq(projects.id, id));
}

/** The technologies the project requires now. */
export async function technologyIdsOf(tx: Tx, projectId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: projectTechnologies.technologyId })
    .from(projectTechnologies)
    .where(eq(projectTechnologies.projectId, projectId));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the lists given: the technologies required, and the roles needed with how many people each. */
export async function replaceLists(tx: Tx, projectId: string, lists: Pick<ProjectChanges, 'technologyIds' | 'roles'>) {
  if (lists.technologyIds) {
    await tx.delete(projectTechnologies).where(eq(projectTechnologies.projectId, projectId));
    if (lists.technologyIds.length)
      await tx
        .insert(projectTechnologies)
        .values(lists.technologyIds.map((technologyId) => ({ projectId, technologyId })));
  }
  if (lists.roles) {
    await tx.delete(projectRoleNeeds).where(eq(projectRoleNeeds.projectId, projectId));
    if (lists.roles.length)
      await tx
        .insert(projectRoleNeeds)
        .values(lists.roles.map((r) => ({ projectId, roleId: r.roleId, count: r.count })));
  }
}

/**
 * Marks every active project past its deadline (before `day`) whose overdue mark is not set yet, and answers those
 * rows: the mark makes a second run find nothing new.
 */
export function markOverdue(tx: Tx, day: string): Promise<ProjectRow[]> {
  return tx
    .update(projects)
    .set({ overdueRecordedAt: new Date() })
    .where(
      and(
        inArray(projects.status, [...ACTIVE_PROJECT_STATUSES]),
        lt(projects.deadline, day),
        isNull(projects.overdueRecordedAt),
      ),
    )
    .returning();
}

const employee = alias(users, 'employee');

/** Each row with its manager, technologies, role needs (with how many hold each) and team, in the rows' order. */
export async function hydrate(db: Conn, rows: readonly ProjectRow[]): Promise<Project[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const managerIds = [...new Set(rows.map((r) => r.managerId).filter((id): id is string => id !== null))];
  const [managers, techs, needs, team] = await readTogether(db, [
    () =>
      managerIds.length
        ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, managerIds))
        : Promise.resolve([]),
    () =>
      db
        .select({ projectId: projectTechnologies.projectId, id: technologies.id, name: technologies.name })
        .from(projectTechnologies)
        .innerJoin(technologies, eq(technologies.id, projectTechnologies.technologyId))
        .where(inArray(projectTechnologies.projectId, ids))
        .orderBy(asc(sql`lower(${technologies.name})`)),
    () =>
      db
        .select({
          projectId: projectRoleNeeds.projectId,
          id: projectRoles.id,
          name: projectRoles.name,
          count: projectRoleNeeds.count,
        })
        .from(projectRoleNeeds)
        .innerJoin(projectRoles, eq(projectRoles.id, projectRoleNeeds.roleId))
        .where(inArray(projectRoleNeeds.projectId, ids))
        .orderBy(asc(sql`lower(${projectRoles.name})`)),
    () =>
      db
        .select({
          projectId: assignments.projectId,
          assignmentId: assignments.id,
          workload: assignments.workload,
          employeeId: employee.id,
          employeeName: employee.name,
          employeeEmail: employee.email,
          roleId: projectRoles.id,
          roleName: projectRoles.name,
        })
        .from(assignments)
        .innerJoin(employee, eq(employee.id, assignments.employeeId))
        .innerJoin(projectRoles, eq(projectRoles.id, assignments.roleId))
        .where(inArray(assignments.projectId, ids))
        .orderBy(asc(sql`lower(${employee.name})`), asc(assignments.id)),
  ]);
  const managerName = new Map(managers.map((m) => [m.id, m.name]));
  const day = today();
  return rows.map((row) => {
    const members = team.filter((m) => m.projectId === row.id);
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      statusGroup: statusGroupOf(row.status),
      startDate: row.startDate,
      deadline: row.deadline,
      overdue: isOverdue(row, day),
      shortDescription: row.shortDescription,
      description: row.description,
      manager: row.managerId ? { id: row.managerId, name: managerName.get(row.managerId) ?? '' } : null,
      technologies: techs.filter((t) => t.projectId === row.id).map(({ id, name }) => ({ id, name })),
      requireVerifiedSkills: row.requireVerifiedSkills,
      roles: needs
        .filter((n) => n.projectId === row.id)
        .map(({ id, name, count }) => ({ id, name, count, filled: members.filter((m) => m.roleId === id).length })),
      team: members.map((m) => ({
        assignmentId: m.assignmentId,
        employee: { id: m.employeeId, name: m.employeeName, email: m.employeeEmail },
        role: { id: m.roleId, name: m.roleName },
        workload: m.workload,
      })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
