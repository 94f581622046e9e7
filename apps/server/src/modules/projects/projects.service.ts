import type { Page } from '@talentpath/contracts/paging';
import {
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
import { existingRoleIds } from '../project-roles/project-roles.public.ts';
import { technologyStatuses } from '../technologies/technologies.public.ts';
import { today } from '@talentpath/contracts/calendar-days';
import { type ProjectAction, assertAllowed, mayActOnProject, mayCreateProject } from './projects.policy.ts';
import * as repo from './projects.repository.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** An assignment made or removed (notifications: the person; issue 13). */
    'assignment.created': AssignmentEvent;
    'assignment.removed': AssignmentEvent;
    /** A project passed its deadline while still active (notifications: its manager). Once per deadline. */
    'project.overdue': { projectId: string; projectName: string; managerId: string | null; deadline: string };
    /**
     * An active project's days changed (new dates, or back into the active group), recorded after the write in its
     * transaction: staffing's `within` subscriber re-checks the team's 100% and throws WORKLOAD_EXCEEDED to refuse it.
     */
    'project.schedule-changed': { projectId: string; startDate: string; deadline: string };
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

const projectNotFound = () => new AppError('NOT_FOUND', { message: PROJECT_NOT_FOUND });
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

export async function listProjects(p: Platform, caller: Caller, query: ProjectListQuery): Promise<Page<Project>> {
  return repo.listPage(p.db, query, caller.userId);
}

/** The project with its manager, technologies, role needs and team; 404 if there is none. */
export async function getProject(p: Platform, id: string): Promise<Project> {
  const project = await repo.findProject(p.db, id);
  if (!project) throw projectNotFound();
  return project;
}

/** GET /projects/{id}: the project, if the caller may read it. */
export async function readProject(p: Platform, caller: Caller, id: string): Promise<Project> {
  const project = await getProject(p, id);
  assertAllowed(mayActOnProject(caller, { managerId: project.manager?.id ?? null }, 'read'));
  return project;
}

/**
 * The project's row, locked, if the caller may do `action` with it (projects.policy.ts): 404 if it does not
 * exist, 403 if it is someone else's. What every change to a project, its team included, starts with.
 */
export async function lockManagedProject(tx: Tx, caller: Caller, id: string, action: Exclude<ProjectAction, 'read'>) {
  const row = await repo.findRow(tx, id, true);
  if (!row) throw projectNotFound();
  assertAllowed(mayActOnProject(caller, row, action));
  return row;
}

/** Technologies a project may newly require: existing and active (an inactive one may stay where it was). */
async function checkTechnologies(tx: Tx, ids: readonly string[], kept: ReadonlySet<string> = new Set()) {
  const status = await technologyStatuses(tx, ids);
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

export async function createProject(p: Platform, caller: Caller, input: ProjectFields): Promise<Project> {
  assertAllowed(mayCreateProject(caller.role));
  if (statusGroupOf(input.status) !== 'active')
    throw invalid('status', 'A new project starts as planned, in progress or on hold');
  const id = await conflictOnReference(
    () =>
      p.events.transaction(async (tx) => {
        await checkTechnologies(tx, input.technologyIds);
        await checkRoles(tx, input.roles);
        const id = await repo.insert(tx, {
          name: input.name,
          status: input.status,
          startDate: input.startDate,
          deadline: input.deadline,
          shortDescription: input.shortDescription,
          description: input.description,
          requireVerifiedSkills: input.requireVerifiedSkills,
          managerId: caller.userId,
        });
        await repo.replaceLists(tx, id, input);
        return id;
      }),
    'CONFLICT',
  );
  return getProject(p, id);
}

/**
 * Changes a project its caller manages. New dates are checked against the stored ones. Moving the dates, or the
 * status back into the active group, records `project.schedule-changed` after the write: staffing re-checks every
 * team member's 100% under their locks, in this transaction, and refuses the change with WORKLOAD_EXCEEDED.
 */
export async function updateProject(
  p: Platform,
  caller: Caller,
  id: string,
  changes: ProjectChanges,
): Promise<Project> {
  await conflictOnReference(
    () =>
      p.events.transaction(async (tx, record) => {
        const current = await lockManagedProject(tx, caller, id, 'edit');
        const status = changes.status ?? current.status;
        if (!mayMoveProject(current.status, status))
          throw new AppError('PROJECT_TRANSITION_REFUSED', {
            message: projectTransitionRefused(current.status, status),
          });
        const startDate = changes.startDate ?? current.startDate;
        const deadline = changes.deadline ?? current.deadline;
        if (deadline <= startDate) throw invalid('deadline', DEADLINE_AFTER_START);
        if (changes.technologyIds)
          await checkTechnologies(tx, changes.technologyIds, await repo.technologyIdsOf(tx, id));
        if (changes.roles) await checkRoles(tx, changes.roles);
        await repo.update(tx, id, {
          name: changes.name ?? current.name,
          status,
          startDate,
          deadline,
          shortDescription: changes.shortDescription ?? current.shortDescription,
          description: changes.description ?? current.description,
          requireVerifiedSkills: changes.requireVerifiedSkills ?? current.requireVerifiedSkills,
          // A new deadline may go overdue again.
          overdueRecordedAt: deadline !== current.deadline ? null : current.overdueRecordedAt,
          updatedAt: new Date(),
        });
        await repo.replaceLists(tx, id, changes);
        const moved = startDate !== current.startDate || deadline !== current.deadline;
        if (statusGroupOf(status) === 'active' && (moved || statusGroupOf(current.status) !== 'active'))
          await record('project.schedule-changed', { projectId: id, startDate, deadline });
      }),
    'CONFLICT',
  );
  return getProject(p, id);
}

/** Deletes a project its caller manages, with its assignments (each recorded as removed). */
export async function deleteProject(p: Platform, caller: Caller, id: string): Promise<void> {
  await p.events.transaction(async (tx, record) => {
    const current = await lockManagedProject(tx, caller, id, 'delete');
    const project = (await repo.hydrate(tx, [current]))[0]!;
    await repo.remove(tx, id);
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
    const due = await repo.markOverdue(tx, day);
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
