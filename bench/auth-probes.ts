import { startServer } from './support/processes.ts';

// Issue 7's figures, each against its ceiling in this same run:
// 1. a reset request takes as long for an existing account as for an unknown e-mail (was 5.9 vs 3.7 ms median,
//    the existing account slower in 86 of 100 pairs);
// 2. a real sign-in stays quick during a burst of wrong guesses from its own address (was 27 s).
const PORT = 3203;
const PAIRS = Number(process.env.BENCH_RESET_PAIRS ?? 300);
const DEMO = { email: 'learner@talentpath.test', password: 'Welcome!2026' };
const base = `http://127.0.0.1:${PORT}`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function timed(path: string, body: unknown) {
  const start = performance.now();
  const res = await post(path, body);
  await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status };
}

const app = await startServer('./app-server.ts', PORT, { LOG_LEVEL: 'warn', LOGIN_IP_FAILURES_PER_15_MIN: '50' });
let failed = false;
try {
  // 1. Reset timing, in alternating pairs (which goes first alternates too).
  const existing: number[] = [];
  const unknown: number[] = [];
  let existingSlower = 0;
  for (let i = -20; i < PAIRS; i++) {
    const ghost = { email: `ghost-${i}-${Date.now()}@talentpath.test` };
    const known = { email: DEMO.email };
    const [a, b] =
      i % 2
        ? [await timed('/api/auth/reset-password', known), await timed('/api/auth/reset-password', ghost)]
        : [null, null];
    const [d, c] =
      i % 2
        ? [null, null]
        : [await timed('/api/auth/reset-password', ghost), await timed('/api/auth/reset-password', known)];
    const k = (a ?? c)!;
    const u = (b ?? d)!;
    if (k.status !== 200 || u.status !== 200) throw new Error(`reset-password answered ${k.status}/${u.status}`);
    if (i < 0) continue; // warm-up
    existing.push(k.ms);
    unknown.push(u.ms);
    if (k.ms > u.ms) existingSlower += 1;
  }
  const ratio = median(existing) / median(unknown);
  const share = existingSlower / PAIRS;
  const resetOk = ratio <= 1.1 && share <= 0.65;
  console.log(
    `reset request: existing account ${median(existing).toFixed(2)} ms vs unknown e-mail ${median(unknown).toFixed(2)} ms (median of ${PAIRS} pairs); ` +
      `existing slower in ${existingSlower} of ${PAIRS}`,
  );
  console.log(
    `  ratio ${ratio.toFixed(3)} vs ceiling 1.100, share ${share.toFixed(2)} vs ceiling 0.65 ${resetOk ? 'PASS' : 'FAIL'}`,
  );
  failed ||= !resetOk;

  // 2. A real sign-in in a burst of 250 wrong guesses from the same address. It has signed in from here before,
  //    so the address's limit does not hold it; the guesses past the limit are refused before any hashing.
  const atRest: number[] = [];
  for (let i = 0; i < 5; i++) atRest.push((await timed('/api/auth/login', DEMO)).ms);
  const burst = Promise.all(
    Array.from({ length: 250 }, (_, i) =>
      timed('/api/auth/login', { email: `guess-${i}@talentpath.test`, password: 'Wrong!Pass1' }),
    ),
  );
  await new Promise((r) => setTimeout(r, 50));
  const real = await timed('/api/auth/login', DEMO);
  const codes: Record<number, number> = {};
  for (const r of await burst) codes[r.status] = (codes[r.status] ?? 0) + 1;
  const ceiling = 2000;
  const signInOk = real.status === 200 && real.ms < ceiling && (codes[401] ?? 0) <= 50;
  console.log(
    `sign-in during 250 concurrent wrong guesses from its address: ${real.ms.toFixed(0)} ms (status ${real.status}; at rest ${median(atRest).toFixed(0)} ms); burst answered ${JSON.stringify(codes)}`,
  );
  console.log(
    `  ratio ${(real.ms / ceiling).toFixed(3)} of the ${ceiling} ms ceiling, passwords checked ${codes[401] ?? 0} of at most 50 ${signInOk ? 'PASS' : 'FAIL'}`,
  );
  failed ||= !signInOk;
} finally {
  await app.stop();
}
process.exit(failed ? 1 : 0);
