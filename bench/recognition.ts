import { hashPassword } from '../apps/server/src/platform/auth/hashing.ts';
import { benchOnOwnDatabase, median, p95, psql, reportP95 } from './support/pg-bench.ts';

// Issue 25's certificate figures, on PostgreSQL, each beside a primary-key read (GET /api/certificates/{id}, an
// admin) measured in the same run, alternating with it:
// - the public verification of a certificate (GET /api/verify/{code}) among 100,000 certificates: p95 ≤ 20 ms;
// - a certificate's PDF (GET /api/certificates/{id}/pdf, Norwegian, a worker thread): p95 ≤ 300 ms;
// - 1,000 learners complete their course at the same moment: every certificate, its holder's notification and the
//   completion's points award made exactly once (counted in SQL), and no job failed.
// Makes its own database and drops it at the end. `npm run bench:recognition`.
const PORT = Number(process.env.BENCH_RECOGNITION_PORT ?? 3208);
const REQUESTS = Number(process.env.BENCH_RECOGNITION_REQUESTS ?? 200);
const LEARNERS = Number(process.env.BENCH_RECOGNITION_LEARNERS ?? 1000);
const ARCHIVE_COURSES = 100; // × LEARNERS certificates already issued (100,000)
const VERIFY_CEILING_MS = 20;
const PDF_CEILING_MS = 300;
const BURST_DEADLINE_MS = 300_000;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench!Cert2026';
const ADMIN = 'bench-admin@talentpath.test';
const learnerEmail = (n: number) => `bench-learner-${n}@talentpath.test`;
// The bench measures the check, not its limit per IP.
process.env.VERIFY_RATE_LIMIT_PER_MINUTE = '1000000';

const seedSql = (hash: string) => `
begin;
with u as (insert into users (name, email, password_hash) values ('Bench Admin', '${ADMIN}', $h$${hash}$h$) returning id)
insert into user_roles (user_id, role) select id, 'Admin' from u;
with u as (
  insert into users (name, email, password_hash)
  select 'Ærlig Øverli-Åsen ' || g, 'bench-learner-' || g || '@talentpath.test', $h$${hash}$h$ from generate_series(1, ${LEARNERS}) g
  returning id
) insert into user_roles (user_id, role) select id, 'Learner' from u;
insert into course_categories (name) values ('Bench');
insert into courses (title, description, estimated_time, status, published_at, category_id)
select 'Arkivkurs i personvern ' || g, 'Et kurs.', 30, 'published', now(), (select id from course_categories limit 1)
from generate_series(1, ${ARCHIVE_COURSES}) g;
insert into courses (title, description, estimated_time, status, published_at, category_id)
values ('Kurs som fullføres samtidig', 'Et kurs.', 30, 'published', now(), (select id from course_categories limit 1));
insert into lessons (course_id, title, position) select id, 'Leksjon', 1 from courses where title = 'Kurs som fullføres samtidig';
insert into materials (lesson_id, kind, title, position, body) select id, 'text', 'Les', 1, '<p>Les meg.</p>' from lessons;
-- Issued already: every learner's certificate of every archive course (100,000), with codes of 80 random bits.
insert into enrolments (course_id, user_id, source, progress, started_at, completed_at)
select c.id, u.id, 'self', 100, now() - interval '60 days', now() - interval '30 days'
from courses c cross join users u where c.title like 'Arkivkurs%' and u.email like 'bench-learner-%';
insert into certificates (code, enrolment_id, user_id, course_id, holder_name, course_title, issuer, issued_at, expires_on)
select regexp_replace(upper(substr(md5(random()::text || e.id::text), 1, 20)), '(.{4})(?!$)', '\\1-', 'g'),
  e.id, e.user_id, e.course_id, u.name, c.title, 'TalentPath', e.completed_at, (now() + interval '300 days')::date
from enrolments e join users u on u.id = e.user_id join courses c on c.id = e.course_id;
-- To complete at once: every learner enrolled in the one course.
insert into enrolments (course_id, user_id, source)
select c.id, u.id, 'self' from courses c cross join users u
where c.title = 'Kurs som fullføres samtidig' and u.email like 'bench-learner-%';
commit;
analyze;
select (select count(*) from certificates) || '|' || (select count(*) from enrolments);
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

async function timed(path: string, headers: Record<string, string> = {}) {
  const start = performance.now();
  const res = await fetch(`${base}${path}`, { headers });
  const body = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - start;
  if (res.status !== 200)
    throw new Error(`${path} answered ${res.status}: ${new TextDecoder().decode(body).slice(0, 300)}`);
  return { ms, body };
}

await benchOnOwnDatabase('recognition', PORT, async (dbName) => {
  let passed = true;
  const started = performance.now();
  const counts = psql(dbName, seedSql(await hashPassword(PASSWORD))).trim();
  console.log(`seeded certificates|enrolments = ${counts} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const admin = await signIn(ADMIN);
  const sample = psql(dbName, `select id || ' ' || code from certificates order by random() limit ${REQUESTS}`)
    .trim()
    .split('\n')
    .map((line) => line.split(' ') as [string, string]);

  // Warm-up, then each figure alternating with the primary-key read.
  for (const [id, code] of sample.slice(0, 10)) {
    await timed(`/api/verify/${code}`);
    await timed(`/api/certificates/${id}`, admin);
    await timed(`/api/certificates/${id}/pdf?language=no`, admin);
  }
  const lookupMs: number[] = [];
  const verifyMs: number[] = [];
  for (const [id, code] of sample) {
    verifyMs.push((await timed(`/api/verify/${code}`)).ms);
    lookupMs.push((await timed(`/api/certificates/${id}`, admin)).ms);
  }
  const pdfMs: number[] = [];
  let pdfBytes = 0;
  for (const [id] of sample.slice(0, 60)) {
    const pdf = await timed(`/api/certificates/${id}/pdf?language=no`, admin);
    pdfMs.push(pdf.ms);
    pdfBytes = pdf.body.length;
  }
  const lookup = p95(lookupMs);
  console.log(`(one certificate: ${(pdfBytes / 1024).toFixed(0)} KB of PDF)`);
  console.log(`${sample.length} requests each among ${counts.split('|')[0]} certificates on PostgreSQL, sequential:`);
  console.log(
    `GET /api/certificates/{id} (primary key): p95 ${lookup.toFixed(1)} ms (median ${median(lookupMs).toFixed(1)} ms)`,
  );
  passed = reportP95('GET /api/verify/{code} (public)', verifyMs, VERIFY_CEILING_MS, lookup) && passed;
  passed = reportP95('GET /api/certificates/{id}/pdf', pdfMs, PDF_CEILING_MS, lookup) && passed;

  // 1,000 learners complete the course's one lesson at the same moment.
  const signedIn: Record<string, string>[] = [];
  for (let n = 1; n <= LEARNERS; n += 25)
    signedIn.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, LEARNERS - n + 1) }, (_, k) => signIn(learnerEmail(n + k))),
      )),
    );
  const lessonId = psql(dbName, `select l.id from lessons l join courses c on c.id = l.course_id`).trim();
  const burstStart = performance.now();
  const answers = await Promise.all(
    signedIn.map((h) => fetch(`${base}/api/lessons/${lessonId}/complete`, { method: 'POST', headers: h })),
  );
  const refused = answers.filter((a) => a.status !== 200).length;
  const count = () =>
    psql(
      dbName,
      `select (select count(*) from certificates c join courses k on k.id = c.course_id where k.title = 'Kurs som fullføres samtidig')
        || '|' || (select count(distinct enrolment_id) from certificates c join courses k on k.id = c.course_id where k.title = 'Kurs som fullføres samtidig')
        || '|' || (select count(*) from notifications where type = 'certificate-issued')
        || '|' || (select count(*) from jobs where kind in ('course.completed>issue-certificate', 'certificate.issued>notify-holder', 'course.completed>award-points') and status <> 'done')
        || '|' || (select count(*) from jobs where status = 'failed')
        || '|' || (select count(*) from points_ledger l join enrolments e on 'course-completed:' || e.id = l.source_key
                   join courses k on k.id = e.course_id where k.title = 'Kurs som fullføres samtidig')`,
    )
      .trim()
      .split('|')
      .map(Number) as [number, number, number, number, number, number];
  let [issued, distinct, told, pending, failed, awarded] = count();
  while (
    (issued < LEARNERS || told < LEARNERS || awarded < LEARNERS || pending > 0) &&
    performance.now() - burstStart < BURST_DEADLINE_MS
  ) {
    await new Promise((r) => setTimeout(r, 500));
    [issued, distinct, told, pending, failed, awarded] = count();
  }
  const seconds = (performance.now() - burstStart) / 1000;
  const exactlyOnce =
    refused === 0 && issued === LEARNERS && distinct === LEARNERS && told === LEARNERS && awarded === LEARNERS;
  passed = passed && exactlyOnce && failed === 0 && pending === 0;
  console.log(
    `${LEARNERS} completions at once (${refused} refused): ${issued} certificates for ${distinct} enrolments, ${told} holders told, ${awarded} points awards, ${pending} jobs pending, ${failed} failed, in ${seconds.toFixed(1)} s — exactly once ${exactlyOnce && failed === 0 && pending === 0 ? 'PASS' : 'FAIL'}`,
  );
  return passed;
});
