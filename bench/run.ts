import autocannon from 'autocannon';
import { startServer, stop } from './support/processes.ts';

// Foundation benchmarks (issue 2). Each figure is a ratio against a ceiling measured or fixed in this same run.
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const BARE_PORT = 3201;
const APP_PORT = 3202;
const DEMO = { email: 'learner@talentpath.test', password: 'Welcome!2026' };

const run = (opts: autocannon.Options) => autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts });

async function login(base: string) {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()) as { token: { accessToken: string; currentRole: string } };
}

const bare = await startServer('./bare-server.ts', BARE_PORT);
const app = await startServer('./app-server.ts', APP_PORT);
const base = `http://127.0.0.1:${APP_PORT}`;
let failed = false;
try {
  const { token } = await login(base);
  const headers = { authorization: `Bearer ${token.accessToken}`, 'x-active-role': token.currentRole };

  // 1. Authenticated route with no query vs a bare Fastify route, alternated to even out machine noise.
  await run({ url: `http://127.0.0.1:${BARE_PORT}/ping`, duration: 2 }); // warm-up
  await run({ url: `${base}/api/auth/session`, headers, duration: 2 });
  const bareRps: number[] = [];
  const authRps: number[] = [];
  for (let i = 0; i < 2; i++) {
    bareRps.push((await run({ url: `http://127.0.0.1:${BARE_PORT}/ping` })).requests.average);
    const auth = await run({ url: `${base}/api/auth/session`, headers });
    if (auth.non2xx > 0) throw new Error(`authenticated route answered ${auth.non2xx} non-2xx`);
    authRps.push(auth.requests.average);
  }
  const bareAvg = bareRps.reduce((a, b) => a + b) / bareRps.length;
  const authAvg = authRps.reduce((a, b) => a + b) / authRps.length;
  const ratio = authAvg / bareAvg;
  console.log(`auth-route throughput: ${authAvg.toFixed(0)} req/s vs bare Fastify ${bareAvg.toFixed(0)} req/s`);
  console.log(`  ratio ${ratio.toFixed(3)} (floor 0.750) ${ratio >= 0.75 ? 'PASS' : 'FAIL'}`);
  failed ||= ratio < 0.75;

  // 2. A cheap request's p99 while 20 sign-ins run concurrently (argon2id on every one).
  const logins = run({
    url: `${base}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
    connections: 20,
  });
  await new Promise((r) => setTimeout(r, 1_000));
  const cheap = await run({ url: `${base}/api/auth/session`, headers, connections: 1, duration: DURATION - 2 });
  const loginResult = await logins;
  if (loginResult.non2xx > 0) throw new Error(`logins answered ${loginResult.non2xx} non-2xx`);
  const p99 = cheap.latency.p99;
  const ceiling = 50;
  console.log(`cheap request under 20 concurrent logins: p99 ${p99} ms (ceiling ${ceiling} ms), ${loginResult.requests.average.toFixed(1)} logins/s`);
  console.log(`  ratio ${(p99 / ceiling).toFixed(3)} of ceiling ${p99 < ceiling ? 'PASS' : 'FAIL'}`);
  failed ||= p99 >= ceiling;
} finally {
  await Promise.all([stop(bare), stop(app)]);
}
process.exit(failed ? 1 : 0);
