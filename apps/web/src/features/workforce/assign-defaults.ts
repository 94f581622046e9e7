import { MAX_WORKLOAD } from '@talentpath/contracts/workforce-messages';

type Needs = {
  roles: { id: string; count: number; filled: number }[];
  team: { employee: { id: string }; role: { id: string } }[];
};
type Person = { id: string; workload: number; match?: { freeCapacity: number } };

/**
 * What the assignment dialog opens on: a role the person does not hold on the project yet — one still needed
 * first — or none, so a second assignment never opens on the duplicate warning; and as much of their time as is
 * free, at most 50%.
 */
export function assignDefaults(project: Needs, employee: Person) {
  const held = new Set(project.team.filter((m) => m.employee.id === employee.id).map((m) => m.role.id));
  const notHeld = project.roles.filter((r) => !held.has(r.id));
  const role = notHeld.find((r) => r.filled < r.count) ?? notHeld[0];
  const taken = employee.match?.freeCapacity !== undefined ? 100 - employee.match.freeCapacity : employee.workload;
  return {
    employeeId: employee.id,
    roleId: role?.id ?? '',
    workload: Math.max(1, Math.min(50, MAX_WORKLOAD - taken)),
  };
}
