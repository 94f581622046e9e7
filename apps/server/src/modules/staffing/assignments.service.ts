import { statusGroupOf } from '@talentpath/contracts/projects';
import {
  ASSIGNMENT_NOT_FOUND,
  EMPLOYEE_NOT_FOUND,
  type Assignment,
  type AssignmentInput,
  type LearnerProject,
} from '@talentpath/contracts/staffing';
import type { WorkEntry, WorkHistory } from '@talentpath/contracts/profiles';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, conflictOnDuplicate, conflictOnReference } from '../../platform/errors.ts';
import { existingRoleIds } from '../project-roles/project-roles.public.ts';
import { assertPartVisible } from '../profiles/profiles.public.ts';
import { getProject, lockManagedProject, recordAssignment } from '../projects/projects.public.ts';
import { assertWithinCap } from './cap.service.ts';
import { today } from '@talentpath/contracts/calendar-days';
import { loadOn } from '@talentpath/contracts/workload';
import * as repo from './assignments.repository.ts';
import { spansByEmployee } from './spans.repository.ts';

const notFound = () => new AppError('NOT_FOUND', { message: ASSIGNMENT_NOT_FOUND });

const toAssignment = (r: repo.AssignmentView): Assignment => ({
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
  const rows = await repo.listOfProject(p.db, projectId);
  // A project with a team exists; an empty list may be a missing project (404).
  if (rows.length === 0) await getProject(p, projectId);
  return { items: rows.map(toAssignment) };
}

async function getAssignments(db: Db | Tx, ids: readonly string[]): Promise<Assignment[]> {
  const byId = new Map((await repo.findViews(db, ids)).map((r) => [r.id, toAssignment(r)]));
  return ids.map((id) => byId.get(id)!);
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
            const project = await lockManagedProject(tx, caller, projectId, 'staff');
            if (statusGroupOf(project.status) !== 'active') throw new AppError('PROJECT_CLOSED');
            const staffable = await repo.staffableIds(
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
            const made = await getAssignments(
              tx,
              await repo.insert(
                tx,
                inputs.map((i) => ({
                  projectId,
                  employeeId: i.employeeId,
                  roleId: i.roleId,
                  workload: i.workload,
                  createdBy: caller.userId,
                })),
              ),
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
  const row = await repo.findRow(tx, id);
  if (!row) throw notFound();
  const project = await lockManagedProject(tx, caller, row.projectId, 'staff');
  const locked = await repo.findRow(tx, id, true);
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
    await repo.updateWorkload(tx, id, workload);
  });
  return (await getAssignments(p.db, [id]))[0]!;
}

/** Removes one assignment (one role of one person on one project; their other roles there stay). */
export async function removeAssignment(p: Platform, caller: Caller, id: string): Promise<void> {
  await p.events.transaction(async (tx, record) => {
    const { project } = await lockManagedAssignment(tx, caller, id);
    const [a] = await getAssignments(tx, [id]);
    await repo.remove(tx, id);
    await recordAssignment(record, 'assignment.removed', caller, project, { ...a!, assignmentId: id });
  });
}

/**
 * `project.schedule-changed`, within the project's transaction (after its new days are written): every member of
 * its team must still be within 100% on every day, or the change is refused with 409 WORKLOAD_EXCEEDED.
 */
export async function assertTeamWithinCap(tx: Tx, projectId: string): Promise<void> {
  await assertWithinCap(tx, await repo.teamOf(tx, projectId), (_, spans) => spans);
}

/** GET /learner/projects: the caller's own assignments, with teammates, and their total today. */
export async function learnerProjects(
  p: Platform,
  caller: Caller,
): Promise<{ items: LearnerProject[]; workload: number }> {
  const mine = await repo.ownAssignments(p.db, caller.userId);
  const mates = await repo.teammates(p.db, [...new Set(mine.map((m) => m.projectId))], caller.userId);
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

/**
 * GET /people/{id}/work: a person's projects, current and past, and their workload today — their profile's work
 * part, within what they let the viewer see (ADR 0060). Current: an active project not past its deadline.
 */
export async function personWork(p: Platform, viewer: Caller, personId: string): Promise<WorkHistory> {
  await assertPartVisible(p.db, viewer, personId, 'work');
  const [rows, spans] = await Promise.all([
    repo.ownAssignments(p.db, personId),
    spansByEmployee(p.db, [personId]).then((all) => all.get(personId) ?? []),
  ]);
  const day = today();
  const work: WorkHistory = { workload: loadOn(spans, day), current: [], past: [] };
  for (const r of rows) {
    const entry: WorkEntry = {
      project: { id: r.projectId, name: r.projectName, status: r.projectStatus },
      role: { id: r.roleId, name: r.roleName },
      workload: r.workload,
      startDate: r.startDate,
      deadline: r.deadline,
    };
    (statusGroupOf(r.projectStatus) === 'active' && r.deadline >= day ? work.current : work.past).push(entry);
  }
  work.past.reverse(); // the latest deadline first
  return work;
}
