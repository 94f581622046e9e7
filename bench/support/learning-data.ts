// The learning core at scale, generated in SQL (bench/learning.ts): 20 coordinators, 20,000 learners, 2,000
// courses over 20 active categories (88% published, 8% drafts, 4% archived) with 3–8 lessons and 1–3 of 60
// technologies each, and 200,000 enrolments (10 per learner) at mixed progress with their lesson completions,
// progress computed as recomputeProgress does (completions ÷ lessons, floored; 100 and completed_at when all are
// done), 30% assigned with due dates around today (some overdue). The first BENCH_SIGNED_IN learners get a real
// password hash so the bench can sign in as them.

export const LEARNING_SCALE = {
  learners: Number(process.env.BENCH_LEARNERS ?? 20_000),
  courses: Number(process.env.BENCH_COURSES ?? 2_000),
  perLearner: 10,
  categories: 20,
  technologies: 60,
  coordinators: 20,
  signedIn: 20,
};

/** Words the titles are made of: a search for one of them finds about one course in 24. */
const TOPICS = [
  'TypeScript',
  'React',
  'Kubernetes',
  'PostgreSQL',
  'Python',
  'Docker',
  'Leadership',
  'GDPR',
  'Security',
  'Testing',
  'Design',
  'Finance',
  'Sales',
  'Negotiation',
  'Accessibility',
  'Cloud',
  'Analytics',
  'Agile',
  'Writing',
  'Presenting',
  'Java',
  'Networking',
  'Onboarding',
  'Coaching',
];
const KINDS = [
  'fundamentals',
  'in practice',
  'for teams',
  'advanced',
  'essentials',
  'deep dive',
  'workshop',
  'refresher',
];

const list = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(', ')}]`;

/** The generator: one transaction, then ANALYZE; the last line of psql's output is the row counts. */
export function learningSeedSql(hash: string) {
  const s = LEARNING_SCALE;
  return `
begin;
insert into users (name, email, password_hash, created_at)
select 'Learner ' || g, 'learner' || g || '@example.com', case when g <= ${s.signedIn} then $h$${hash}$h$ else '!' end,
       now() - interval '400 days'
from generate_series(1, ${s.learners}) g;
insert into users (name, email, password_hash) select 'Coordinator ' || g, 'coordinator' || g || '@example.com', '!'
from generate_series(1, ${s.coordinators}) g;
insert into user_roles (user_id, role) select id, 'Learner' from users where email like 'learner%@example.com';
insert into user_roles (user_id, role) select id, 'CourseCoordinator' from users where email like 'coordinator%@example.com';
insert into course_categories (name, description) select 'Category ' || g, 'Generated category ' || g from generate_series(1, ${s.categories}) g;
insert into course_categories (name, status) values ('Retired category', 'inactive');
insert into technologies (name, admin_created) select 'Tech ' || g, true from generate_series(1, ${s.technologies}) g;

create temp table cat as select id, row_number() over (order by sort_order) n from course_categories where status = 'active';
create temp table tech as select id, row_number() over (order by name) n from technologies;
create temp table coord as select id, row_number() over (order by email) n from users where email like 'coordinator%@example.com';
create temp table learner as select id, row_number() over (order by email) n from users where email like 'learner%@example.com';

-- Categories from a stride that shifts every 20 courses, so each holds about 88 published ones.
insert into courses (title, description, estimated_time, status, category_id, owner_id, published_at, archived_at, created_at, updated_at)
select (${list(TOPICS)})[1 + g % ${TOPICS.length}] || ' ' || (${list(KINDS)})[1 + (g / ${TOPICS.length}) % ${KINDS.length}] || ' ' || g,
       'A generated course about ' || (${list(TOPICS)})[1 + g % ${TOPICS.length}] || ', number ' || g || '.',
       30 + (g * 37) % 600,
       case when g % 25 = 0 then 'archived' when g % 12 = 0 then 'draft' else 'published' end,
       cat.id, coord.id,
       case when g % 12 = 0 and g % 25 <> 0 then null else now() - interval '1 day' * (100 + g % 200) end,
       case when g % 25 = 0 then now() - interval '1 day' * (g % 90) end,
       now() - interval '1 day' * (300 + g % 60), now() - interval '1 day' * (g % 90)
from generate_series(1, ${s.courses}) g
join cat on cat.n = 1 + (g * 7 + g / ${s.categories}) % ${s.categories}
join coord on coord.n = 1 + g % ${s.coordinators};
create temp table course_n as select id, row_number() over (order by created_at, title) n, status from courses;
insert into course_technologies (course_id, technology_id)
select c.id, tech.id from course_n c cross join generate_series(0, 2) k
join tech on tech.n = 1 + (c.n * 7 + k * 19) % ${s.technologies}
where k <= c.n % 3;
insert into lessons (course_id, title, summary, position)
select c.id, 'Lesson ' || p, 'What lesson ' || p || ' covers.', p
from course_n c cross join lateral generate_series(1, 3 + (c.n % 6)::int) p;
insert into materials (lesson_id, kind, title, position, body)
select id, 'text', 'Reading', 1, '<p>Generated reading for this lesson.</p>' from lessons;

-- Ten enrolments per learner in open (published or archived) courses, spread by a stride that never repeats a
-- course for one learner.
create temp table open_course as
  select c.id, row_number() over (order by c.n) n, (select count(*) from lessons l where l.course_id = c.id) lessons
  from course_n c where c.status <> 'draft';
create temp table plan as
select l.id user_id, oc.id course_id, oc.lessons, l.n, k,
       case when (l.n * 31 + k * 17) % 10 < 2 then 0
            when (l.n * 31 + k * 17) % 10 < 5 then oc.lessons
            else 1 + (l.n + k) % greatest(oc.lessons - 1, 1) end as done,
       now() - interval '1 hour' * (24 + (l.n * 13 + k * 101) % 2000) as enrolled_at
from learner l cross join generate_series(0, ${s.perLearner - 1}) k
join open_course oc on oc.n = 1 + (l.n * 7 + k * 199) % (select count(*) from open_course);
-- The 800,000 rows below are consistent by construction: their foreign-key triggers are skipped for this
-- transaction (as a restore does), which takes the load from ~20 s to a few. Progress as recomputeProgress
-- computes it: the completions written below are exactly lessons 1..done (checked by the last query).
set local session_replication_role = replica;
insert into enrolments (course_id, user_id, source, assigned_at, due_date, enrolled_at, started_at, last_accessed_at,
                        completed_lessons, progress, completed_at, last_lesson_id)
select p.course_id, p.user_id,
       case when (p.n + p.k) % 10 < 3 then 'assigned' else 'self' end,
       case when (p.n + p.k) % 10 < 3 then p.enrolled_at end,
       case when (p.n + p.k) % 10 < 3 then current_date + ((p.n * 3 + p.k) % 60 - 20)::int end,
       p.enrolled_at,
       case when p.done > 0 then p.enrolled_at + interval '1 hour' end,
       case when p.done > 0 then p.enrolled_at + interval '1 hour' * (2 + p.done) end,
       p.done,
       case when p.done >= p.lessons then 100 else floor(100.0 * p.done / p.lessons)::smallint end,
       case when p.done >= p.lessons then p.enrolled_at + interval '1 hour' * (1 + p.done) end,
       last.id
from plan p
left join lessons last on last.course_id = p.course_id and last.position = p.done;
insert into lesson_completions (enrolment_id, lesson_id, completed_at)
select e.id, les.id, e.started_at + interval '1 hour' * les.position
from enrolments e
join lessons les on les.course_id = e.course_id and les.position <= e.completed_lessons;
commit;
analyze;
select (select count(*) from courses), (select count(*) from users where email like 'learner%'), (select count(*) from enrolments),
       (select count(*) from lesson_completions), (select count(*) from lessons),
       -- 0: every enrolment's count is its completions' (what recomputeProgress would read)
       (select count(*) from enrolments e
        left join (select enrolment_id, count(*) n from lesson_completions group by 1) lc on lc.enrolment_id = e.id
        where e.completed_lessons <> coalesce(lc.n, 0));
`;
}
