import { readFileSync } from 'node:fs';
import type { ActivePeoplePage } from '@talentpath/contracts/analytics';
import { hashPassword } from '../apps/server/src/platform/auth/hashing.ts';
import { readCsv } from '../apps/server/src/platform/csv.ts';
import { benchOnOwnDatabase, median, p95, psql, reportP95 } from './support/pg-bench.ts';
import { type Headers, signInAt, timedGet } from './support/http.ts';

// Issue 27's figure for what is built of the dashboards so far (ADR 0071): the admin's activity over time and the
// people behind it, on PostgreSQL with 20,000 learners and 2,000,000 activity rows over the last year (and each
// person's active days, as rows and as bits, and the counts kept from them), generated in SQL. A year by week, by day
// and by month, a quarter by week, and the people active in the year and in one week; and what learning came to
// (200,000 enrolments, their certificates, 10,000 people's skills): completion by category and course, certificates
// issued and ending, skill coverage, and the first page of the lists behind them: p95 ≤ 200 ms each, beside a
// primary-key read (GET /api/admin/users/{id})
// measured in the same run, alternating with it. Sequential requests, one at a time. Then the year's people as one
// CSV file (ADR 0072): its rows and its time. Makes its own database and drops it at the end (BENCH_KEEP=1 keeps it).
const PORT = Number(process.env.BENCH_ANALYTICS_PORT ?? 3212);
const REQUESTS = Number(process.env.BENCH_ANALYTICS_REQUESTS ?? 40);
const LEARNERS = Number(process.env.BENCH_ANALYTICS_LEARNERS ?? 20_000);
const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 2_000_000);
const COURSES = 200;
const ENROLMENTS_EACH = Number(process.env.BENCH_ANALYTICS_ENROLMENTS_EACH ?? 10);
const EMPLOYEES = 10_000;
const CEILING_MS = 200;
const PASSWORD = 'Bench!Analytics2026';
const ADMIN = 'bench-analytics-admin@talentpath.test';
/** Not bench-analytics-…: those are the learners. */
const MANAGER = 'manager-of-bench-analytics@talentpath.test';
const PROJECTS = 600;
const COORDINATOR = 'coordinator-of-bench-analytics@talentpath.test';
const base = `http://127.0.0.1:${PORT}`;

/**
 * The roll-ups of what the seed wrote, by the migration that back-fills them for activity recorded before they
 * existed (its statements after the tables): the same SQL, so the bench also times it at this size.
 */
const ROLLUPS_BACKFILL = readFileSync(
  new URL('../apps/server/drizzle/0034_activity-rollups.sql', import.meta.url),
  'utf8',
)
  .split('-- The roll-ups of the activity recorded before them')[1]!
  .split('\n')
  .slice(1)
  .filter((line) => !line.startsWith('-- '))
  .join('\n')
  .replaceAll('--> statement-breakpoint', '');

/**
 * The learners, and the events: each of a random learner on a random day of the last 365 (more on weekdays), of
 * a kind drawn as people use the product (a sign-in in three, a lesson opened in three, …); the days are what the
 * events make them.
 */
const seedSql = (hash: string) => `
insert into users (name, email, password_hash) values ('Analytics Admin', '${ADMIN}', $h$${hash}$h$);
insert into user_roles (user_id, role) select id, 'Admin' from users where email = '${ADMIN}';
insert into users (name, email, password_hash) values ('Analytics Coordinator', '${COORDINATOR}', $h$${hash}$h$);
insert into user_roles (user_id, role) select id, 'CourseCoordinator' from users where email = '${COORDINATOR}';
insert into users (name, email, password_hash)
select 'Learner ' || g, 'bench-analytics-' || g || '@talentpath.test', '!' from generate_series(1, ${LEARNERS}) g;
insert into user_roles (user_id, role) select id, 'Learner' from users where email like 'bench-analytics-%' and email <> '${ADMIN}';
create temp table learner_n as
  select id, row_number() over (order by email) - 1 n from users where email like 'bench-analytics-%' and email <> '${ADMIN}';
create index on learner_n (n);
insert into activity_events (at, user_id, kind, course_id, subject_id)
select date_trunc('day', now()) - (floor(power(r.a, 1.3) * 365) || ' days')::interval
         + (floor(r.b * 86400) || ' seconds')::interval,
       l.id,
       (array['sign-in', 'lesson-opened', 'lesson-opened', 'sign-in', 'lesson-completed', 'attempt-started', 'sign-in',
              'lesson-opened', 'forum-posted'])[1 + floor(r.c * 9)::int],
       null, null
from (select random() a, random() b, random() c, floor(random() * ${LEARNERS})::int n
      from generate_series(1, ${EVENTS})) r
join learner_n l on l.n = r.n;
insert into activity_days (day, user_id)
select distinct (at at time zone 'UTC')::date, user_id from activity_events
on conflict do nothing;
${ROLLUPS_BACKFILL}
${outcomesSql}
analyze;
select (select count(*) from activity_events) || '|' || (select count(*) from activity_days) || '|'
  || (select count(*) from activity_people) || '|' || (select count(*) from activity_counts);
`;

/**
 * The coordinator's dashboard: a coordinator owning 20 of the courses; each course with 5 lessons and a quiz; the
 * lessons completed by the enrolments' progress (all five by the completed ones, two by a third of the others);
 * an attempt at the quiz by two in five of the learners (graded, 70% of them passing); and the activity events of
 * the learning kinds given a course (the learner's, as their enrolments make it likely).
 */
const coursesSql = `
update courses set owner_id = (select id from users where email = '${COORDINATOR}')
where id in (select id from course_n where n < 20);
insert into lessons (course_id, title, position) select c.id, 'Lesson ' || k, k from course_n c, generate_series(1, 5) k;
insert into quizzes (lesson_id, title, position, pass_mark)
select l.id, 'Quiz of ' || c.title, 1, 60 from course_n c join lessons l on l.course_id = c.id and l.position = 5;
insert into lesson_completions (enrolment_id, lesson_id, completed_at)
select e.id, l.id, coalesce(e.completed_at, e.started_at)
from enrolments e join lessons l on l.course_id = e.course_id
where e.completed_at is not null or (l.position <= 2 and abs(hashtext(e.id::text)::bigint) % 3 = 0);
insert into quiz_attempts (quiz_id, user_id, number, state, started_at, submitted_at, max_score, score, percent, passed,
                           gradings)
select q.id, e.user_id, 1, 'graded', e.started_at, e.started_at + interval '20 minutes', 10, p.pct / 10, p.pct,
       p.pct >= 60, 1
from enrolments e
join lessons l on l.course_id = e.course_id and l.position = 5
join quizzes q on q.lesson_id = l.id
cross join lateral (select case when random() < 0.7 then 60 + floor(random() * 41) else floor(random() * 60) end pct) p
where abs(hashtext(e.id::text)::bigint) % 5 in (0, 1);
update activity_events e set course_id = c.id
from course_n c
where e.kind in ('lesson-opened', 'lesson-completed', 'attempt-started')
  and c.n = (abs(hashtext(e.user_id::text)::bigint) * 7 + e.id % 10 * 13) % ${COURSES};
`;

/**
 * The project manager's dashboard, at the issue's size: a project manager; 600 projects over a year around today
 * (half in progress, a fifth planned, a tenth each on hold, completed and cancelled), each requiring three of the 100
 * technologies and one to four of five roles; 12,000 assignments of the first 10,000 learners (every one on a
 * project, one in five on a second, never over 100% a day); and 5,000 course skill claims over the last year, some
 * after an earlier claim of the same skill.
 */
const workforceSql = (hash: string) => `
create temp table learner_w as
  select id, row_number() over (order by email) - 1 n from users where email like 'bench-analytics-%' and email <> '${ADMIN}';
create temp table course_w as
  select id, title, row_number() over (order by title) - 1 n from courses where title like 'Bench course %';
insert into users (name, email, password_hash) values ('Analytics Manager', '${MANAGER}', $h$${hash}$h$);
insert into user_roles (user_id, role) select id, 'ProjectManager' from users where email = '${MANAGER}';
insert into project_roles (name) select 'Bench role ' || g from generate_series(1, 5) g;
create temp table role_n as select id, row_number() over (order by name) - 1 n from project_roles;
insert into projects (name, status, start_date, deadline, manager_id)
select 'Bench project ' || g,
       (array['in-progress', 'in-progress', 'in-progress', 'in-progress', 'in-progress', 'planned', 'planned',
              'on-hold', 'completed', 'cancelled'])[1 + g % 10],
       current_date - 180 + (g * 7 % 360), current_date - 180 + (g * 7 % 360) + 30 + (g * 13 % 150),
       (select id from users where email = '${MANAGER}')
from generate_series(0, ${PROJECTS - 1}) g;
create temp table project_n as select id, row_number() over (order by name) - 1 n from projects;
insert into project_technologies (project_id, technology_id)
select distinct p.id, t.id from project_n p
join (select id, row_number() over (order by name) - 1 n from technologies) t
  on t.n in (p.n * 3 % 100, (p.n * 3 + 1) % 100, (p.n * 7 + 5) % 100);
insert into project_role_needs (project_id, role_id, count)
select p.id, r.id, 1 + p.n % 3 from project_n p join role_n r on r.n <= p.n % 4;
insert into assignments (project_id, employee_id, role_id, workload)
select p.id, l.id, r.id, 20 + (l.n % 4) * 10
from learner_w l join project_n p on p.n = l.n % ${PROJECTS} join role_n r on r.n = l.n % 5
where l.n < ${EMPLOYEES};
insert into assignments (project_id, employee_id, role_id, workload)
select p.id, l.id, r.id, 40
from learner_w l join project_n p on p.n = (l.n * 7 + 3) % ${PROJECTS} join role_n r on r.n = (l.n + 1) % 5
where l.n < ${EMPLOYEES} and l.n % 5 = 0
on conflict do nothing;
insert into skill_claims (user_id, technology_id, kind, level, source_key, source_type, source_id, source_label,
                          claimed_at)
select l.id, t.id, 'course-completed', 1 + l.n % 5, 'course:' || c.id, 'course', c.id, c.title,
       now() - ((l.n * 37 % 365) || ' days')::interval
from learner_w l
join (select id, row_number() over (order by name) - 1 n from technologies) t on t.n = (l.n * 11 + 2) % 100
join course_w c on c.n = l.n % ${COURSES}
where l.n < 5000
on conflict do nothing;
analyze;
`;

/**
 * What learning came to, at the issue's size: 10 categories of 200 published courses; 200,000 enrolments (ten
 * courses each learner) begun over the last year, half of them completed, one in ten with a due date (the open ones
 * past it overdue); a certificate for half the completions, half of those ending within a year, some revoked; and
 * 10,000 of the learners with five skills each in 100 technologies, a third verified.
 */
const outcomesSql = `
insert into course_categories (name) select 'Bench category ' || g from generate_series(1, 10) g;
insert into courses (title, estimated_time, status, category_id, published_at)
select 'Bench course ' || g, 60, 'published',
       (select id from course_categories where name = 'Bench category ' || (1 + g % 10)), now()
from generate_series(1, ${COURSES}) g;
create temp table course_n as select id, title, row_number() over (order by title) - 1 n from courses;
create index on course_n (n);
insert into enrolments (course_id, user_id, source, enrolled_at, started_at, completed_at, progress, due_date)
select c.id, l.id, case when r.a < 0.5 then 'self' else 'assigned' end, r.began, r.began + interval '1 day',
       case when r.b < 0.5 then r.began + interval '10 days' end, case when r.b < 0.5 then 100 else 30 end,
       case when r.d < 0.1 then (r.began + interval '30 days')::date end
from (select l.id lid, l.n ln, k, random() a, random() b, random() d,
             date_trunc('day', now()) - (floor(random() * 365) || ' days')::interval
               + (floor(random() * 86400) || ' seconds')::interval began
      from learner_n l, generate_series(0, ${ENROLMENTS_EACH - 1}) k) r
join learner_n l on l.id = r.lid
join course_n c on c.n = (r.ln * 7 + r.k * 13) % ${COURSES};
insert into certificates (code, enrolment_id, user_id, course_id, holder_name, course_title, issuer, issued_at,
                          expires_on, revoked_at, revoked_reason)
select 'BENCH-' || e.id, e.id, e.user_id, e.course_id, u.name, c.title, 'Bench', e.completed_at,
       case when random() < 0.5 then (e.completed_at + interval '365 days')::date end, null, null
from enrolments e join users u on u.id = e.user_id join courses c on c.id = e.course_id
where e.completed_at is not null and random() < 0.5;
update certificates set revoked_at = now(), revoked_reason = 'Bench' where random() < 0.02;
insert into technologies (name, status) select 'Bench tech ' || g, 'active' from generate_series(1, 100) g;
create temp table tech_n as select id, row_number() over (order by name) - 1 n from technologies;
insert into employee_skills (user_id, technology_id, level, verified_level, basis)
select l.id, t.id, 1 + floor(random() * 5)::int, null, 'rated'
from learner_n l, generate_series(0, 4) k, tech_n t
where l.n < ${EMPLOYEES} and t.n = (l.n * 3 + k * 17) % 100;
update employee_skills set verified_level = level, basis = 'evidence' where random() < 0.33;
${coursesSql}
`;

const timed = async (path: string, headers: Headers) => (await timedGet(base, path, headers)).ms;

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const dayAfter = (days: number) => dayBefore(-days);

await benchOnOwnDatabase('analytics', PORT, async (dbName) => {
  const started = performance.now();
  const seeded = Number(psql(dbName, 'select count(*) from activity_events').trim()) > 0;
  if (!seeded) {
    const counts = psql(dbName, seedSql(await hashPassword(PASSWORD)))
      .trim()
      .split('\n')
      .at(-1);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seeded activity_events|activity_days|activity_people|activity_counts = ${counts} in ${seconds} s`);
  }
  if (Number(psql(dbName, 'select count(*) from projects').trim()) === 0) {
    const began = performance.now();
    psql(dbName, workforceSql(await hashPassword(PASSWORD)));
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    console.log(`seeded ${psql(dbName, 'select count(*) from assignments').trim()} assignments in ${seconds} s`);
  }
  const admin = await signInAt(base, ADMIN, PASSWORD);
  const someone = psql(dbName, `select id from users where email = 'bench-analytics-1@talentpath.test'`).trim();
  const today = dayBefore(0);
  const category = psql(dbName, `select id from course_categories where name = 'Bench category 1'`).trim();
  const technology = psql(dbName, `select id from technologies where name = 'Bench tech 1'`).trim();
  const year = `from=${dayBefore(364)}&to=${today}`;
  const series: { label: string; path: string; as?: Headers }[] = [
    { label: 'a year by week', path: `/api/admin/analytics/activity?${year}&interval=week` },
    { label: 'a year by day', path: `/api/admin/analytics/activity?${year}&interval=day` },
    { label: 'a year by month', path: `/api/admin/analytics/activity?${year}&interval=month` },
    { label: 'a quarter by week', path: `/api/admin/analytics/activity?from=${dayBefore(90)}&to=${today}` },
    { label: 'people active in the year, first page', path: `/api/admin/analytics/activity/people?${year}` },
    {
      label: 'people active in one week, first page',
      path: `/api/admin/analytics/activity/people?from=${dayBefore(13)}&to=${dayBefore(7)}`,
    },
    { label: "a year's enrolments completed, by category and course", path: `/api/admin/analytics/completion?${year}` },
    {
      label: "a year's completed enrolments of a category, first page",
      path: `/api/enrolments?enrolledFrom=${dayBefore(364)}&enrolledTo=${today}&categoryId=${category}&status=completed`,
    },
    { label: 'overdue enrolments, first page', path: '/api/enrolments?status=overdue' },
    {
      label: 'certificates issued and ending, a year back and a year ahead by month',
      path: `/api/admin/analytics/certificates?from=${dayBefore(364)}&to=${dayAfter(364)}&interval=month`,
    },
    {
      label: 'certificates ending in the next year, first page',
      path: `/api/admin/analytics/certificates/list?from=${today}&to=${dayAfter(364)}&kind=expiring`,
    },
    { label: 'skill coverage, first page', path: '/api/admin/analytics/skills' },
    {
      label: "a technology's people at a level, first page",
      path: `/api/admin/analytics/skills/people?technologyId=${technology}&level=3`,
    },
  ];
  const coordinator = await signInAt(base, COORDINATOR, PASSWORD);
  const course = psql(dbName, `select id from courses where title = 'Bench course 1'`).trim();
  const lesson = psql(dbName, `select id from lessons where course_id = '${course}' and position = 2`).trim();
  const coordinated = [
    { label: "a year's courses of every coordinator, first page", path: `/api/coordinator/analytics/courses?${year}` },
    {
      label: "a year's courses of every coordinator, by completion rate",
      path: `/api/coordinator/analytics/courses?${year}&sort=-rate`,
    },
    {
      label: "a year's funnel, lessons and quiz of a course",
      path: `/api/coordinator/analytics/courses/${course}?${year}`,
    },
    {
      label: "a year's activity in a course by week",
      path: `/api/coordinator/analytics/courses/${course}/activity?${year}&interval=week`,
    },
    {
      label: "a year's enrolments of a course that completed a lesson, first page",
      path: `/api/enrolments?courseId=${course}&enrolledFrom=${dayBefore(364)}&enrolledTo=${today}&lessonCompleted=${lesson}`,
    },
  ].map((s) => ({ ...s, as: admin }));
  series.push(...coordinated, {
    label: "a coordinator's year of their 20 courses",
    path: `/api/coordinator/analytics/courses?${year}`,
    as: coordinator,
  });
  const manager = await signInAt(base, MANAGER, PASSWORD);
  const monday = psql(dbName, `select date_trunc('week', current_date)::date`).trim();
  const weeks = `from=${psql(dbName, `select (date '${monday}' - 84)::text`).trim()}&to=${psql(dbName, `select (date '${monday}' + 89)::text`).trim()}`;
  const thisWeek = `from=${monday}&to=${psql(dbName, `select (date '${monday}' + 6)::text`).trim()}`;
  series.push(
    ...[
      { label: '12 weeks back and 12 ahead', path: `/api/project-manager/analytics/utilisation?${weeks}` },
      {
        label: "this week's people, most loaded first",
        path: `/api/project-manager/analytics/utilisation/people?${thisWeek}`,
      },
      { label: 'the bench: under 50% for 4 weeks', path: '/api/project-manager/analytics/bench' },
      { label: 'demand and supply per technology', path: '/api/project-manager/analytics/demand' },
      { label: 'projects at risk', path: '/api/project-manager/analytics/projects-at-risk' },
      {
        label: "a year's skills learned into staffing",
        path: `/api/project-manager/analytics/learning-to-staffing?${year}`,
      },
    ].map((s) => ({ ...s, as: manager })),
  );
  const lookupPath = `/api/admin/users/${someone}`;

  for (let i = 0; i < 3; i++) for (const s of series) await timed(s.path, s.as ?? admin); // warm-up
  for (let i = 0; i < 20; i++) await timed(lookupPath, admin);

  const lookupMs: number[] = [];
  const ms = new Map<string, number[]>(series.map((s) => [s.label, []]));
  for (let i = 0; i < REQUESTS; i++)
    for (const s of series) {
      ms.get(s.label)!.push(await timed(s.path, s.as ?? admin));
      lookupMs.push(await timed(lookupPath, admin));
    }
  const lookup = p95(lookupMs);
  console.log(
    `${LEARNERS} learners, ${EVENTS} activity rows, ${psql(dbName, 'select count(*) from enrolments').trim()} enrolments, ${psql(dbName, 'select count(*) from certificates').trim()} certificates and ${psql(dbName, 'select count(*) from employee_skills').trim()} skills over a year on PostgreSQL, ${REQUESTS} sequential requests each:`,
  );
  console.log(
    `GET /api/admin/users/{id} (primary key): p95 ${lookup.toFixed(1)} ms (median ${median(lookupMs).toFixed(1)} ms)`,
  );
  let passed = true;
  for (const s of series)
    passed = reportP95(`GET ${s.path.split('?')[0]}, ${s.label}`, ms.get(s.label)!, CEILING_MS, lookup) && passed;

  // The year's people as one CSV file (ADR 0072), timed to its last byte. The server reads them 2,000 at a time and
  // writes each chunk while the next is read, so it never holds the whole list or the file; its memory is not
  // visible from here, the rows and the time are. Every person of the list must be in it.
  const exportPath = `/api/admin/analytics/activity/people/export?${year}`;
  const { body: listed } = await timedGet<ActivePeoplePage>(
    base,
    `/api/admin/analytics/activity/people?${year}`,
    admin,
  );
  const exportMs: number[] = [];
  let rows = 0;
  for (let i = 0; i < 4; i++) {
    const start = performance.now();
    const res = await fetch(`${base}${exportPath}`, { headers: admin });
    const file = await res.text();
    if (i > 0) exportMs.push(performance.now() - start); // the first warms up
    if (res.status !== 200) throw new Error(`${exportPath} answered ${res.status}: ${file.slice(0, 300)}`);
    rows = readCsv(file).length - 1;
  }
  console.log(
    `GET /api/admin/analytics/activity/people/export, the year's people as CSV: ${rows} rows (the list has ${listed.totalCount}), median ${median(exportMs).toFixed(0)} ms of ${exportMs.length}`,
  );
  return passed && rows === listed.totalCount;
});
