import type { EmployeeMatch, TeamSuggestion } from '@talentpath/contracts/staffing';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { getProject } from '../projects/projects.public.ts';
import { candidates } from './employees.repository.ts';
import { matchOf, skillsOf } from './employees.service.ts';
import { MinCostFlow } from './min-cost-flow.ts';
import { spansByEmployee } from './spans.repository.ts';
import { today } from '@talentpath/contracts/calendar-days';

// "Suggest a team" (issue 10, ADR 0031): fill a project's open role slots with the best feasible people. An
// assignment problem solved as a min-cost flow — source → role (its open slots) → person (once per role) → sink
// (once: a proposal is a set of people, each with room for the chosen workload) — costed by match score, then improved so
// that every required technology is covered where some candidate has it.

const DEFAULT_WORKLOAD = 50;
/** How many of the best candidates the flow sees per open slot (plus the best holders of each technology). */
const CANDIDATES_PER_SLOT = 5;
const HOLDERS_PER_TECHNOLOGY = 5;

type Person = { id: string; name: string; email: string; match: EmployeeMatch; room: number; holds: Set<string> };

export async function suggestTeam(p: Platform, projectId: string, workloadAsked?: number): Promise<TeamSuggestion> {
  const workload = workloadAsked ?? DEFAULT_WORKLOAD;
  const project = await getProject(p, projectId);
  if (project.statusGroup !== 'active') throw new AppError('PROJECT_CLOSED');
  const open = project.roles.map((r) => ({ role: { id: r.id, name: r.name }, open: Math.max(0, r.count - r.filled) }));
  const slots = open.reduce((n, r) => n + r.open, 0);
  const teamTechs = new Set<string>();
  const onTeam = new Map<string, Set<string>>(); // person → roles held here
  for (const m of project.team)
    (onTeam.get(m.employee.id) ?? (onTeam.set(m.employee.id, new Set()), onTeam.get(m.employee.id)!)).add(m.role.id);

  const day = today();
  const people = await candidates(p.db, {});
  const ids = people.map((c) => c.id);
  const techIds = project.technologies.map((t) => t.id);
  const [spans, skills] = await Promise.all([spansByEmployee(p.db, ids), skillsOf(p.db, ids, techIds)]);
  for (const m of project.team) for (const s of skills.get(m.employee.id) ?? []) teamTechs.add(s.id);

  const all: Person[] = people
    .map((c) => {
      const match = matchOf(project, skills.get(c.id) ?? [], spans.get(c.id) ?? [], day);
      return {
        ...c,
        match,
        room: Math.floor(match.freeCapacity / workload),
        holds: onTeam.get(c.id) ?? new Set<string>(),
      };
    })
    .filter((c) => c.room > 0);
  all.sort((a, b) => b.match.score - a.match.score || a.name.localeCompare(b.name));
  // Pruning: the flow only needs the best few per slot, and the best holders of each required technology.
  const keep = new Set(all.slice(0, Math.max(slots * CANDIDATES_PER_SLOT, 20)).map((c) => c.id));
  for (const t of techIds) {
    const holders = all
      .filter((c) => c.match.matched.some((m) => m.id === t))
      .sort((a, b) => level(b, t) - level(a, t) || b.match.score - a.match.score);
    for (const c of holders.slice(0, HOLDERS_PER_TECHNOLOGY)) keep.add(c.id);
  }
  const pool = all.filter((c) => keep.has(c.id));

  // The flow: 0 source, 1..R roles, R+1..R+P people, R+P+1 sink. Cost: 1000 − 10·score (non-negative, lower is better).
  const R = open.length;
  const graph = new MinCostFlow(R + pool.length + 2);
  const sink = R + pool.length + 1;
  const edges: { role: number; person: number; edge: number }[] = [];
  open.forEach((r, i) => {
    if (r.open > 0) graph.addEdge(0, 1 + i, r.open, 0);
    pool.forEach((c, j) => {
      if (r.open > 0 && !c.holds.has(r.role.id))
        edges.push({
          role: i,
          person: j,
          edge: graph.addEdge(1 + i, 1 + R + j, 1, Math.round(1000 - 10 * c.match.score)),
        });
    });
  });
  // One slot per person: a proposal is a set of people (and taking one slot is what their room was checked for).
  for (let j = 0; j < pool.length; j++) graph.addEdge(1 + R + j, sink, 1, 0);
  graph.run(0, sink);
  const chosen = edges.filter((e) => graph.flowOn(e.edge) > 0).map((e) => ({ role: e.role, person: e.person }));

  improveCoverage(chosen, pool, open, techIds, teamTechs);

  const filled = chosen.length;
  const covered = new Set(teamTechs);
  for (const c of chosen) for (const m of pool[c.person]!.match.matched) covered.add(m.id);
  return {
    workload,
    slots: open.flatMap((r, i) => {
      const mine = chosen.filter((c) => c.role === i).map((c) => pool[c.person]!);
      mine.sort((a, b) => b.match.score - a.match.score);
      return Array.from({ length: r.open }, (_, k) => {
        const person = mine[k];
        return {
          role: r.role,
          employee: person ? { id: person.id, name: person.name, email: person.email } : null,
          match: person ? person.match : null,
        };
      });
    }),
    covered: project.technologies.filter((t) => covered.has(t.id)),
    uncovered: project.technologies.filter((t) => !covered.has(t.id)),
    open: slots,
    filled,
  };
}

const level = (c: Person, techId: string) => c.match.matched.find((m) => m.id === techId)?.level ?? 0;

/**
 * Swap passes: for each required technology nobody proposed (or on the team) has, bring in the best candidate who
 * has it, in place of the weakest proposed person of a role they may take whose own technologies stay covered
 * without them. Never over anyone's capacity: only people with room are in the pool, each proposed once.
 */
function improveCoverage(
  chosen: { role: number; person: number }[],
  pool: Person[],
  open: { role: { id: string } }[],
  techIds: string[],
  teamTechs: Set<string>,
) {
  const coveredBy = () => {
    const count = new Map<string, number>();
    for (const t of teamTechs) count.set(t, 1_000);
    for (const c of chosen) for (const m of pool[c.person]!.match.matched) count.set(m.id, (count.get(m.id) ?? 0) + 1);
    return count;
  };
  for (const tech of techIds) {
    const count = coveredBy();
    if ((count.get(tech) ?? 0) > 0) continue;
    const uses = new Map<number, number>();
    for (const c of chosen) uses.set(c.person, (uses.get(c.person) ?? 0) + 1);
    const holders = pool
      .map((c, j) => ({ c, j }))
      .filter(({ c, j }) => level(c, tech) > 0 && (uses.get(j) ?? 0) === 0)
      .sort((a, b) => level(b.c, tech) - level(a.c, tech) || b.c.match.score - a.c.match.score);
    for (const { c, j } of holders) {
      const replaceable = chosen
        .map((x, index) => ({ ...x, index }))
        .filter(
          (x) =>
            !c.holds.has(open[x.role]!.role.id) &&
            pool[x.person]!.match.matched.every(
              (m) => (count.get(m.id) ?? 0) > 1 || c.match.matched.some((n) => n.id === m.id),
            ),
        )
        .sort((a, b) => pool[a.person]!.match.score - pool[b.person]!.match.score);
      const out = replaceable[0];
      if (out) {
        chosen[out.index] = { role: out.role, person: j };
        break;
      }
    }
  }
}
