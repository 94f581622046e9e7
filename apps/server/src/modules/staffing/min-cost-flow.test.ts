import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MinCostFlow } from './min-cost-flow.ts';

/** The best assignment of slots to people by trying every one: most slots filled, then least cost. */
function bruteForce(costs: (number | null)[][]): { flow: number; cost: number } {
  let best = { flow: 0, cost: 0 };
  const people = costs[0]?.length ?? 0;
  const walk = (slot: number, used: Set<number>, flow: number, cost: number) => {
    if (slot === costs.length) {
      if (flow > best.flow || (flow === best.flow && cost < best.cost)) best = { flow, cost };
      return;
    }
    walk(slot + 1, used, flow, cost);
    for (let p = 0; p < people; p++) {
      const c = costs[slot]![p];
      if (c === null || c === undefined || used.has(p)) continue;
      used.add(p);
      walk(slot + 1, used, flow + 1, cost + c);
      used.delete(p);
    }
  };
  walk(0, new Set(), 0, 0);
  return best;
}

describe('MinCostFlow', () => {
  it('fills as many slots as possible at the least cost (against brute force on small cases)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((slots) =>
          fc.integer({ min: 1, max: 5 }).chain((people) =>
            fc.array(
              fc.array(fc.option(fc.integer({ min: -50, max: 50 }), { nil: null }), {
                minLength: people,
                maxLength: people,
              }),
              {
                minLength: slots,
                maxLength: slots,
              },
            ),
          ),
        ),
        (costs) => {
          const slots = costs.length;
          const people = costs[0]!.length;
          // source 0, slots 1..s, people s+1..s+p, sink s+p+1
          const g = new MinCostFlow(slots + people + 2);
          const sink = slots + people + 1;
          costs.forEach((row, s) => {
            g.addEdge(0, 1 + s, 1, 0);
            row.forEach((c, p) => {
              if (c !== null) g.addEdge(1 + s, 1 + slots + p, 1, c);
            });
          });
          for (let p = 0; p < people; p++) g.addEdge(1 + slots + p, sink, 1, 0);
          // Max flow first: a large negative bonus per unit makes "more slots" always win over cost.
          const result = g.run(0, sink);
          const best = bruteForce(costs);
          expect(result.flow).toBe(best.flow);
          expect(result.cost).toBe(best.cost);
        },
      ),
    );
  });
});
