// The forums at scale, generated in SQL (bench/forum.ts): 100,000 threads — 40% in the general forum, 10% in each
// of six course forums — by 1,000 authors over the last year, half of them questions (a third of those with replies
// answered), each with 0–4 replies (a comment on some), a few pinned, hidden or deleted; and one question in the
// first course's forum with 5,000 replies (a tenth of them with two comments). The `search` columns are generated
// by PostgreSQL from the title and body (schema/forum.ts), so the rows need only their text. A learner enrolled in
// the first three courses (70,000 threads to read) and an admin (all of them) sign in with a real password.

export const FORUM_SCALE = {
  threads: Number(process.env.BENCH_FORUM_THREADS ?? 100_000),
  bigReplies: 5_000,
  authors: 1_000,
  courses: 8,
  courseSpaces: 6,
};

/** A word in about 330 threads (the titles of some, a reply in others), and one in three opening posts only. */
export const COMMON_WORD = 'ansible';
export const RARE_WORD = 'zeppelin';

const TOPICS = [
  'typescript',
  'react',
  'kubernetes',
  'postgresql',
  'python',
  'docker',
  'leadership',
  'gdpr',
  'security',
  'testing',
  'design',
  'finance',
  'sales',
  'negotiation',
  'accessibility',
  'cloud',
  'analytics',
  'agile',
  'writing',
  'presenting',
  'java',
  'networking',
  'onboarding',
  'coaching',
];
const list = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(', ')}]`;
const topic = (n: string) => `(${list(TOPICS)})[1 + (${n}) % ${TOPICS.length}]`;
// About forty words a post, as people write them: the words a search meets in every post.
const FILLER =
  'I have been working through the material this week and wanted to ask how others approach it in practice, ' +
  'because the examples in the lesson seem to assume a setup that we do not have at work. Any pointers welcome.';

/** The generator: one transaction, then VACUUM ANALYZE; the last line of psql's output is the row counts. */
export function forumSeedSql(hash: string, emails: { learner: string; admin: string }) {
  const s = FORUM_SCALE;
  const hasWord = `(g % 613 = 0)`;
  const replyHasWord = `(t.g % 577 = 1 and k = 1)`;
  const rare = `t.g in (12345, 54321, 87654)`;
  return `
set work_mem = '256MB';
set maintenance_work_mem = '512MB';
begin;
insert into users (name, email, password_hash)
values ('Forum Learner', '${emails.learner}', $h$${hash}$h$), ('Forum Admin', '${emails.admin}', $h$${hash}$h$),
       ('Forum Coordinator', 'bench-forum-coordinator@talentpath.test', '!');
insert into user_roles (user_id, role) select id, 'Learner' from users where email = '${emails.learner}';
insert into user_roles (user_id, role) select id, 'Admin' from users where email = '${emails.admin}';
insert into user_roles (user_id, role) select id, 'CourseCoordinator' from users where email = 'bench-forum-coordinator@talentpath.test';
insert into users (name, email, password_hash)
select 'Author ' || g, 'bench-forum-author' || g || '@talentpath.test', '!' from generate_series(1, ${s.authors}) g;
insert into user_roles (user_id, role) select id, 'Learner' from users where email like 'bench-forum-author%';
create temp table author_n as
  select id, row_number() over (order by email) - 1 n from users where email like 'bench-forum-author%';

insert into course_categories (name) values ('Bench forum');
insert into courses (title, estimated_time, status, category_id, owner_id, published_at)
select 'Forum course ' || g, 30, 'published', c.id, u.id, now() - interval '400 days'
from generate_series(1, ${s.courses}) g, course_categories c, users u
where c.name = 'Bench forum' and u.email = 'bench-forum-coordinator@talentpath.test';
create temp table course_n as select id, row_number() over (order by title) n from courses;
insert into enrolments (course_id, user_id, source)
select c.id, u.id, 'self' from course_n c, users u where c.n <= 3 and u.email = '${emails.learner}';
insert into enrolments (course_id, user_id, source)
select c.id, a.id, 'self' from course_n c join author_n a on a.n % ${s.courses} = c.n - 1;
-- The general forum and announcements come with the migration; the six course forums with threads, made here.
insert into forum_spaces (kind, course_id) select 'course', id from course_n where n <= ${s.courseSpaces};
create temp table space_n as
  select s.id, c.n from forum_spaces s join course_n c on c.id = s.course_id
  union all select id, 0 from forum_spaces where kind = 'general';

-- Thread g: space by g % 10 (0–3 general, 4–9 the six courses), newest last; g = 0 is the thread with 5,000 replies.
create temp table t as
select g, gen_random_uuid() id, case when g = 0 then 1 when g % 10 < 4 then 0 else g % 10 - 3 end space,
       case when g = 0 then 0 else g % 5 end replies,
       now() - interval '5 minutes' * (${s.threads} - g) - interval '2 days' created
from generate_series(0, ${s.threads - 1}) g;
set local session_replication_role = replica;
insert into forum_threads (id, space_id, kind, title, tags, author_id, created_at, last_activity_at, score, pinned, hidden_at, deleted_at)
select t.id, sp.id, case when g % 2 = 0 then 'question' else 'discussion' end,
       case when g = 0 then 'The thread with five thousand replies'
            else initcap(${topic('g')}) || ' — thread ' || g || ' on the ' || ${topic('g / 24')} || ' part'
                 || case when ${hasWord} then ' with ${COMMON_WORD}' else '' end end,
       array[${topic('g')}], a.id, t.created, t.created, (g * 37) % 41 - 10,
       g between 1 and 20, case when g % 500 = 7 then now() end, case when g % 700 = 11 then now() end
from t join space_n sp on sp.n = t.space join author_n a on a.n = t.g % ${s.authors};
insert into forum_posts (thread_id, opening, author_id, body, html, created_at, score)
select t.id, true, a.id, b.body, '<p>' || b.body || '</p>', t.created, (g * 37) % 41 - 10
from t join author_n a on a.n = t.g % ${s.authors}
cross join lateral (select 'About ' || ${topic('g')} || ' and ' || ${topic('g * 7')} || ': ${FILLER}'
  || case when ${rare} then ' Has anyone tried the ${RARE_WORD} approach?' else '' end as body) b;
insert into forum_posts (thread_id, author_id, body, html, created_at, score, hidden_at)
select t.id, a.id, b.body, '<p>' || b.body || '</p>', t.created + interval '3 hours' * k, (t.g + k) % 7 - 2,
       case when (t.g + k) % 97 = 0 then now() end
from t cross join generate_series(1, t.replies) k join author_n a on a.n = (t.g + k * 13) % ${s.authors}
cross join lateral (select 'Reply ' || k || ' on ' || ${topic('t.g + k')} || '. ${FILLER}'
  || case when ${replyHasWord} then ' We use ${COMMON_WORD} for this.' else '' end as body) b
where t.g > 0;
-- The big thread's replies, a minute apart.
insert into forum_posts (thread_id, author_id, body, html, created_at, score)
select t.id, a.id, 'Reply ' || k || ' in the long thread. ${FILLER}', '<p>Reply ' || k || ' in the long thread.</p>',
       t.created + interval '1 minute' * k, k % 9 - 3
from t cross join generate_series(1, ${s.bigReplies}) k join author_n a on a.n = k % ${s.authors}
where t.g = 0;
-- Comments: on the first reply of every fourth thread, and two on every tenth reply of the big thread.
insert into forum_posts (thread_id, parent_id, author_id, body, html, created_at)
select p.thread_id, p.id, p.author_id, 'A comment: thanks, that helped.', '<p>A comment: thanks, that helped.</p>',
       p.created_at + interval '1 hour' * c
from forum_posts p join t on t.id = p.thread_id
cross join generate_series(1, case when t.g = 0 then 2 else 1 end) c
where not p.opening and p.parent_id is null
  and case when t.g = 0 then p.body like 'Reply %0 in%' else t.g % 4 = 0 and p.body like 'Reply 1 on%' end;
-- What the writes keep: live replies, the last post's time, a question's accepted answer (its first reply).
update forum_threads ft set reply_count = x.n, last_activity_at = greatest(ft.created_at, x.last)
from (select thread_id, count(*) filter (where parent_id is null and not opening and hidden_at is null)::int n,
             max(created_at) last
      from forum_posts group by thread_id) x
where x.thread_id = ft.id;
update forum_threads ft set accepted_post_id = p.id
from t join forum_posts p on p.thread_id = t.id and p.body like 'Reply 1 on%'
where ft.id = t.id and t.g % 2 = 0 and t.g % 3 = 0 and t.g > 0;
-- The learner has read some threads and voted in the big one.
insert into forum_reads (user_id, thread_id, read_at)
select u.id, t.id, t.created + interval '1 hour' from t, users u where t.g % 50 = 0 and u.email = '${emails.learner}';
insert into forum_votes (post_id, user_id, value)
select p.id, u.id, 1 from forum_posts p join t on t.id = p.thread_id and t.g = 0, users u
where u.email = '${emails.learner}' and p.body like 'Reply %7 in%';
commit;
vacuum analyze;
select (select count(*) from forum_threads), (select count(*) from forum_posts),
       (select count(*) from forum_threads where search @@ plainto_tsquery('simple', '${COMMON_WORD}')),
       (select reply_count from forum_threads where title = 'The thread with five thousand replies');
`;
}
