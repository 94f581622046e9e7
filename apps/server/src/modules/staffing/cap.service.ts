import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type AssignmentSpan, lockPeople, spansByEmployee } from './spans.repository.ts';
import { type Span, withinCap } from '@talentpath/contracts/workload';

/**
 * The 100% rule (spec §5, ADR 0030), for a write that changes people's spans: locks their `users` rows in id
 * order (two writes touching the same person run one after the other, and never deadlock), reads their spans on
 * active projects as committed, lets `adjust` turn each person's spans into what they would be after the write,
 * and refuses with 409 WORKLOAD_EXCEEDED if anyone would pass 100% on any day. Call it in the writing
 * transaction, before the write (or after it, with `adjust` leaving the spans as read).
 */
export async function assertWithinCap(
  tx: Tx,
  employeeIds: Iterable<string>,
  adjust: (employeeId: string, spans: AssignmentSpan[]) => Span[],
): Promise<void> {
  const ids = [...new Set(employeeIds)].sort();
  if (ids.length === 0) return;
  await lockPeople(tx, ids);
  const spans = await spansByEmployee(tx, ids);
  for (const id of ids) {
    if (!withinCap(adjust(id, spans.get(id) ?? []))) throw new AppError('WORKLOAD_EXCEEDED');
  }
}
