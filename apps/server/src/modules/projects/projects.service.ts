import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Page } from '@talentpath/contracts/paging';
import {
  ACTIVE_PROJECT_STATUSES,
  PROJECT_NOT_FOUND,
  type Project,
  type ProjectChanges,
  type ProjectFields,
  type ProjectListQuery,
  mayMoveProject,
  projectTransitionRefused,
  statusGroupOf,
} from '@talentpath/contracts/projects';
import { DEADLINE_AFTER_START } from '@talentpath/contracts/workforce-messages';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import type { RecordEvent } from '../../platform/events.ts';
import { AppError, conflictOnReference } from '../../platform/errors.ts';
import { assignments, projectRoleNeeds, projectTechnologies, projects } from '../../db/schema/projects.ts';
import { technologies } from '../../db/schema/technologies.ts';
import { existingRoleIds } from '../project-roles/project-roles.public.ts';
import { assertWithinCap } from '../staffing/staffing.public.ts';
import { today } from '@talentpath/contracts/calendar-days';
import * as repo from './projects.repository.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** An assignment made or removed (notifications: the person; issue 13). */
    'assignment.created': AssignmentEvent;
    'assignment.removed': AssignmentEvent;
    /** A project passed its deadline while still active (notifications: its manager). Once per deadline. */
    'project.overdue': { projectId: string; projectName: string; managerId: string | null; deadline: string };
  }
}
export type AssignmentEvent = {
  assignmentId: string;
  projectId: string;
  projectName: string;
  employeeId: string;
  roleName: string;
  workload: number;
  actorId: string;
};

export const projectNotFound = () => new AppError('NOT_FOUND', { message: PROJECT_NOT_FOUND });
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

export async function listProjects(p: Platform, caller: Caller, query: ProjectListQuery): Promise<Page<Project>> {
  return repo.listPage(p.db, query, caller.userId);
}

export async function getProject(p: Platform, id: string): Promise<Project> {
  const project = await repo.findProject(p.db, id);
  if (!project) throw projectNotFound();
  return project;
}

/** The project, locked, if the caller manages it: 404 if it does not exist, 403 if it is someone else's. */
export async function lockManagedProject(tx: Tx, caller: Caller, id: string) {
  const row = await repo.findRow(tx, id, true);
  if (!row) throw projectNotFound();
  if (row.managerId !== caller.userId) throw new AppError('PROJECT_NOT_MANAGER');
  return row;
}

/** Technologies a project may newly require: existing and active (an inactive one may stay where it was). */
async function checkTechnologies(tx: Tx, ids: readonly string[], kept: ReadonlySet<string> = new Set()) {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: technologies.id, status: technologies.status })
    .from(technologies)
    .where(inArray(technologies.id, [...ids]));
  const status = new Map(rows.map((r) => [r.id, r.status]));
  ids.forEach((id, i) => {
    if (!status.has(id)) throw invalid(`technologyIds.${i}`, 'Technology not found');
    if (status.get(id) === 'inactive' && !kept.has(id))
      throw invalid(`technologyIds.${i}`, 'Inactive technologies cannot be added to a project');
  });
}

async function checkRoles(tx: Tx, needs: readonly { roleId: string }[]) {
  const found = await existingRoleIds(
    tx,
    needs.map((n) => n.roleId),
  );
  needs.forEach((n, i) => {
    if (!found.has(n.roleId)) throw invalid(`roles.${i}.roleId`, 'Role not found');
  });
}

async function writeLists(tx: Tx, projectId: string, fields: Pick<ProjectChanges, 'technologyIds' | 'roles'>) {
  if (fields.technologyIds) {
    await tx.delete(projectTechnologies).where(eq(projectTechnologies.projectId, projectId));
    if (fields.technologyIds.length)
      await tx
        .insert(projectTechnologies)
        .values(fields.technologyIds.map((technologyId) => ({ projectId, technologyId })));
  }
  if (fields.roles) {
    await tx.delete(projectRoleNeeds).where(eq(projectRoleNeeds.projectId, projectId));
    if (fields.roles.length)
      await tx
        .insert(projectRoleNeeds)
        .values(fields.roles.map((r) => ({ projectId, roleId: r.roleId, count: r.count })));
  }
}

export async function createProject(p: Platform, caller: Caller, input: ProjectFields): Promise<Project> {
  if (statusGroupOf(input.status) !== 'active')
    throw invalid('status', 'A new project starts as planned, in progress or on hold');
  const id = await conflictOnReference(
    () =>
      p.events.transaction(async (tx) => {
        await checkTechnologies(tx, input.technologyIds);
        await checkRoles(tx, input.roles);
        const [row] = await tx
          .insert(projects)
          .values({
            name: input.name,
            status: input.status,
            startDate: input.startDate,
            deadline: input.deadline,
            shortDescription: input.shortDescription,
            description: input.description,
            managerId: caller.userId,
          })
          .returning({ id: projects.id });
        await writeLists(tx, row!.id, input);
        return row!.id;
      }),
    'CONFLICT',
  );
  return getProject(p, id);
}

/**
 * Changes a project its caller manages. New dates are checked against the stored ones; moving the dates, or the
 * status back into the active group, re-checks every team member's 100% under their locks.
 */
export async function updateProject(
  p: Platform,
  caller: Caller,
  id: string,
  changes: ProjectChanges,
): Promise<Project> {
  await conflictOnReference(
    () =>
      p.events.transaction(async (tx) => {
        const current = await lockManagedProject(tx, caller, id);
        const status = changes.status ?? current.status;
        if (!mayMoveProject(current.status, status))
          throw new AppError('PROJECT_TRANSITION_REFUSED', {
            message: projectTransitionRefused(current.status, status),
          });
        const startDate = changes.startDate ?? current.startDate;
        const deadline = changes.deadline ?? current.deadline;
        if (deadline <= startDate) throw invalid('deadline', DEADLINE_AFTER_START);
        if (changes.technologyIds) {
          const kept = await tx
            .select({ id: projectTechnologies.technologyId })
            .from(projectTechnologies)
            .where(eq(projectTechnologies.projectId, id));
          await checkTechnologies(tx, changes.technologyIds, new Set(kept.map((k) => k.id)));
        }
        if (changes.roles) await checkRoles(tx, changes.roles);
        const stillActive = statusGroupOf(status) === 'active';
        const moved = startDate !== current.startDate || deadline !== current.deadline;
        if (stillActive && (moved || statusGroupOf(current.status) !== 'active')) {
          const team = await tx
            .select({ id: assignments.id, employeeId: assignments.employeeId, workload: assignments.workload })
            .from(assignments)
            .where(eq(assignments.projectId, id));
          await assertWithinCap(
            tx,
            team.map((m) => m.employeeId),
            (employeeId, spans) => [
              ...spans.filter((s) => s.projectId !== id),
              ...team
                .filter((m) => m.employeeId === employeeId)
                .map((m) => ({ startDate, deadline, workload: m.workload })),
            ],
          );
        }
        await tx
          .update(projects)
          .set({
            name: changes.name ?? current.name,
            status,
            startDate,
            deadline,
            shortDescription: changes.shortDescription ?? current.shortDescription,
            description: changes.description ?? current.description,
            // A new deadline may go overdue again.
            overdueRecordedAt: deadline !== current.deadline ? null : current.overdueRecordedAt,
            updatedAt: new Date(),
          })
          .where(eq(projects.id, id));
        await writeLists(tx, id, changes);
      }),
    'CONFLICT',
  );
  return getProject(p, id);
}

/** Deletes a project its caller manages, with its assignments (each recorded as removed). */
export async function deleteProject(p: Platform, caller: Caller, id: string): Promise<void> {
  await p.events.transaction(async (tx, record) => {
    const current = await lockManagedProject(tx, caller, id);
    const project = (await repo.hydrate(tx, [current]))[0]!;
    await tx.delete(projects).where(eq(projects.id, id));
    for (const m of project.team) await recordAssignment(record, 'assignment.removed', caller, project, m);
  });
}

export function recordAssignment(
  record: RecordEvent,
  kind: 'assignment.created' | 'assignment.removed',
  caller: Caller,
  project: { id: string; name: string },
  a: { assignmentId: string; employee: { id: string }; role: { name: string }; workload: number },
) {
  return record(kind, {
    assignmentId: a.assignmentId,
    projectId: project.id,
    projectName: project.name,
    employeeId: a.employee.id,
    roleName: a.role.name,
    workload: a.workload,
    actorId: caller.userId,
  });
}

/**
 * The daily job's work: records `project.overdue` once for each active project past its deadline (the mark is
 * written in the same transaction, so a re-run records nothing new). Returns how many it recorded.
 */
export async function recordOverdueProjects(p: Platform, day = today()): Promise<number> {
  return p.events.transaction(async (tx, record) => {
    const due = await tx
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
    for (const row of due)
      await record('project.overdue', {
        projectId: row.id,
        projectName: row.name,
        managerId: row.managerId,
        deadline: row.deadline,
      });
    return due.length;
  });
}
