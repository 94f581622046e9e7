import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import {
  FORUM_JOIN,
  FORUM_LIVE_NAMESPACE,
  FORUM_POST,
  type ForumLivePost,
  type ForumSpaceList,
} from '@talentpath/contracts/forum';
import { NOTIFICATION_HUB_PATH } from '@talentpath/contracts/notifications';
import { hashPassword } from '../apps/server/src/platform/auth/hashing.ts';
import { createTokenSigner } from '../apps/server/src/platform/auth/tokens.ts';
import { PG, psql } from './support/pg-bench.ts';
import { type BenchServer, startServer } from './support/processes.ts';
import { freePort } from './support/http.ts';

// Issue 26's live replies, on PostgreSQL and Redis (127.0.0.1:5432 and :6379), the servers in child processes on one
// core (taskset), the clients in this process: READERS sockets follow one thread — half on A, which takes the
// requests, half on B, which hears through Redis — and a learner posts REPLIES replies to it through A's API, one
// at a time. Each reply is timed from just before its POST to the moment the last of the READERS sockets has its
// `forum:post` (an upper bound of commit → every reader told; goal p99 ≤ 200 ms), and from the POST's answer to that
// moment (how long after the writer sees the reply posted the last reader is told; 0 when all were told before).
// Beside it, measured on the same requests: the POST's own answer (request → response). Makes its own database and
// drops it (BENCH_KEEP=1 keeps it).
// Issue 26: 500 connected readers.
const READERS = Number(process.env.BENCH_FORUM_READERS ?? 500);
const REPLIES = Number(process.env.BENCH_FORUM_REPLIES ?? 300);
const WARM_UP = 20;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CEILING_MS = 200;
const PASSWORD = 'Bench!Forum2026';
const SECRET = 'bench-only-secret-that-is-long-enough-0123456789';
const TTL_SECONDS = 3600;
const dbName = `talentpath_bench_forum_live_${Date.now()}_${process.pid}`;

type Headers = Record<string, string>;
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * q) - 1]!;
const ms = (xs: number[], q: number) => `${pct(xs, q).toFixed(1)} ms`;

async function request<T>(base: string, method: string, path: string, headers: Headers, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A reader's socket on `url`, joined to the thread; `onPost` hears each change told to it. */
async function follow(url: string, token: string, threadId: string, onPost: (post: ForumLivePost) => void) {
  const socket: Socket = io(`${url}${FORUM_LIVE_NAMESPACE}`, {
    path: NOTIFICATION_HUB_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  socket.on(FORUM_POST, onPost);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const answer = (await socket.timeout(10_000).emitWithAck(FORUM_JOIN, { threadId })) as { ok: boolean };
  if (!answer.ok) throw new Error('a reader was refused the thread');
  return socket;
}

let failed = false;
const servers = new Set<BenchServer>();
const sockets: Socket[] = [];
psql('postgres', `create database ${dbName}`);
try {
  const env = {
    DATABASE_URL: `postgres://${PG.user}@${PG.host}:${PG.port}/${dbName}`,
    REDIS_URL,
    JWT_SECRET: SECRET,
    ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_NAMESPACE: `tp-bench-forum-${randomUUID()}-`,
    FORUM_POST_INTERVAL_SECONDS: '0',
    FORUM_POSTS_PER_HOUR: '1000000',
  };
  const start = async (extra: Record<string, string> = {}) => {
    const port = await freePort();
    const server = await startServer('./app-server.ts', port, { ...env, ...extra });
    servers.add(server);
    return Object.assign(server, { url: `http://127.0.0.1:${port}` });
  };
  // A takes the requests (it migrates the new database as it starts); B only holds sockets.
  const a = await start();
  const b = await start({ JOBS_CONCURRENCY: '0' });

  const rows = psql(
    dbName,
    `begin;
insert into users (name, email, password_hash) select 'Reader ' || g, 'reader' || g || '@example.com', '!' from generate_series(1, ${READERS}) g;
insert into users (name, email, password_hash) values ('Writer', 'writer@example.com', $h$${await hashPassword(PASSWORD)}$h$);
insert into user_roles (user_id, role) select id, 'Learner' from users;
insert into sessions (user_id, "current_role", expires_at) select id, 'Learner', now() + interval '1 day' from users where email like 'reader%@example.com';
commit;
analyze;
select s.user_id, s.id from sessions s;`,
  )
    .trim()
    .split('\n')
    .filter((line) => line.includes('|'))
    .map((line) => line.split('|') as [string, string]);
  const signer = createTokenSigner(SECRET, TTL_SECONDS);
  const tokens = await Promise.all(
    rows.map(
      async ([userId, sessionId]) =>
        (await signer.sign({ userId, sessionId, role: 'Learner', passwordChangeRequired: false, version: 0 }))
          .accessToken,
    ),
  );
  const login = await request<{ token: { accessToken: string; currentRole: string } }>(
    a.url,
    'POST',
    '/api/auth/login',
    {},
    { email: 'writer@example.com', password: PASSWORD },
  );
  const writer = { authorization: `Bearer ${login.token.accessToken}`, 'x-active-role': login.token.currentRole };
  const { items } = await request<ForumSpaceList>(a.url, 'GET', '/api/forum/spaces', writer);
  const general = items.find((s) => s.kind === 'general')!.id;
  const thread = await request<{ id: string }>(a.url, 'POST', '/api/forum/threads', writer, {
    spaceId: general,
    kind: 'discussion',
    title: 'Live bench',
    body: 'Replies follow.',
  });

  // Every message a reader gets, with when; a reply's may come before its POST answers (the live room is told
  // right after the commit, before the reply is read back for the answer).
  let arrivals: { postId: string; at: number }[] = [];
  let wake: (() => void) | null = null;
  const heard = (post: ForumLivePost) => {
    arrivals.push({ postId: post.postId, at: performance.now() });
    wake?.();
  };
  /** Resolves with the moment the last reader had the reply's message. */
  const allTold = (postId: string) =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        wake = null;
        reject(new Error(`${postId}: not every reader told within 10 s`));
      }, 10_000);
      const check = () => {
        const mine = arrivals.filter((x) => x.postId === postId);
        if (mine.length < READERS) return;
        wake = null;
        clearTimeout(timer);
        resolve(Math.max(...mine.map((x) => x.at)));
      };
      wake = check;
      check();
    });
  for (let i = 0; i < READERS; i++) sockets.push(await follow(i % 2 ? b.url : a.url, tokens[i]!, thread.id, heard));

  const postPath = `/api/forum/threads/${thread.id}/posts`;
  const receipt: number[] = [];
  const afterAnswer: number[] = [];
  const answer: number[] = [];
  for (let i = 0; i < WARM_UP + REPLIES; i++) {
    arrivals = [];
    const started = performance.now();
    const post = await request<{ id: string }>(a.url, 'POST', postPath, writer, { body: `Reply ${i}` });
    const answered = performance.now();
    const last = await allTold(post.id);
    if (i < WARM_UP) continue;
    answer.push(answered - started);
    receipt.push(last - started);
    afterAnswer.push(Math.max(0, last - answered));
  }
  const dropped = sockets.filter((s) => !s.connected).length;
  if (dropped > 0) throw new Error(`${dropped} sockets dropped during the run`);

  const p99 = pct(receipt, 0.99);
  const answer99 = pct(answer, 0.99);
  const ok = p99 <= CEILING_MS;
  failed ||= !ok;
  console.log(
    `reply → forum:post at all ${READERS} readers of one thread (${READERS / 2} on A, which takes the POSTs; ${READERS / 2} on B, through Redis), ${REPLIES} replies one at a time:`,
  );
  console.log(
    `  POST /forum/threads/{id}/posts, its own answer: p50 ${ms(answer, 0.5)}, p99 ${answer99.toFixed(1)} ms`,
  );
  console.log(
    `  from the POST's answer to the last reader told: p50 ${ms(afterAnswer, 0.5)}, p95 ${ms(afterAnswer, 0.95)}, p99 ${ms(afterAnswer, 0.99)}`,
  );
  console.log(
    `  from just before the POST to the last reader told: p50 ${ms(receipt, 0.5)}, p95 ${ms(receipt, 0.95)}, p99 ${p99.toFixed(1)} ms, ratio ${(p99 / CEILING_MS).toFixed(3)} of the ${CEILING_MS} ms ceiling, ${(p99 / answer99).toFixed(2)}× the POST's own answer ${ok ? 'PASS' : 'FAIL'}`,
  );
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([...servers].map((s) => s.stop()));
  if (process.env.BENCH_KEEP) console.log(`kept database ${dbName}`);
  else psql('postgres', `drop database if exists ${dbName} with (force)`);
}
process.exit(failed ? 1 : 0);
