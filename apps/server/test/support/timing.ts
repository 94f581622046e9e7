import { expect } from 'vitest';

/** Milliseconds `work` takes, the least of `times` runs (the machine's other work only ever adds to a run). */
export function fastest(work: () => void, times = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * Odd input of a size takes at most `factor` times what input of that size and a usual shape takes, measured in the
 * same run: a quadratic path shows as hundreds of times the usual, while a slow or busy machine slows both alike (a
 * bound in milliseconds would fail there, or pass a quadratic path on a fast one). The usual time counts as at least
 * 5 ms, so a few milliseconds of noise never decide.
 */
export function expectNoSlowerThanUsual(usual: () => void, odd: Record<string, () => void>, factor = 10) {
  const base = Math.max(fastest(usual), 5);
  for (const [name, work] of Object.entries(odd)) {
    const took = fastest(work, 1);
    expect(took, `${name}: ${took.toFixed(0)} ms, the usual shape ${base.toFixed(0)} ms`).toBeLessThan(factor * base);
  }
}
