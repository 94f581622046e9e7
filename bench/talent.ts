import { hashPassword } from '../apps/server/src/platform/auth/hashing.ts';
import { benchOnOwnDatabase, median, p95, psql, reportP95 } from './support/pg-bench.ts';

// Issue 24's search figure, on PostgreSQL: 50,000 users (each with a profile), 500,000 skill claims and their
// derived skills, 5,000 courses and 1,000 projects made by a generator (SQL below). The global search answers
// (GET /api/search: people, courses and projects, grouped and counted; with a skill filter; and the header's
// suggestions) in under 50 ms at p95, each printed beside a primary-key lookup (GET /api/profiles/{id}) measured in
// the same run, alternating with it. Ranking with effective levels is bench:workforce's (npm run bench:talent runs
// it next). Makes its own database and drops it at the end.
const PORT = Number(process.env.BENCH_TALENT_PORT ?? 3206);
const USERS = Number(process.env.BENCH_USERS ?? 50_000);
const CLAIMS_PER_USER = 10;
const COURSES = 5_000;
const PROJECTS = 1_000;
const TECHNOLOGIES = 200;
const REQUESTS = Number(process.env.BENCH_TALENT_REQUESTS ?? 60);
const SEARCH_CEILING_MS = 50;
const base = `http://127.0.0.1:${PORT}`;
const PM = { email: 'bench-pm@talentpath.test', password: 'Bench!Pm2026' };
const LEARNER = { email: 'bench-learner@talentpath.test', password: PM.password };

// Names and headline words as a large organisation has them: 60 first names and 60 surnames (each about 1 in 60 of
// the people: "kari" finds some 800, as a common first name does in 50,000 people), 40 headline words.
const FIRST = [
  'Kari',
  'Ola',
  'Ingrid',
  'Lars',
  'Sofia',
  'Amir',
  'Leah',
  'Jonas',
  'Priya',
  'Wei',
  'Fatima',
  'Mateo',
  'Nora',
  'Emil',
  'Sara',
  'Henrik',
  'Maja',
  'Johan',
  'Ida',
  'Magnus',
  'Emma',
  'Oskar',
  'Thea',
  'Sander',
  'Vilde',
  'Elias',
  'Hanna',
  'Filip',
  'Julie',
  'Aksel',
  'Anna',
  'Tobias',
  'Frida',
  'Mathias',
  'Selma',
  'Adrian',
  'Aisha',
  'Yusuf',
  'Mei',
  'Chen',
  'Olena',
  'Dmytro',
  'Zofia',
  'Piotr',
  'Chiara',
  'Luca',
  'Kwame',
  'Ama',
  'Arjun',
  'Ananya',
  'Yuki',
  'Haruto',
  'Lucia',
  'Diego',
  'Noah',
  'Olivia',
  'Liam',
  'Ella',
  'Ali',
  'Maryam',
];
const LAST = [
  'Nordmann',
  'Hansen',
  'Solheim',
  'Berg',
  'Haddad',
  'Okafor',
  'Nilsen',
  'Sharma',
  'Zhang',
  'Lie',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Karlsen',
  'Eriksen',
  'Berge',
  'Haugen',
  'Hagen',
  'Jensen',
  'Kristiansen',
  'Jacobsen',
  'Dahl',
  'Moen',
  'Strand',
  'Bakken',
  'Lund',
  'Halvorsen',
  'Iversen',
  'Ahmed',
  'Khan',
  'Ali',
  'Nguyen',
  'Kowalski',
  'Nowak',
  'Rossi',
  'Romano',
  'Garcia',
  'Lopez',
  'Mensah',
  'Boateng',
  'Tanaka',
  'Sato',
  'Kim',
  'Park',
  'Singh',
  'Patel',
  'Kovalenko',
  'Shevchenko',
  'Smith',
  'Murphy',
  'Becker',
  'Fischer',
  'Silva',
  'Santos',
  'Yilmaz',
  'Demir',
  'Novak',
  'Horvat',
];
const WORDS = [
  'cloud',
  'data',
  'secure',
  'react',
  'testing',
  'leadership',
  'python',
  'design',
  'kubernetes',
  'sql',
  'java',
  'kotlin',
  'android',
  'ios',
  'devops',
  'terraform',
  'aws',
  'azure',
  'frontend',
  'backend',
  'platform',
  'analytics',
  'machine',
  'learning',
  'product',
  'agile',
  'scrum',
  'architecture',
  'integration',
  'payments',
  'mobile',
  'accessibility',
  'ux',
  'research',
  'quality',
  'automation',
  'observability',
  'networking',
  'golang',
  'rust',
];
const sqlArray = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

// Claims: 10 per person over 10 technologies, of every kind (evidence every third); the derived row per person and
// technology is the highest level, the verified level the highest evidence.
const seedSql = (hash: string) => `
begin;
with u as (insert into users (name, email, password_hash) values ('Bench PM', '${PM.email}', $h$${hash}$h$) returning id)
insert into user_roles (user_id, role) select id, 'ProjectManager' from u;
with u as (insert into users (name, email, password_hash) values ('Bench Learner', '${LEARNER.email}', $h$${hash}$h$) returning id)
insert into user_roles (user_id, role) select id, 'Learner' from u;
insert into users (name, email, password_hash)
select (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (g * 7 / ${FIRST.length}) % ${LAST.length}],
       'person' || g || '@example.com', '!'
from generate_series(1, ${USERS}) g;
insert into user_roles (user_id, role) select id, 'Learner' from users where email like 'person%';
update users set status = 'disabled' where email like 'person%' and right(email, 13) like '7@example.com';
insert into technologies (name, admin_created) select 'Tech ' || g, true from generate_series(1, ${TECHNOLOGIES}) g;
create temp table e as select id, row_number() over (order by email) n from users where email like 'person%';
create temp table t as select id, row_number() over (order by name) n from technologies;
insert into user_profiles (user_id, headline, visibility)
select e.id, (${sqlArray(WORDS)})[1 + e.n % ${WORDS.length}] || ' specialist with ' || (${sqlArray(WORDS)})[1 + (e.n / 7) % ${WORDS.length}],
       case when e.n % 5 = 0 then '{"about":"managers","skills":"managers"}'::jsonb else '{}'::jsonb end
from e;
insert into skill_claims (user_id, technology_id, kind, level, source_key)
select e.id, t.id,
       (array['self-assessed','manager-rated','peer-endorsed','course-completed','assessment-passed','certificate','project-delivered'])[1 + (e.n + k) % 7],
       1 + (e.n * 3 + k) % 5, 'bench:' || k
from e cross join generate_series(0, ${CLAIMS_PER_USER - 1}) k join t on t.n = 1 + (e.n * 7 + k * 19) % ${TECHNOLOGIES};
insert into employee_skills (user_id, technology_id, level, verified_level, basis)
select user_id, technology_id, max(level),
       max(level) filter (where kind in ('course-completed','assessment-passed','certificate','project-delivered')),
       case when bool_or(kind in ('course-completed','assessment-passed','certificate','project-delivered')) then 'evidence' else 'rated' end
from skill_claims group by user_id, technology_id;
insert into course_categories (name) values ('Bench');
insert into courses (title, description, estimated_time, status, category_id, owner_id, published_at)
select initcap((${sqlArray(WORDS)})[1 + g % ${WORDS.length}]) || ' ' || (${sqlArray(WORDS)})[1 + (g / 10) % ${WORDS.length}] || ' course ' || g,
       'Learn ' || (${sqlArray(WORDS)})[1 + (g / 3) % ${WORDS.length}] || ' the practical way.', 60,
       case when g % 10 = 0 then 'draft' else 'published' end, (select id from course_categories limit 1),
       (select id from users where email = '${PM.email}'), now()
from generate_series(1, ${COURSES}) g;
insert into projects (name, short_description, status, start_date, deadline, manager_id)
select initcap((${sqlArray(WORDS)})[1 + g % ${WORDS.length}]) || ' programme ' || g, 'A ' || (${sqlArray(WORDS)})[1 + (g / 10) % ${WORDS.length}] || ' project',
       'in-progress', current_date - 10, current_date + 90, (select id from users where email = '${PM.email}')
from generate_series(1, ${PROJECTS}) g;
commit;
analyze;
select (select count(*) from users), (select count(*) from skill_claims), (select count(*) from employee_skills), (select count(*) from courses);
`;

await benchOnOwnDatabase('talent', PORT, async (dbName) => {
  let failed = false;
  const started = performance.now();
  const counts = psql(dbName, seedSql(await hashPassword(PM.password)))
    .trim()
    .split('\n')
    .at(-1);
  console.log(
    `seeded users|claims|skills|courses = ${counts} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  /** Signed in: a learner sees people and courses, a project manager also projects. */
  async function headersOf(account: { email: string; password: string }) {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
    return {
      authorization: `Bearer ${((await login.json()) as { token: { accessToken: string } }).token.accessToken}`,
    };
  }
  const roles = { Learner: await headersOf(LEARNER), ProjectManager: await headersOf(PM) };
  async function timed(path: string, role: keyof typeof roles = 'Learner') {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, { headers: roles[role] });
    const body = await res.text();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 300)}`);
    return { ms, body };
  }

  const people = psql(
    dbName,
    `select id from users where email like 'person%' and status = 'active' order by random() limit 20`,
  )
    .trim()
    .split('\n');
  const tech = psql(dbName, `select id from technologies order by name limit 5`).trim().split('\n');
  const lookups = people.map((id) => `/api/profiles/${id}`);
  const texts = ['kari', 'hansen', 'kari nordmann', 'cloud', 'kubernetes security', 'nordman', 'react testing', 'amir'];
  const cases: { label: string; paths: string[]; role: keyof typeof roles }[] = [
    {
      label: 'GET /api/search?q (every group, a learner)',
      paths: texts.map((q) => `/api/search?q=${encodeURIComponent(q)}`),
      role: 'Learner',
    },
    {
      label: 'GET /api/search?q (with projects, a project manager)',
      paths: texts.map((q) => `/api/search?q=${encodeURIComponent(q)}`),
      role: 'ProjectManager',
    },
    {
      label: 'GET /api/search?type=people&technologyId&minLevel=4&verified=true',
      paths: tech.map((id) => `/api/search?type=people&technologyId=${id}&minLevel=4&verified=true`),
      role: 'ProjectManager',
    },
    {
      label: 'GET /api/search/suggestions?q',
      paths: texts.map((q) => `/api/search/suggestions?q=${encodeURIComponent(q)}`),
      role: 'Learner',
    },
  ];
  for (const c of cases) for (const path of c.paths) await timed(path, c.role); // warm-up
  for (const path of lookups) await timed(path);
  const sample = JSON.parse((await timed(cases[0]!.paths[0]!)).body) as { counts: Record<string, number | null> };
  console.log(`(search "${texts[0]}": ${JSON.stringify(sample.counts)})`);

  const lookupMs: number[] = [];
  const results = [];
  for (const c of cases) {
    const ms: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      ms.push((await timed(c.paths[i % c.paths.length]!, c.role)).ms);
      lookupMs.push((await timed(lookups[i % lookups.length]!)).ms);
    }
    results.push({ label: c.label, ms });
  }
  const lookup = p95(lookupMs);
  console.log(
    `${USERS} users, ${USERS * CLAIMS_PER_USER} claims, ${COURSES} courses, ${PROJECTS} projects on PostgreSQL, sequential:`,
  );
  console.log(
    `GET /api/profiles/{id} (primary key): p95 ${lookup.toFixed(1)} ms (median ${median(lookupMs).toFixed(1)} ms)`,
  );
  for (const r of results) {
    failed = !reportP95(r.label, r.ms, SEARCH_CEILING_MS, lookup) || failed;
  }
  return !failed;
});
