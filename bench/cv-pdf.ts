import { hashPassword } from '../apps/server/src/platform/auth/hashing.ts';
import { benchOnOwnDatabase, median, p95, psql, reportP95 } from './support/pg-bench.ts';

// Issue 24's CV figure, on PostgreSQL: a consultant with 30 skills (self-assessed through the API, so each has its
// claim), 15 projects and 20 completed courses, a Norwegian profile (æ, ø, å); POST /api/cv makes the whole CV as a
// PDF (two pages, fonts embedded and subset, in a worker thread) in under 300 ms at p95, printed beside a
// primary-key lookup (GET /api/profiles/{id}) measured in the same run, alternating with it. Makes its own database
// and drops it at the end. Run by `npm run bench:talent` after the search figures.
const PORT = Number(process.env.BENCH_CV_PORT ?? 3207);
const REQUESTS = Number(process.env.BENCH_CV_REQUESTS ?? 60);
const SKILLS = 30;
const PROJECTS = 15;
const COURSES = 20;
const CEILING_MS = 300;
const base = `http://127.0.0.1:${PORT}`;
const PM = { email: 'bench-pm@talentpath.test', password: 'Bench!Pm2026' };
const PERSON = { email: 'bench-consultant@talentpath.test', password: PM.password };

const seedSql = (hash: string) => `
begin;
with u as (insert into users (name, email, password_hash) values ('Bench PM', '${PM.email}', $h$${hash}$h$) returning id)
insert into user_roles (user_id, role) select id, 'ProjectManager' from u;
with u as (insert into users (name, email, password_hash) values ('Åse Ødegård Bækkelund', '${PERSON.email}', $h$${hash}$h$) returning id)
insert into user_roles (user_id, role) select id, 'Learner' from u;
insert into user_profiles (user_id, headline, bio, location, languages, links)
select id, 'Senior fullstack-utvikler og arkitekt',
  repeat('Ti år med TypeScript, PostgreSQL og skyplattformer; har ledet team i offentlig sektor og finans. ', 8),
  'Tromsø', '[{"language":"Norsk","level":"native"},{"language":"Engelsk","level":"fluent"}]',
  '[{"label":"GitHub","url":"https://github.com/ase-example"}]'
from users where email = '${PERSON.email}';
insert into technologies (name, admin_created) select 'Teknologi ' || g, true from generate_series(1, ${SKILLS}) g;
insert into project_roles (name) values ('Arkitekt'), ('Utvikler');
insert into projects (name, status, start_date, deadline, manager_id)
select 'Prosjekt for Næringslivets hovedorganisasjon ' || g, case when g > 2 then 'completed' else 'in-progress' end,
  current_date - g * 120, current_date - g * 120 + 200, (select id from users where email = '${PM.email}')
from generate_series(1, ${PROJECTS}) g;
insert into assignments (project_id, employee_id, role_id, workload)
select p.id, (select id from users where email = '${PERSON.email}'), (select id from project_roles order by name limit 1), 20
from projects p;
insert into courses (title, estimated_time, status, published_at) select 'Kurs i universell utforming ' || g, 60, 'published', now() from generate_series(1, ${COURSES}) g;
insert into enrolments (course_id, user_id, source, progress, started_at, completed_at)
select c.id, (select id from users where email = '${PERSON.email}'), 'self', 100, now() - interval '30 days', now() - (row_number() over ()) * interval '5 days'
from courses c;
commit;
analyze;
`;

await benchOnOwnDatabase('cv', PORT, async (dbName) => {
  let failed = false;
  psql(dbName, seedSql(await hashPassword(PM.password)));
  const signIn = async (who: { email: string; password: string }) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(who),
    });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { userId: string; token: { accessToken: string } };
    return { id: body.userId, headers: { authorization: `Bearer ${body.token.accessToken}` } };
  };
  const person = await signIn(PERSON);
  for (const id of psql(dbName, 'select id from technologies').trim().split('\n')) {
    const res = await fetch(`${base}/api/me/skills/${id}`, {
      method: 'PUT',
      headers: { ...person.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ level: 1 + (id.charCodeAt(0) % 5) }),
    });
    if (res.status !== 200) throw new Error(`self-assessment answered ${res.status}: ${await res.text()}`);
  }
  const pm = await signIn(PM);

  async function timed(method: 'GET' | 'POST', path: string, body?: unknown) {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: body ? { ...pm.headers, 'content-type': 'application/json' } : pm.headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const ms = performance.now() - start;
    if (res.status !== 200)
      throw new Error(`${path} answered ${res.status}: ${new TextDecoder().decode(bytes).slice(0, 300)}`);
    return { ms, bytes };
  }
  const cv = () => timed('POST', '/api/cv', { personId: person.id, format: 'pdf', language: 'no' });
  const lookup = () => timed('GET', `/api/profiles/${person.id}`);
  const sample = await cv();
  const source = JSON.parse(new TextDecoder().decode((await timed('GET', `/api/cv/${person.id}`)).bytes)) as {
    skills: unknown[];
    projects: unknown[];
    courses: unknown[];
  };
  if (source.skills.length !== SKILLS || source.projects.length !== PROJECTS || source.courses.length !== COURSES)
    throw new Error(
      `the CV holds ${source.skills.length} skills, ${source.projects.length} projects, ${source.courses.length} courses`,
    );
  console.log(`(one CV: ${(sample.bytes.length / 1024).toFixed(0)} KB of PDF)`);
  for (let i = 0; i < 10; i++) await Promise.all([cv(), lookup()]); // warm-up

  const cvMs: number[] = [];
  const lookupMs: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    cvMs.push((await cv()).ms);
    lookupMs.push((await lookup()).ms);
  }
  const lookup95 = p95(lookupMs);
  console.log(`CV of ${SKILLS} skills, ${PROJECTS} projects, ${COURSES} courses on PostgreSQL, sequential:`);
  console.log(
    `GET /api/profiles/{id} (primary key): p95 ${lookup95.toFixed(1)} ms (median ${median(lookupMs).toFixed(1)} ms)`,
  );
  failed = !reportP95('POST /api/cv (PDF)', cvMs, CEILING_MS, lookup95);
  return !failed;
});
