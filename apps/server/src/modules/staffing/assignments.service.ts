import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { statusGroupOf } from '@talentpath/contracts/projects';
import {
  ASSIGNMENT_NOT_FOUND,
  EMPLOYEE_NOT_FOUND,
  type Assignment,
  type AssignmentInput,
  type LearnerProject,
} from '@talentpath/contracts/staffing';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, conflictOnDuplicate, conflictOnReference } from '../../platform/errors.ts';
import { assignments, projectRoles, projects } from '../../db/schema/projects.ts';
import { userRoles, users } from '../../db/schema/users.ts';
import { existingRoleIds } from '../project-roles/project-roles.public.ts';
import { lockManagedProject, projectNotFound, recordAssignment } from '../projects/projects.public.ts';
import { assertWithinCap } from './cap.ts';
import { today } from '@talentpath/contracts/calendar-days';
import { loadOn } from '@talentpath/contracts/workload';
import { spansByEmployee } from './spans.repository.ts';

type Conn = Db | Tx;
const notFound = () => new AppError('NOT_FOUND', { message: ASSIGNMENT_NOT_FOUND });
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
type Row = Awaited<ReturnType<ReturnType<typeof selectView>['execute']>>[number];

const toAssignment = (r: Row): Assignment => ({
  id: r.id,
  project: {
    id: r.projectId,
    name: r.projectName,
    status: r.projectStatus,
    startDate: r.startDate,
    deadline: r.deadline,
  },
  employee: { id: r.employeeId, name: r.employeeName, email: r.employeeEmail },
  role: { id: r.roleId, name: r.roleName },
  workload: r.workload,
  createdAt: r.createdAt.toISOString(),
});

export async function listProjectAssignments(p: Platform, projectId: string): Promise<{ items: Assignment[] }> {
  const [exists] = await p.db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!exists) throw projectNotFound();
  const rows = await selectView(p.db)
    .where(eq(assignments.projectId, projectId))
    .orderBy(asc(sql`lower(${employee.name})`), asc(assignments.id));
  return { items: rows.map(toAssignment) };
}

async function getAssignments(db: Conn, ids: readonly string[]): Promise<Assignment[]> {
  const rows = await selectView(db).where(inArray(assignments.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, toAssignment(r)]));
  return ids.map((id) => byId.get(id)!);
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

/**
 * Assigns people to a project its caller manages, all or none, in one transaction: each must be staffable, each
 * role must exist, nobody may hold the same role twice there (409 DUPLICATE_ASSIGNMENT, also when two requests
 * race: the unique index decides), and nobody may pass 100% on any day (409 WORKLOAD_EXCEEDED, under the people's
 * locks).
 */
export async function assign(
  p: Platform,
  caller: Caller,
  projectId: string,
  inputs: readonly AssignmentInput[],
): Promise<Assignment[]> {
  const ids = await conflictOnDuplicate(
    () =>
      conflictOnReference(
        () =>
          p.events.transaction(async (tx, record) => {
            const project = await lockManagedProject(tx, caller, projectId);
            if (statusGroupOf(project.status) !== 'active') throw new AppError('PROJECT_CLOSED');
            const staffable = await staffableIds(
              tx,
              inputs.map((i) => i.employeeId),
            );
            const roles = await existingRoleIds(
              tx,
              inputs.map((i) => i.roleId),
            );
            const seen = new Set<string>();
            for (const input of inputs) {
              if (!staffable.has(input.employeeId)) throw new AppError('NOT_FOUND', { message: EMPLOYEE_NOT_FOUND });
              if (!roles.has(input.roleId)) throw new AppError('NOT_FOUND', { message: 'Role not found' });
              const key = `${input.employeeId}/${input.roleId}`;
              if (seen.has(key)) throw new AppError('DUPLICATE_ASSIGNMENT');
              seen.add(key);
            }
            await assertWithinCap(
              tx,
              inputs.map((i) => i.employeeId),
              (employeeId, spans) => {
                if (
                  spans.some(
                    (s) =>
                      s.projectId === projectId &&
                      inputs.some((i) => i.employeeId === employeeId && i.roleId === s.roleId),
                  )
                )
                  throw new AppError('DUPLICATE_ASSIGNMENT');
                return [
                  ...spans,
                  ...inputs
                    .filter((i) => i.employeeId === employeeId)
                    .map((i) => ({ startDate: project.startDate, deadline: project.deadline, workload: i.workload })),
                ];
              },
            );
            const rows = await tx
              .insert(assignments)
              .values(
                inputs.map((i) => ({
                  projectId,
                  employeeId: i.employeeId,
                  roleId: i.roleId,
                  workload: i.workload,
                  createdBy: caller.userId,
                })),
              )
              .returning({ id: assignments.id });
            const made = await getAssignments(
              tx,
              rows.map((r) => r.id),
            );
            for (const a of made)
              await recordAssignment(record, 'assignment.created', caller, project, { ...a, assignmentId: a.id });
            return made.map((a) => a.id);
          }),
        'CONFLICT',
      ),
    'DUPLICATE_ASSIGNMENT',
  );
  return getAssignments(p.db, ids);
}

/** The assignment, locked, with its project locked and managed by the caller. */
async function lockManagedAssignment(tx: Tx, caller: Caller, id: string) {
  const [row] = await tx.select().from(assignments).where(eq(assignments.id, id));
  if (!row) throw notFound();
  const project = await lockManagedProject(tx, caller, row.projectId);
  const [locked] = await tx.select().from(assignments).where(eq(assignments.id, id)).for('update');
  if (!locked) throw notFound();
  return { assignment: locked, project };
}

export async function changeWorkload(p: Platform, caller: Caller, id: string, workload: number): Promise<Assignment> {
  await p.events.transaction(async (tx) => {
    const { assignment, project } = await lockManagedAssignment(tx, caller, id);
    if (statusGroupOf(project.status) !== 'active') throw new AppError('PROJECT_CLOSED');
    await assertWithinCap(tx, [assignment.employeeId], (_, spans) =>
      spans.map((s) => (s.assignmentId === id ? { ...s, workload } : s)),
    );
    await tx.update(assignments).set({ workload, updatedAt: new Date() }).where(eq(assignments.id, id));
  });
  return (await getAssignments(p.db, [id]))[0]!;
}

/** Removes one assignment (one role of one person on one project; their other roles there stay). */
export async function removeAssignment(p: Platform, caller: Caller, id: string): Promise<void> {
  await p.events.transaction(async (tx, record) => {
    const { project } = await lockManagedAssignment(tx, caller, id);
    const [a] = await getAssignments(tx, [id]);
    await tx.delete(assignments).where(eq(assignments.id, id));
    await recordAssignment(record, 'assignment.removed', caller, project, { ...a!, assignmentId: id });
  });
}

/** GET /learner/projects: the caller's own assignments, with teammates, and their total today. */
export async function learnerProjects(
  p: Platform,
  caller: Caller,
): Promise<{ items: LearnerProject[]; workload: number }> {
  const mine = await p.db
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
    .where(eq(assignments.employeeId, caller.userId))
    .orderBy(asc(projects.deadline), asc(assignments.id));
  const projectIds = [...new Set(mine.map((m) => m.projectId))];
  const mates = projectIds.length
    ? await selectView(p.db)
        .where(and(inArray(assignments.projectId, projectIds), ne(assignments.employeeId, caller.userId)))
        .orderBy(asc(sql`lower(${employee.name})`))
    : [];
  const spans = (await spansByEmployee(p.db, [caller.userId])).get(caller.userId) ?? [];
  return {
    workload: loadOn(spans, today()),
    items: mine.map((m) => ({
      assignmentId: m.id,
      project: {
        id: m.projectId,
        name: m.projectName,
        status: m.projectStatus,
        statusGroup: statusGroupOf(m.projectStatus),
        startDate: m.startDate,
        deadline: m.deadline,
        shortDescription: m.shortDescription,
        manager: m.managerId ? { id: m.managerId, name: m.managerName ?? '' } : null,
      },
      role: { id: m.roleId, name: m.roleName },
      workload: m.workload,
      teammates: mates
        .filter((t) => t.projectId === m.projectId)
        .map((t) => ({ id: t.employeeId, name: t.employeeName, role: { id: t.roleId, name: t.roleName } })),
    })),
  };
}
