import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db.ts';
import { assignments, projectRoles, projects } from '../../db/schema/projects.ts';
import { userRoles, users } from '../../db/schema/users.ts';

// Assignments: who holds which role on which project at what share. Staffing writes them; a list reads the
// project's and the people's names beside them.

type Conn = Db | Tx;
const employee = alias(users, 'employee');
const manager = alias(users, 'manager');

const view = {
  id: assignments.id,
  workload: assignments.workload,
  createdAt: assignments.createdAt,
  projectId: projects.id,
  projectName: projects.name,
  projectStatus: projects.status,
  startDate: projects.startDate,
  deadline: projects.deadline,
  employeeId: employee.id,
  employeeName: employee.name,
  employeeEmail: employee.email,
  roleId: projectRoles.id,
  roleName: projectRoles.name,
};
const selectView = (db: Conn) =>
  db
    .select(view)
    .from(assignments)
    .innerJoin(projects, eq(projects.id, assignments.projectId))
    .innerJoin(employee, eq(employee.id, assignments.employeeId))
    .innerJoin(projectRoles, eq(projectRoles.id, assignments.roleId));
export type AssignmentView = Awaited<ReturnType<ReturnType<typeof selectView>['execute']>>[number];

/** The project's assignments, by the person's name. */
export function listOfProject(db: Conn, projectId: string): Promise<AssignmentView[]> {
  return selectView(db)
    .where(eq(assignments.projectId, projectId))
    .orderBy(asc(sql`lower(${employee.name})`), asc(assignments.id));
}

/** The assignments with these ids, in any order. */
export function findViews(db: Conn, ids: readonly string[]): Promise<AssignmentView[]> {
  return selectView(db).where(inArray(assignments.id, [...ids]));
}

/** The people among `ids` who can be staffed: active, not deleted, holding the Learner role. */
export async function staffableIds(db: Conn, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'Learner')))
    .where(and(inArray(users.id, [...ids]), eq(users.status, 'active'), isNull(users.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

export async function insert(
  tx: Tx,
  values: { projectId: string; employeeId: string; roleId: string; workload: number; createdBy: string }[],
): Promise<string[]> {
  const rows = await tx.insert(assignments).values(values).returning({ id: assignments.id });
  return rows.map((r) => r.id);
}

/** The assignment's row; with `lock`, locked until the transaction ends. */
export async function findRow(tx: Tx, id: string, lock = false) {
  const q = tx.select().from(assignments).where(eq(assignments.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updateWorkload(tx: Tx, id: string, workload: number) {
  await tx.update(assignments).set({ workload, updatedAt: new Date() }).where(eq(assignments.id, id));
}

export async function remove(tx: Tx, id: string) {
  await tx.delete(assignments).where(eq(assignments.id, id));
}

/** The people on the project's team (once each, whatever roles they hold there). */
export async function teamOf(tx: Tx, projectId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ employeeId: assignments.employeeId })
    .from(assignments)
    .where(eq(assignments.projectId, projectId));
  return rows.map((r) => r.employeeId);
}

/** A person's own assignments with their project's description and manager, soonest deadline first. */
export function ownAssignments(db: Conn, employeeId: string) {
  return db
    .select({
      ...view,
      shortDescription: projects.shortDescription,
      managerId: manager.id,
      managerName: manager.name,
    })
    .from(assignments)
    .innerJoin(projects, eq(projects.id, assignments.projectId))
    .innerJoin(employee, eq(employee.id, assignments.employeeId))
    .innerJoin(projectRoles, eq(projectRoles.id, assignments.roleId))
    .leftJoin(manager, eq(manager.id, projects.managerId))
    .where(eq(assignments.employeeId, employeeId))
    .orderBy(asc(projects.deadline), asc(assignments.id));
}

/** Everyone else's assignments on these projects, by name. */
export async function teammates(db: Conn, projectIds: readonly string[], exceptEmployeeId: string) {
  if (projectIds.length === 0) return [];
  return selectView(db)
    .where(and(inArray(assignments.projectId, [...projectIds]), ne(assignments.employeeId, exceptEmployeeId)))
    .orderBy(asc(sql`lower(${employee.name})`));
}
