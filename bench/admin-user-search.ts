import { hashPassword } from '../apps/server/src/platform/auth/hashing.ts';
import { benchOnOwnDatabase, median, p95, psql } from './support/pg-bench.ts';

// Issue 9's figure: with 50,000 users on PostgreSQL, the admin user search and the paginated list answer in under
// 100 ms at p95, printed beside a single-row primary-key lookup (GET /api/admin/users/{id}) from the same run.
// Needs PostgreSQL on PGHOST:PGPORT (default 127.0.0.1:5432, user postgres, trust auth); makes its own database
// and drops it at the end.
const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 3204);
const USERS = Number(process.env.BENCH_USERS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 300);
const CEILING_MS = 100;
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench-admin@talentpath.test', password: 'Bench!Admin2026' };

// 50,000 people from 40 × 40 first and last names, numbered so every e-mail is unique; one in seven inactive,
// sign-ins and creation dates spread over two years, a few without a sign-in yet.
const FIRST = [
  'Anna',
  'Ole',
  'Kari',
  'Per',
  'Ingrid',
  'Lars',
  'Sofia',
  'Amir',
  'Leah',
  'Marcus',
  'Nora',
  'Jonas',
  'Emma',
  'Noah',
  'Olivia',
  'Liam',
  'Maja',
  'Elias',
  'Sara',
  'Jakob',
  'Ida',
  'Filip',
  'Ella',
  'Lukas',
  'Hanna',
  'Oskar',
  'Aisha',
  'Mohammed',
  'Chen',
  'Yuki',
  'Priya',
  'Diego',
  'Fatima',
  'Ivan',
  'Zoe',
  'Tariq',
  'Mei',
  'Hugo',
  'Astrid',
  'Kwame',
];
const LAST = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Kristiansen',
  'Jensen',
  'Karlsen',
  'Berg',
  'Haddad',
  'Solheim',
  'Lee',
  'Okafor',
  'Vik',
  'Dahl',
  'Lund',
  'Moen',
  'Strand',
  'Bakken',
  'Eriksen',
  'Halvorsen',
  'Haugen',
  'Svendsen',
  'Smith',
  'Garcia',
  'Nguyen',
  'Kim',
  'Patel',
  'Silva',
  'Müller',
  'Rossi',
  'Novak',
  'Kowalski',
  'Tanaka',
  'Ali',
  'Mensah',
  'Ivanova',
  'Walsh',
];
const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

const seedSql = (passwordHash: string) => `
begin;
insert into users (name, email, password_hash, status, created_at, updated_at, last_sign_in_at)
select f || ' ' || l, lower(f || '.' || l || '.' || g) || '@example.com', '!', 
       case when g % 7 = 0 then 'disabled' else 'active' end,
       now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute', now(),
       case when g % 11 = 0 then null else now() - (g % 365) * interval '1 day' - (g % 997) * interval '1 minute' end
from generate_series(1, ${USERS}) g,
     lateral (select (${arr(FIRST)})[1 + g % ${FIRST.length}] f, (${arr(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] l) n;
insert into user_roles (user_id, role)
select id, case when row_number() over (order by id) % 50 = 0 then 'ProjectManager' else 'Learner' end from users;
with u as (insert into users (name, email, password_hash) values ('Bench Admin', '${ADMIN.email}', $hash$${passwordHash}$hash$) returning id)
insert into user_roles (user_id, role) select id, 'Admin' from u;
commit;
analyze users; analyze user_roles;
select count(*) from users;
`;

type Probe = { label: string; paths: string[] };
await benchOnOwnDatabase('users', PORT, async (dbName) => {
  let failed = false;
  const started = performance.now();
  const count = psql(dbName, seedSql(await hashPassword(ADMIN.password))).trim();
  console.log(`seeded ${count} users in ${((performance.now() - started) / 1000).toFixed(1)} s (database ${dbName})`);

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: { accessToken: string } };
  const headers = { authorization: `Bearer ${token.accessToken}` };

  async function timed(path: string) {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    const body = await res.text();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
    return { ms, body };
  }

  // Ids for the primary-key lookups: users spread through the table, read from the list itself.
  const ids = psql(dbName, `select id from users order by random() limit 50`).trim().split('\n');
  const terms = [
    'a',
    'e',
    'k',
    'z',
    'ol',
    'an',
    'be',
    'xq',
    'lee',
    'son',
    'vik',
    'ber',
    'anna',
    'berg',
    'lund',
    'moen',
    'nilse',
    'haddad',
    'olsen.',
    '1234',
    '@ex',
    'qqqqq',
  ];
  const sorts = [
    'name',
    '-name',
    'email',
    '-email',
    'createdAt',
    '-createdAt',
    'lastSignInAt',
    '-lastSignInAt',
    'status',
    '-status',
  ];
  const lastPage = Math.ceil(USERS / 20);
  const pages = [1, 2, 3, 10, 50, 100, 500, 1000, lastPage];
  const probes: Probe[] = [
    {
      label: 'GET /api/admin/users/search?searchTerm=<1–6 chars>',
      paths: terms.flatMap((t, i) => [
        `/api/admin/users/search?searchTerm=${encodeURIComponent(t)}&sort=${sorts[i % sorts.length]}`,
        `/api/admin/users/search?searchTerm=${encodeURIComponent(t)}&status=${i % 2 ? 'active' : 'all'}&pageNumber=2`,
      ]),
    },
    {
      label: 'GET /api/admin/users?pageNumber=<n>&sort=<key>',
      paths: pages.flatMap((n) => sorts.map((s) => `/api/admin/users?pageNumber=${n}&sort=${s}`)),
    },
    { label: 'GET /api/admin/users/{id} (primary key)', paths: ids.map((id) => `/api/admin/users/${id}`) },
  ];

  // A warm-up pass over every path, then REQUESTS requests per probe, the probes interleaved.
  for (const probe of probes) for (const path of probe.paths) await timed(path);
  const samples = probes.map(() => [] as number[]);
  const byPath = new Map<string, number[]>();
  for (let i = 0; i < REQUESTS; i++) {
    for (const [k, probe] of probes.entries()) {
      const path = probe.paths[i % probe.paths.length]!;
      const { ms } = await timed(path);
      samples[k]!.push(ms);
      byPath.set(path, [...(byPath.get(path) ?? []), ms]);
    }
  }
  const search = await timed('/api/admin/users/search?searchTerm=berg');
  const found = (JSON.parse(search.body) as { totalCount: number }).totalCount;
  console.log(`(searchTerm=berg finds ${found} of ${USERS + 1} users)`);

  const lookup = p95(samples[2]!);
  console.log(`${USERS} users on PostgreSQL, ${REQUESTS} requests each, sequential:`);
  for (const [k, probe] of probes.entries()) {
    const figure = p95(samples[k]!);
    const primary = k === 2;
    const ok = primary || figure < CEILING_MS;
    failed ||= !ok;
    console.log(
      `${probe.label}: p95 ${figure.toFixed(1)} ms (median ${median(samples[k]!).toFixed(1)} ms), ratio ${(figure / CEILING_MS).toFixed(3)} of the ${CEILING_MS} ms ceiling` +
        (primary
          ? ''
          : `, ${(figure / lookup).toFixed(1)}× the primary-key lookup's p95 ${lookup.toFixed(1)} ms ${ok ? 'PASS' : 'FAIL'}`),
    );
  }
  const slowest = [...byPath].map(([path, xs]) => ({ path, ms: median(xs) })).sort((a, b) => b.ms - a.ms);
  console.log(
    `slowest paths (median): ${slowest
      .slice(0, 4)
      .map((x) => `${x.path} ${x.ms.toFixed(1)} ms`)
      .join('; ')}`,
  );
  return !failed;
});
