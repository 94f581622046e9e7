/**
 * The assignments Accept sends: each slot's picked person, in the slot's role. The picks are state kept beside
 * the suggestion: for one render after a new suggestion arrives (after an accept, fewer open slots) they may name
 * slots it no longer has, which are left out rather than read.
 */
export function chosenAssignments(
  picks: readonly (string | null)[],
  slots: readonly { role: { id: string } }[] | undefined,
  workload: number,
): { employeeId: string; roleId: string; workload: number }[] {
  return picks.flatMap((id, i) => {
    const slot = slots?.[i];
    return id && slot ? [{ employeeId: id, roleId: slot.role.id, workload }] : [];
  });
}
