import autocannon from 'autocannon';
import { startServer, type BenchServer } from './support/processes.ts';

// Foundation benchmarks (issue 2). Each figure is printed against a ceiling measured or fixed in this same run.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
// Many short alternating pairs: this machine's speed drifts over seconds, and a pair shares the same moment.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const PAIR_SECONDS = 1.5;
const BARE_PORT = 3201;
const APP_PORT = 3202;
const DEMO = { email: 'learner@talentpath.test', password: 'Welcome!2026' };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Load one route; report requests per second of wall time and per second of the server's own CPU time. */
async function measure(server: BenchServer, opts: autocannon.Options) {
  const before = await server.cpuMicros();
  const result = await autocannon({ duration: PAIR_SECONDS, connections: 50, ...opts });
  const cpuSeconds = ((await server.cpuMicros()) - before) / 1e6;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${opts.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { wall: result.requests.average, perCpuSecond: result.requests.total / cpuSeconds };
}

const bare = await startServer('./bare-server.ts', BARE_PORT);
const app = await startServer('./app-server.ts', APP_PORT);
const base = `http://127.0.0.1:${APP_PORT}`;
let failed = false;
try {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const { token } = (await res.json()) as { token: { accessToken: string; currentRole: string } };
  const headers = { authorization: `Bearer ${token.accessToken}`, 'x-active-role': token.currentRole };
  const bareRoute = { url: `http://127.0.0.1:${BARE_PORT}/ping` };
  const authRoute = { url: `${base}/api/auth/session`, headers };

  // 1. An authenticated route that touches no database vs a bare Fastify route, in alternating rounds.
  await measure(bare, { ...bareRoute, duration: 2 });
  await measure(app, { ...authRoute, duration: 2 });
  const ratios: number[] = [];
  const wallRatios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const b = await measure(bare, bareRoute);
    const a = await measure(app, authRoute);
    ratios.push(a.perCpuSecond / b.perCpuSecond);
    wallRatios.push(a.wall / b.wall);
    if (process.env.BENCH_VERBOSE) {
      console.log(
        `  pair ${round}: bare ${b.wall.toFixed(0)} req/s (${b.perCpuSecond.toFixed(0)}/CPU-s), authenticated ${a.wall.toFixed(0)} req/s (${a.perCpuSecond.toFixed(0)}/CPU-s)`,
      );
    }
  }
  const ratio = median(ratios);
  console.log(
    `authenticated route keeps ${(ratio * 100).toFixed(1)}% of a bare Fastify route's throughput per CPU-second`,
  );
  console.log(
    `  (median of ${ROUNDS} alternating ${PAIR_SECONDS} s pairs; wall-clock ratio ${median(wallRatios).toFixed(3)}): ratio ${ratio.toFixed(3)} vs floor 0.750 ${ratio >= 0.75 ? 'PASS' : 'FAIL'}`,
  );
  failed ||= ratio < 0.75;

  // 2. A cheap request's p99 while 20 sign-ins run concurrently (argon2id on every one).
  const logins = autocannon({
    url: `${base}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
    connections: 20,
    duration: SECONDS + 2,
  });
  await new Promise((r) => setTimeout(r, 1_000));
  const cheap = await autocannon({ ...authRoute, connections: 1, duration: SECONDS });
  const loginResult = await logins;
  if (loginResult.non2xx > 0) throw new Error(`logins answered ${loginResult.non2xx} non-2xx`);
  const p99 = cheap.latency.p99;
  const ceiling = 50;
  console.log(
    `cheap request during 20 concurrent sign-ins (${loginResult.requests.average.toFixed(1)} sign-ins/s): p99 ${p99} ms`,
  );
  console.log(`  ratio ${(p99 / ceiling).toFixed(3)} of the 50 ms ceiling ${p99 < ceiling ? 'PASS' : 'FAIL'}`);
  failed ||= p99 >= ceiling;
} finally {
  await Promise.all([bare.stop(), app.stop()]);
}
process.exit(failed ? 1 : 0);
