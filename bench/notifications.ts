import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { NOTIFICATION_HUB_PATH, RECEIVE_UNREAD_COUNT } from '@talentpath/contracts/notifications';
import { hashPassword } from '../apps/server/src/platform/auth/hashing.ts';
import { createTokenSigner } from '../apps/server/src/platform/auth/tokens.ts';
import { PG, psql } from './support/pg-bench.ts';
import { startServer, type BenchServer } from './support/processes.ts';
import { freePort } from './support/http.ts';

// Issue 13's figures, on PostgreSQL and Redis (127.0.0.1:5432 and :6379), the servers in child processes:
// a. the hub's heap per idle connection with 10,000 sockets on one process (goal ≤ 12 KB), beside a bare
//    Socket.IO server measured with the same clients in the same run;
// b. from an event to ReceiveUnreadCount in the learner's client (goal p99 ≤ 100 ms) with 1,000 learners connected:
//    a coordinator assigns a course to one learner at a time through A's API, timed from just before the request to
//    the client's receipt (an upper bound of commit → receipt), for 1,000 learners with sockets on A (which takes the
//    request and runs the job) and, in turn with them, 1,000 on B (no job workers: it hears through Redis); beside a
//    primary-key read (GET /api/courses/{id}) taken with each pair.
// Both server processes run on one core (taskset), the clients in this process. The clients' memory is not the
// server's: the servers are child processes (--expose-gc) that report their heap over IPC. Needs `ulimit -n` above
// the socket count. Each assignment also mails the learner: to SMTP_URL when it is set in the environment, otherwise
// to files in the server's DATA_DIR/outbox (the embedded default). Makes its own database and drops it (BENCH_KEEP=1
// keeps it).
const SOCKETS = Number(process.env.BENCH_NOTIFY_SOCKETS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_NOTIFY_CLIENTS ?? 1_000);
const EVENTS = Math.min(CLIENTS, Number(process.env.BENCH_NOTIFY_EVENTS ?? CLIENTS));
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HEAP_GOAL_BYTES = 12 * 1024;
const LATENCY_GOAL_MS = 100;
const BATCH = 250;
const WARM_UP = 20;
const PASSWORD = 'Bench!Notify2026';
const SECRET = 'bench-only-secret-that-is-long-enough-0123456789';
const TTL_SECONDS = 3600;
const dbName = `talentpath_bench_notify_${Date.now()}_${process.pid}`;

type Learner = { id: string; token: string };
type Headers = Record<string, string>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * q) - 1]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

const openFiles = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
if (openFiles < SOCKETS + 1_000) {
  console.error(`ulimit -n is ${openFiles}: ${SOCKETS} sockets need more (ulimit -n ${SOCKETS + 1_000} or above)`);
  process.exit(1);
}

/** Opens one socket per token, BATCH at a time, over websocket; `onCount` hears each one's ReceiveUnreadCount. */
async function connectAll(url: string, tokens: string[], onCount?: (index: number) => void): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < tokens.length; start += BATCH) {
    const batch = tokens.slice(start, start + BATCH).map((token, j) => {
      const socket = io(url, {
        path: NOTIFICATION_HUB_PATH,
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      if (onCount) socket.on(RECEIVE_UNREAD_COUNT, () => onCount(start + j));
      return socket;
    });
    sockets.push(...batch);
    await Promise.all(
      batch.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('connect', resolve);
            socket.once('connect_error', reject);
          }),
      ),
    );
  }
  return sockets;
}

async function closeAll(sockets: Socket[], server: BenchServer) {
  for (const socket of sockets) socket.disconnect();
  for (let i = 0; i < 100 && ((await server.memory()).connections ?? 0) > 0; i++) await sleep(100);
}

/** Heap (and the rest) per connection: the server's memory after a full GC with `tokens.length` idle sockets, less before. */
async function memoryPerConnection(server: BenchServer, url: string, tokens: string[], warmUp: string[]) {
  await closeAll(await connectAll(url, warmUp), server); // every path of a connection has run once
  const before = await server.memory();
  const sockets = await connectAll(url, tokens);
  await sleep(2_000);
  const after = await server.memory();
  const dropped = sockets.filter((s) => !s.connected).length;
  await closeAll(sockets, server);
  if (after.connections !== tokens.length || dropped > 0)
    throw new Error(`${after.connections} of ${tokens.length} sockets held by the server, ${dropped} dropped`);
  const per = (key: 'heapUsed' | 'external' | 'rss') => (after[key] - before[key]) / tokens.length;
  return { heap: per('heapUsed'), external: per('external'), rss: per('rss') };
}

async function request(base: string, method: string, path: string, headers: Headers, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

type Timing = { receipt: number[]; answer: number[] };
/** A group of learners with a socket each on one process; `next()` resolves at the receipt of learner i's next count. */
async function listeners(server: BenchServer & { url: string }, learners: Learner[]) {
  const heard = new Map<number, () => void>();
  const sockets = await connectAll(
    server.url,
    learners.map((l) => l.token),
    (i) => heard.get(i)?.(),
  );
  const next = (i: number) =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ReceiveUnreadCount for learner ${i} within 10 s`)), 10_000);
      heard.set(i, () => (clearTimeout(timer), resolve(performance.now())));
    });
  return { server, learners, sockets, next, timing: { receipt: [], answer: [] } as Timing };
}

/** Assigns the course to the group's learner i through `api`: times from just before the request to its answer and to the count. */
async function event(
  group: Awaited<ReturnType<typeof listeners>>,
  i: number,
  api: string,
  h: Headers,
  courseId: string,
) {
  const got = group.next(i);
  const start = performance.now();
  await request(api, 'POST', `/api/courses/${courseId}/enrolments`, h, { learnerIds: [group.learners[i]!.id] });
  group.timing.answer.push(performance.now() - start);
  group.timing.receipt.push((await got) - start);
}

let failed = false;
const servers = new Set<BenchServer>();
psql('postgres', `create database ${dbName}`);
try {
  const env = {
    DATABASE_URL: `postgres://${PG.user}@${PG.host}:${PG.port}/${dbName}`,
    REDIS_URL,
    JWT_SECRET: SECRET,
    ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_NAMESPACE: `tp-bench-notify-${randomUUID()}-`,
  };
  const start = async (script: string, extra: Record<string, string> = {}) => {
    const port = await freePort();
    const server = await startServer(script, port, { ...env, ...extra }, ['--expose-gc']);
    servers.add(server);
    return Object.assign(server, { url: `http://127.0.0.1:${port}` });
  };
  // A takes the requests and runs the jobs (it migrates the new database as it starts).
  const a = await start('./app-server.ts');

  const learnerCount = Math.max(SOCKETS, 2 * CLIENTS + WARM_UP);
  const rows = psql(
    dbName,
    `begin;
insert into users (name, email, password_hash) select 'Learner ' || g, 'learner' || g || '@example.com', '!' from generate_series(1, ${learnerCount}) g;
insert into users (name, email, password_hash) values ('Coordinator', 'coordinator@example.com', $h$${await hashPassword(PASSWORD)}$h$);
insert into user_roles (user_id, role) select id, 'Learner' from users where email like 'learner%@example.com';
insert into user_roles (user_id, role) select id, 'CourseCoordinator' from users where email = 'coordinator@example.com';
insert into sessions (user_id, "current_role", expires_at) select id, 'Learner', now() + interval '1 day' from users where email like 'learner%@example.com';
insert into course_categories (name) values ('Bench');
insert into courses (title, estimated_time, status, category_id, owner_id, published_at)
  select 'Bench course', 30, 'published', c.id, u.id, now() from course_categories c, users u where u.email = 'coordinator@example.com';
commit;
analyze;
select s.user_id, s.id from sessions s join users u on u.id = s.user_id order by substring(u.email from 'learner(\\d+)@')::int;`,
  )
    .trim()
    .split('\n')
    .filter((line) => line.includes('|'))
    .map((line) => line.split('|') as [string, string]);
  const signer = createTokenSigner(SECRET, TTL_SECONDS);
  const sign = (userId: string, sessionId: string) =>
    signer.sign({ userId, sessionId, role: 'Learner', passwordChangeRequired: false, version: 0 });
  const learners: Learner[] = await Promise.all(
    rows.map(async ([id, sessionId]) => ({ id, token: (await sign(id, sessionId)).accessToken })),
  );
  // Other tokens (sessions the hub does not look up) for the warm-up, so the measured ones are all new to the server.
  const warmUp = await Promise.all(
    learners.slice(0, 200).map(async (l) => (await sign(l.id, randomUUID())).accessToken),
  );
  const tokens = learners.slice(0, SOCKETS).map((l) => l.token);

  // a. Memory: the bare Socket.IO server, then the hub, each with the same clients.
  const bare = await start('./bare-socket-server.ts');
  const bareMemory = await memoryPerConnection(bare, bare.url, tokens, warmUp);
  await bare.stop();
  servers.delete(bare);
  const hubMemory = await memoryPerConnection(a, a.url, tokens, warmUp);
  const heapOk = hubMemory.heap <= HEAP_GOAL_BYTES;
  failed ||= !heapOk;
  const line = (m: typeof hubMemory) =>
    `${kb(m.heap)} heap per connection (external ${kb(m.external)}, rss ${kb(m.rss)})`;
  console.log(`${SOCKETS} idle sockets (websocket) on one server process, memory after a full GC less before:`);
  console.log(`  bare Socket.IO (no token check, no rooms, no adapter): ${line(bareMemory)}`);
  console.log(
    `  TalentPath hub (token check, a room per user, Redis adapter): ${line(hubMemory)}, ratio ${(hubMemory.heap / HEAP_GOAL_BYTES).toFixed(3)} of the 12 KB goal, ${(hubMemory.heap / bareMemory.heap).toFixed(2)}× the bare server ${verdict(heapOk)}`,
  );

  // b. Latency. B holds sockets and serves requests but runs no jobs: what its clients hear came through Redis.
  const b = await start('./app-server.ts', { JOBS_CONCURRENCY: '0' });
  const login = await request(
    a.url,
    'POST',
    '/api/auth/login',
    {},
    { email: 'coordinator@example.com', password: PASSWORD },
  );
  const coordinator = { authorization: `Bearer ${login.token.accessToken}`, 'x-active-role': login.token.currentRole };
  const [courseId] = psql(dbName, `select id from courses`).trim().split('\n');
  // The warm-up: the same path, for learners with no socket.
  for (const learner of learners.slice(2 * CLIENTS, 2 * CLIENTS + WARM_UP)) {
    await request(a.url, 'GET', `/api/courses/${courseId}`, coordinator);
    await request(a.url, 'POST', `/api/courses/${courseId}/enrolments`, coordinator, { learnerIds: [learner.id] });
  }
  // Both groups connected at once, their events taken in turn with a primary-key read beside each pair: the three
  // series share the machine's moments (other work on it slows all three alike).
  const onA = await listeners(a, learners.slice(0, CLIENTS));
  const onB = await listeners(b, learners.slice(CLIENTS, 2 * CLIENTS));
  const reads: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const started = performance.now();
    await request(a.url, 'GET', `/api/courses/${courseId}`, coordinator);
    reads.push(performance.now() - started);
    // In turn which goes first: the second of a pair meets what the first left A doing (its e-mail, the job's bookkeeping).
    for (const group of i % 2 ? [onB, onA] : [onA, onB]) await event(group, i, a.url, coordinator, courseId!);
  }
  const dropped = [...onA.sockets, ...onB.sockets].filter((s) => !s.connected).length;
  await Promise.all([closeAll(onA.sockets, a), closeAll(onB.sockets, b)]);
  if (dropped > 0) throw new Error(`${dropped} sockets dropped during the run`);

  const read99 = pct(reads, 0.99);
  const ms = (xs: number[], q: number) => `${pct(xs, q).toFixed(1)} ms`;
  console.log(
    `event → ReceiveUnreadCount, ${CLIENTS} learners connected to each of A and B, ${EVENTS} course assignments to each group one at a time through A's API (e-mail: ${process.env.SMTP_URL ? 'SMTP_URL' : 'files in the outbox folder'}):`,
  );
  console.log(`  GET /api/courses/{id} (primary key, beside each pair): p50 ${ms(reads, 0.5)}, p99 ${ms(reads, 0.99)}`);
  for (const [label, group] of [
    ['sockets on A (the request and the job on A)', onA],
    ['sockets on B (JOBS_CONCURRENCY=0), through Redis', onB],
  ] as const) {
    const { receipt, answer } = group.timing;
    const p99 = pct(receipt, 0.99);
    const ok = p99 <= LATENCY_GOAL_MS;
    failed ||= !ok;
    console.log(
      `  ${label}: p50 ${ms(receipt, 0.5)}, p95 ${ms(receipt, 0.95)}, p99 ${p99.toFixed(1)} ms (the assign request's own answer: p50 ${ms(answer, 0.5)}, p99 ${ms(answer, 0.99)}), ratio ${(p99 / LATENCY_GOAL_MS).toFixed(3)} of the ${LATENCY_GOAL_MS} ms goal, ${(p99 / read99).toFixed(1)}× the primary-key read ${verdict(ok)}`,
    );
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await Promise.all([...servers].map((s) => s.stop()));
  if (process.env.BENCH_KEEP) console.log(`kept database ${dbName}`);
  else psql('postgres', `drop database if exists ${dbName} with (force)`);
}
process.exit(failed ? 1 : 0);
