import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_PROJECT_STATUSES } from '@talentpath/contracts/projects';
import type { Db, Tx } from '../../platform/db.ts';
import { assignments, projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import type { Span } from '@talentpath/contracts/workload';

type Conn = Db | Tx;

/** A span with what it belongs to. */
export type AssignmentSpan = Span & { assignmentId: string; projectId: string; roleId: string; employeeId: string };

/** Above this many people, read every active assignment and keep theirs, rather than send thousands of ids. */
export const MANY_PEOPLE = 500;

/**
 * Each person's assignments on active projects (the ones that hold capacity, ADR 0030), as calendar spans.
 * People without any are absent from the map. In a transaction that must not be overtaken, lock the people first.
 */
export async function spansByEmployee(
  db: Conn,
  employeeIds: readonly string[],
): Promise<Map<string, AssignmentSpan[]>> {
  const out = new Map<string, AssignmentSpan[]>();
  if (employeeIds.length === 0) return out;
  const rows = await db
    .select({
      assignmentId: assignments.id,
      projectId: assignments.projectId,
      roleId: assignments.roleId,
      employeeId: assignments.employeeId,
      workload: assignments.workload,
      // As text: the driver would build a Date for each and drizzle turn it back into a string (10k rows: ~100 ms).
      startDate: sql<string>`${projects.startDate}::text`,
      deadline: sql<string>`${projects.deadline}::text`,
    })
    .from(assignments)
    .innerJoin(projects, eq(projects.id, assignments.projectId))
    .where(
      and(inArray(assignments.employeeId, [...employeeIds]), inArray(projects.status, [...ACTIVE_PROJECT_STATUSES])),
    );
  for (const row of rows) {
    const list = out.get(row.employeeId);
    if (list) list.push(row);
    else out.set(row.employeeId, [row]);
  }
  return out;
}

/**
 * Locks the people's `users` rows until the transaction ends, in id order (two writes touching the same person run
 * one after the other, and never deadlock). `ids` must be sorted.
 */
export async function lockPeople(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.id))
    .for('update');
}

const ACTIVE = sql.raw(`(${ACTIVE_PROJECT_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * Each person's highest daily total from `from` to `to` on active projects, as a subquery of (employee_id, peak) —
 * people without an assignment there are absent — as peakLoad in workload.ts: each span clipped to the window adds
 * its share on its first day and takes it back the day after its last; the running total's highest value is the peak.
 */
export function peaksWithin(from: string, to: string) {
  return sql`(
    select employee_id, max(total)::int peak from (
      select employee_id, sum(sum(change)) over (partition by employee_id order by on_day) total
      from (
        select a.employee_id, greatest(p.start_date, ${from}::date) on_day, a.workload change
        from ${assignments} a join ${projects} p on p.id = a.project_id
        where p.status in ${ACTIVE} and p.start_date <= ${to}::date and p.deadline >= ${from}::date
        union all
        select a.employee_id, least(p.deadline, ${to}::date) + 1, -a.workload
        from ${assignments} a join ${projects} p on p.id = a.project_id
        where p.status in ${ACTIVE} and p.start_date <= ${to}::date and p.deadline >= ${from}::date
      ) e
      group by employee_id, on_day
    ) r
    group by employee_id
  )`;
}

/** A condition on `users.id`: the person's daily total stays below `cap` on every day from `from` to `to`. */
export function freeWithin(from: string, to: string, cap: number) {
  return sql`${users.id} not in (select employee_id from ${peaksWithin(from, to)} peaks where peak >= ${cap})`;
}
