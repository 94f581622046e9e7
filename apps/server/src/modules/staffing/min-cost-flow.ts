/**
 * Minimum-cost maximum flow by successive shortest paths (Bellman-Ford queue, so costs may be negative). Small
 * and exact: team suggestion builds a graph of a few thousand edges (source → role → person → sink).
 */
export class MinCostFlow {
  private readonly to: number[] = [];
  private readonly cap: number[] = [];
  private readonly cost: number[] = [];
  private readonly head: number[];
  private readonly next: number[] = [];

  constructor(readonly nodes: number) {
    this.head = new Array(nodes).fill(-1);
  }

  /** Adds an edge and returns its index (its flow is read back with flowOn). */
  addEdge(from: number, to: number, capacity: number, cost: number): number {
    const index = this.to.length;
    this.push(from, to, capacity, cost);
    this.push(to, from, 0, -cost);
    return index;
  }

  private push(from: number, to: number, capacity: number, cost: number) {
    this.to.push(to);
    this.cap.push(capacity);
    this.cost.push(cost);
    this.next.push(this.head[from]!);
    this.head[from] = this.to.length - 1;
  }

  /** The flow sent through edge `index` (its reverse edge's residual capacity). */
  flowOn(index: number): number {
    return this.cap[index ^ 1]!;
  }

  /** Sends as much flow as possible from `source` to `sink` at the least total cost. */
  run(source: number, sink: number): { flow: number; cost: number } {
    let flow = 0;
    let total = 0;
    const dist = new Array<number>(this.nodes);
    const inQueue = new Array<boolean>(this.nodes);
    const via = new Array<number>(this.nodes);
    for (;;) {
      dist.fill(Number.POSITIVE_INFINITY);
      inQueue.fill(false);
      via.fill(-1);
      dist[source] = 0;
      const queue = [source];
      inQueue[source] = true;
      for (let q = 0; q < queue.length; q++) {
        const u = queue[q]!;
        inQueue[u] = false;
        for (let e = this.head[u]!; e !== -1; e = this.next[e]!) {
          if (this.cap[e]! <= 0) continue;
          const v = this.to[e]!;
          const d = dist[u]! + this.cost[e]!;
          if (d < dist[v]! - 1e-9) {
            dist[v] = d;
            via[v] = e;
            if (!inQueue[v]) {
              inQueue[v] = true;
              queue.push(v);
            }
          }
        }
      }
      if (dist[sink] === Number.POSITIVE_INFINITY) return { flow, cost: total };
      let push = Number.POSITIVE_INFINITY;
      for (let v = sink; v !== source; v = this.to[via[v]! ^ 1]!) push = Math.min(push, this.cap[via[v]!]!);
      for (let v = sink; v !== source; v = this.to[via[v]! ^ 1]!) {
        this.cap[via[v]!]! -= push;
        this.cap[via[v]! ^ 1]! += push;
      }
      flow += push;
      total += push * dist[sink]!;
    }
  }
}
