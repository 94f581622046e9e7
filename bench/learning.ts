import { hashPassword } from '../apps/server/src/platform/auth/hashing.ts';
import { LEARNING_SCALE, learningSeedSql } from './support/learning-data.ts';
import { benchOnOwnDatabase, median, p95, psql, reportP95 } from './support/pg-bench.ts';
import { type Headers, signInAt } from './support/http.ts';

// Issue 11's figures, on PostgreSQL with 2,000 courses, 20,000 learners and 200,000 enrolments made by a generator
// (support/learning-data.ts): the learner's catalogue page (GET /api/courses?categoryId&pageSize=12, and with a
// search term and technologies) and the learner dashboard (GET /api/learner/dashboard, for learners with 10
// enrolments) answer in under 100 ms at p95, printed beside a primary-key lookup (GET /api/courses/{id}) measured
// in the same run. Sequential requests, one at a time. Makes its own database and drops it at the end
// (BENCH_KEEP=1 keeps it for a closer look: drop it yourself).
const PORT = Number(process.env.BENCH_LEARNING_PORT ?? 3206);
const REQUESTS = Number(process.env.BENCH_LEARNING_REQUESTS ?? 100);
const GOAL_MS = 100;
const PASSWORD = 'Bench!Learner2026';
const base = `http://127.0.0.1:${PORT}`;

const signIn = (email: string) => signInAt(base, email, PASSWORD);

async function timed(path: string, headers: Headers) {
  const start = performance.now();
  const res = await fetch(`${base}${path}`, { headers });
  const body = await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 300)}`);
  return { ms, body };
}

await benchOnOwnDatabase('learning', PORT, async (dbName) => {
  const rows = (sql: string) => psql(dbName, sql).trim().split('\n');
  let failed = false;
  const started = performance.now();
  const counts = psql(dbName, learningSeedSql(await hashPassword(PASSWORD)))
    .trim()
    .split('\n')
    .at(-1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`seeded courses|learners|enrolments|completions|lessons = ${counts} in ${seconds} s`);

  const learners = await Promise.all(
    Array.from({ length: LEARNING_SCALE.signedIn }, (_, i) => signIn(`learner${i + 1}@example.com`)),
  );
  const categories = rows(`select id from course_categories where status = 'active' order by sort_order`);
  const [techA, techB] = rows(`select id from technologies where name in ('Tech 3', 'Tech 10') order by name`);
  const courseIds = rows(`select id from courses where status = 'published' order by random() limit 40`);
  const as = (i: number) => learners[i % learners.length]!;
  const series = {
    catalogue: (i: number) => `/api/courses?categoryId=${categories[i % categories.length]}&pageSize=12`,
    search: (i: number) =>
      `/api/courses?searchTerm=${i % 2 ? 'kubernetes' : 'leadership'}&technologyIds=${i % 2 ? techA : techB}&pageSize=12`,
    dashboard: () => '/api/learner/dashboard',
    lookup: (i: number) => `/api/courses/${courseIds[i % courseIds.length]}`,
  };
  type Name = keyof typeof series;
  const names = Object.keys(series) as Name[];

  for (let i = 0; i < 20; i++) for (const name of names) await timed(series[name](i), as(i)); // warm-up
  const ms: Record<Name, number[]> = { catalogue: [], search: [], dashboard: [], lookup: [] };
  for (let i = 0; i < REQUESTS; i++) for (const name of names) ms[name].push((await timed(series[name](i), as(i))).ms);

  const page = JSON.parse((await timed(series.catalogue(0), as(0))).body) as { totalCount: number; items: unknown[] };
  const found = JSON.parse((await timed(series.search(1), as(1))).body) as { totalCount: number };
  const board = JSON.parse((await timed(series.dashboard(), as(0))).body) as { stats: { enrolled: number } };
  console.log(
    `(a category page: ${page.items.length} of ${page.totalCount} courses; search with a technology: ${found.totalCount}; dashboard of a learner with ${board.stats.enrolled} enrolments)`,
  );

  const lookup = p95(ms.lookup);
  console.log(
    `${LEARNING_SCALE.courses} courses, ${LEARNING_SCALE.learners} learners, ${LEARNING_SCALE.learners * LEARNING_SCALE.perLearner} enrolments on PostgreSQL, ${REQUESTS} sequential requests each:`,
  );
  console.log(
    `GET /api/courses/{id} (primary key): p95 ${lookup.toFixed(1)} ms (median ${median(ms.lookup).toFixed(1)} ms)`,
  );
  const labels: Record<Exclude<Name, 'lookup'>, string> = {
    catalogue: 'GET /api/courses?categoryId&pageSize=12 (catalogue page)',
    search: 'GET /api/courses?searchTerm&technologyIds (catalogue search)',
    dashboard: 'GET /api/learner/dashboard (10 enrolments)',
  };
  for (const [name, label] of Object.entries(labels) as [Exclude<Name, 'lookup'>, string][]) {
    failed = !reportP95(label, ms[name], GOAL_MS, lookup, 'goal') || failed;
  }
  return !failed;
});
