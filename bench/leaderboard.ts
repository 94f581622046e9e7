import { hashPassword } from '../apps/server/src/platform/auth/hashing.ts';
import { benchOnOwnDatabase, median, p95, psql, reportP95 } from './support/pg-bench.ts';

// Issue 25's leaderboard figure, on PostgreSQL: 100,000 learners, 5,000,000 ledger rows over the last year (and the
// tallies the awards would have kept beside them, ADR 0066), 10 categories, 200 courses with 3 enrolments each
// learner. For every period (week, month, all time) and scope (everyone, a category, the people of my courses), GET
// /api/leaderboard as learners all over the board (top, middle, bottom): p95 ≤ 50 ms, each beside the caller's
// points summary (primary-key reads) measured in the same run, alternating with it. 1 % of learners left the
// board, 100 staff are not ranked. Makes its own database and drops it. Run by `npm run bench:recognition`.
const PORT = Number(process.env.BENCH_LEADERBOARD_PORT ?? 3209);
const LEARNERS = Number(process.env.BENCH_LEADERBOARD_LEARNERS ?? 100_000);
const LEDGER_ROWS = Number(process.env.BENCH_LEADERBOARD_ROWS ?? 5_000_000);
const REQUESTS = Number(process.env.BENCH_LEADERBOARD_REQUESTS ?? 60);
const CALLERS = 30;
const CEILING_MS = 50;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench!Board2026';

const seedSql = (hash: string) => `
set work_mem = '256MB';
set maintenance_work_mem = '1GB';
begin;
insert into course_categories (name) select 'Bench category ' || g from generate_series(1, 10) g;
with u as (
  insert into users (name, email, password_hash)
  select 'Lærer ' || g, 'bench-learner-' || g || '@talentpath.test', $h$${hash}$h$ from generate_series(1, ${LEARNERS}) g
  returning id, email
) insert into user_roles (user_id, role) select id, 'Learner' from u;
-- 100 of them are also staff (coordinators who learn): not ranked.
insert into user_roles (user_id, role)
select id, 'CourseCoordinator' from users where email ~ '^bench-learner-[0-9]+@' and split_part(split_part(email, '-', 3), '@', 1)::int % 1000 = 7;
insert into courses (title, description, estimated_time, status, published_at, category_id)
select 'Kurs ' || g, 'Et kurs.', 30, 'published', now(), (select id from course_categories order by name offset (g % 10) limit 1)
from generate_series(1, 200) g;
create temporary table bench_people as select id, row_number() over (order by email) as n from users;
create temporary table bench_courses as select id, row_number() over (order by title) - 1 as n from courses;
insert into enrolments (course_id, user_id, source)
select distinct c.id, p.id, 'self' from bench_people p
cross join generate_series(0, 2) k
join bench_courses c on c.n = (p.n * 7 + k * 61) % 200;
create temporary table bench_categories as select id, row_number() over (order by name) - 1 as n from course_categories;
-- The ledger: 50 entries a learner on average, skewed (some learn much more), over the last 365 days.
insert into points_ledger (user_id, kind, points, source_key, category_id, subject, created_at)
select p.id, 'course-completed', 5 + (g * 37) % 96, 'bench:' || g, c.id, 'Kurs',
  now() - ((g * 7919) % 365) * interval '1 day' - ((g * 31) % 86400) * interval '1 second'
from generate_series(1::bigint, ${LEDGER_ROWS}) g
join bench_people p on p.n = 1 + floor(${LEARNERS} * power(((g * 104729) % ${LEDGER_ROWS})::float / ${LEDGER_ROWS}, 1.6))::int
join bench_categories c on c.n = g % 10;
insert into points_accounts (user_id, balance, earned, ranked)
select l.user_id, sum(points), sum(points), true from points_ledger l group by l.user_id;
update points_accounts set visibility = 'hidden', ranked = false
where user_id in (select id from bench_people where n % 100 = 50);
update points_accounts set ranked = false
where user_id in (select user_id from user_roles where role = 'CourseCoordinator');
-- The tallies the awards kept: all time, each week (from Monday, UTC) and each month; everyone's and per category.
create temporary table bench_keys as
select l.user_id, l.points, l.category_id::text as category,
  'w:' || to_char(date_trunc('week', l.created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
  'm:' || to_char(l.created_at at time zone 'UTC', 'YYYY-MM') as month
from points_ledger l;
insert into points_tallies (period, scope, user_id, points, ranked)
select k.period, k.scope, k.user_id, sum(k.points), a.ranked from (
  select user_id, points, 'all' as period, 'org' as scope from bench_keys
  union all select user_id, points, week, 'org' from bench_keys
  union all select user_id, points, month, 'org' from bench_keys
  union all select user_id, points, 'all', category from bench_keys
  union all select user_id, points, week, category from bench_keys
  union all select user_id, points, month, category from bench_keys
) k join points_accounts a on a.user_id = k.user_id
group by k.period, k.scope, k.user_id, a.ranked;
commit;
vacuum analyze;
select (select count(*) from users) || '|' || (select count(*) from points_ledger) || '|' || (select count(*) from points_tallies) || '|' || (select count(*) from enrolments);
`;

async function signIn(email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return { authorization: `Bearer ${((await res.json()) as { token: { accessToken: string } }).token.accessToken}` };
}

async function timed(path: string, headers: Record<string, string>) {
  const start = performance.now();
  const res = await fetch(`${base}${path}`, { headers });
  const text = await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) as { me?: { rank: number | null } | null; ranked?: number } };
}

await benchOnOwnDatabase('leaderboard', PORT, async (dbName) => {
  const started = performance.now();
  // A database a run kept (BENCH_DATABASE) has its data already.
  const seeded = Number(psql(dbName, `select count(*) from points_ledger`).trim()) > 0;
  const counts = seeded
    ? psql(
        dbName,
        `select (select count(*) from users) || '|' || (select count(*) from points_ledger) || '|' || (select count(*) from points_tallies) || '|' || (select count(*) from enrolments)`,
      ).trim()
    : psql(dbName, seedSql(await hashPassword(PASSWORD))).trim();
  console.log(
    `seeded users|ledger rows|tallies|enrolments = ${counts} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  // Callers all over the board: every (ranked / CALLERS)th learner by points, from the top to the bottom.
  const emails = psql(
    dbName,
    `select email from (
       select u.email, row_number() over (order by a.earned desc, a.user_id) as place, count(*) over () as ranked
       from points_accounts a join users u on u.id = a.user_id where a.ranked) r
     where (place - 1) % greatest(1, ranked / ${CALLERS}) = 0 order by place limit ${CALLERS}`,
  )
    .trim()
    .split('\n');
  const callers = await Promise.all(emails.map((email) => signIn(email)));
  const categoryId = psql(dbName, `select id from course_categories order by name limit 1`).trim();

  const boards = ['week', 'month', 'all'].flatMap((period) =>
    ['organization', `category&categoryId=${categoryId}`, 'my-courses'].map((scope) => ({
      label: `${period}, ${scope.split('&')[0]}`,
      path: `/api/leaderboard?period=${period}&scope=${scope}`,
    })),
  );
  for (const b of boards) for (const h of callers.slice(0, 3)) await timed(b.path, h); // warm-up

  const lookupMs: number[] = [];
  const results: { label: string; ms: number[]; ranked: number }[] = [];
  for (const b of boards) {
    const ms: number[] = [];
    let ranked = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const h = callers[i % callers.length]!;
      const board = await timed(b.path, h);
      ms.push(board.ms);
      ranked = board.body.ranked ?? 0;
      lookupMs.push((await timed('/api/me/points', h)).ms);
    }
    results.push({ label: b.label, ms, ranked });
  }
  const lookup = p95(lookupMs);
  console.log(`${REQUESTS} requests per board by ${CALLERS} learners from the top to the bottom, sequential:`);
  console.log(
    `GET /api/me/points (primary-key reads): p95 ${lookup.toFixed(1)} ms (median ${median(lookupMs).toFixed(1)} ms)`,
  );
  let passed = true;
  for (const r of results)
    passed = reportP95(`GET /api/leaderboard ${r.label} (${r.ranked} ranked)`, r.ms, CEILING_MS, lookup) && passed;
  return passed;
});
