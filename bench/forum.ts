import { hashPassword } from '../apps/server/src/platform/auth/hashing.ts';
import { COMMON_WORD, FORUM_SCALE, forumSeedSql, RARE_WORD } from './support/forum-data.ts';
import { benchOnOwnDatabase, median, p95, psql, reportP95 } from './support/pg-bench.ts';
import { type Headers, signInAt, timedGet } from './support/http.ts';

// Issue 26's reading figures, on PostgreSQL with 100,000 threads over the general forum and six course forums and
// one thread with 5,000 replies, made by a generator (support/forum-data.ts): through the API, as a learner enrolled
// in three of the courses (about 70,000 threads to read) and as an admin (all 100,000, hidden ones too), the thread
// list of every forum they read (first page and page 50, answered and unanswered, by votes and newest) and of the
// general one, search (a word in a few hundred threads, a rare one), and the long thread's first and last page of
// replies: p95 ≤ 50 ms each, beside a primary-key read (GET /api/courses/{id}) measured in the same run, alternating
// with it. A page past the end of the list is only its count (paginate reads no rows there): what counting costs.
// Sequential requests, one at a time. Makes its own database and drops it at the end (BENCH_KEEP=1 keeps it).
const PORT = Number(process.env.BENCH_FORUM_PORT ?? 3210);
const REQUESTS = Number(process.env.BENCH_FORUM_REQUESTS ?? 60);
const CEILING_MS = 50;
const PASSWORD = 'Bench!Forum2026';
const EMAILS = { learner: 'bench-forum-learner@talentpath.test', admin: 'bench-forum-admin@talentpath.test' };
const base = `http://127.0.0.1:${PORT}`;

type Page = { totalCount: number; items: unknown[] };

const signIn = (email: string) => signInAt(base, email, PASSWORD);

const timed = (path: string, headers: Headers) => timedGet<Page>(base, path, headers);

await benchOnOwnDatabase('forum', PORT, async (dbName) => {
  const started = performance.now();
  // A database a run kept (BENCH_DATABASE) has its data already.
  const seeded = Number(psql(dbName, `select count(*) from forum_threads`).trim()) > 0;
  if (!seeded) {
    const counts = psql(dbName, forumSeedSql(await hashPassword(PASSWORD), EMAILS))
      .trim()
      .split('\n')
      .at(-1);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `seeded threads|posts|titles with "${COMMON_WORD}"|replies of the long thread = ${counts} in ${seconds} s`,
    );
  }
  const [learner, admin] = [await signIn(EMAILS.learner), await signIn(EMAILS.admin)];
  const one = (sql: string) => psql(dbName, sql).trim();
  const big = one(`select id from forum_threads where title = 'The thread with five thousand replies'`);
  const courseId = one(`select id from courses where title = 'Forum course 1'`);
  const general = one(`select id from forum_spaces where kind = 'general'`);
  const lastPage = Math.ceil(FORUM_SCALE.bigReplies / 20);

  const lists = {
    'first page': '',
    'page 50': '&pageNumber=50',
    'the general forum, first page': `&spaceId=${general}`,
    unanswered: '&answer=unanswered',
    answered: '&answer=answered',
    'by votes': '&sort=-votes',
    newest: '&sort=-created',
    [`search "${COMMON_WORD}"`]: `&q=${COMMON_WORD}`,
    [`search "${RARE_WORD}"`]: `&q=${RARE_WORD}`,
    'past the end (the count alone)': '&pageNumber=100000',
  };
  const posts = (page: number) => `/api/forum/threads/${big}/posts?sort=created&pageNumber=${page}&pageSize=20`;
  const series = (['learner', 'admin'] as const).flatMap((who) => [
    ...Object.entries(lists).map(([label, query]) => ({
      label: `GET /api/forum/threads, ${label}, as the ${who}`,
      path: `/api/forum/threads?pageSize=20${query}`,
      who,
    })),
    { label: `GET /api/forum/threads/{id}/posts, first page of 5,000 replies, as the ${who}`, path: posts(1), who },
    { label: `GET /api/forum/threads/{id}/posts, last page (${lastPage}), as the ${who}`, path: posts(lastPage), who },
  ]);
  const as = { learner, admin };
  const lookupPath = `/api/courses/${courseId}`;

  for (let i = 0; i < 5; i++) for (const s of series) await timed(s.path, as[s.who]); // warm-up
  for (let i = 0; i < 20; i++) await timed(lookupPath, as[i % 2 ? 'admin' : 'learner']);
  const totals = new Map<string, number>();
  for (const s of series) totals.set(s.label, (await timed(s.path, as[s.who])).body.totalCount);

  // The series in turn, each request followed by a primary-key read by the same caller: a busy moment of the
  // machine falls on every series and on the reads alike.
  const lookupMs: number[] = [];
  const ms = new Map<string, number[]>(series.map((s) => [s.label, []]));
  for (let i = 0; i < REQUESTS; i++)
    for (const s of series) {
      ms.get(s.label)!.push((await timed(s.path, as[s.who])).ms);
      lookupMs.push((await timed(lookupPath, as[s.who])).ms);
    }

  const lookup = p95(lookupMs);
  console.log(
    `${FORUM_SCALE.threads} threads in 7 forums and one of ${FORUM_SCALE.bigReplies} replies on PostgreSQL, ${REQUESTS} sequential requests each:`,
  );
  console.log(
    `GET /api/courses/{id} (primary key): p95 ${lookup.toFixed(1)} ms (median ${median(lookupMs).toFixed(1)} ms)`,
  );
  let passed = true;
  for (const s of series) {
    const label = `${s.label} (totalCount ${totals.get(s.label)})`;
    passed = reportP95(label, ms.get(s.label)!, CEILING_MS, lookup) && passed;
  }
  return passed;
});
