import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QUESTION_IMPORT_TEXT_MAX } from '@talentpath/contracts/question-import';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import parseQuestionFile from '../apps/server/src/modules/questions/question-parse.worker.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';

// Issue 22's figure (ADR 0047): while twelve ~1 MB question files are imported at once, /api/health keeps answering —
// the files are read in worker threads, not on the event loop. Prints the longest wait of a health check during the
// burst against a ceiling measured in the same run: the time reading the twelve files on the event loop takes (what
// a request arriving with them would wait if they were read there; 7–14 s on the machine of issue 22). Goal: a ratio
// below 1. Also printed: the longest wait while one import runs alone (on the embedded database, which runs on the
// event loop, one import's own transaction holds it too). In process, as the API tests run the app (the threads are
// the process's own); on the embedded database, or on PostgreSQL with DATABASE_URL (a fresh database: demo data is
// loaded into it).
const FILES = 12;
const QUESTIONS_PER_FILE = 1000;
const GOAL = 1;
const DEMO = { email: 'coordinator@talentpath.test', password: 'Welcome!2026' };

const WORDS = 'which of these closures keeps its scope after the function returns and why '.repeat(100);
/** A file of single-choice questions in GIFT, just under 1 MB. */
function giftFile(seed: number): string {
  const size = Math.floor(QUESTION_IMPORT_TEXT_MAX / QUESTIONS_PER_FILE) - 90;
  const one = (i: number) =>
    `::Q${seed}-${i}:: Question ${i}: ${WORDS.slice(0, size).trim()}? {\n=the first\n~the second\n~the third\n}\n\n`;
  return Array.from({ length: QUESTIONS_PER_FILE }, (_, i) => one(i + 1)).join('');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dataDir = mkdtempSync(path.join(tmpdir(), 'tp-bench-import-'));
const env = loadEnv({
  JWT_SECRET: 'bench-only-secret-of-at-least-thirty-two-characters',
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
});
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
let failed = false;
try {
  await seedDemoData(database.db);
  const app = await buildApp({ env, database });
  const call = async <T>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
    const res = await app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });
    if (res.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res.json() as T;
  };
  const login = await call<{ token: { accessToken: string; currentRole: string } }>('POST', '/auth/login', {}, DEMO);
  const h = { authorization: `Bearer ${login.token.accessToken}`, 'x-active-role': login.token.currentRole };
  const categories = await call<{ items: { id: string }[] }>('GET', '/course-categories?status=active', h);
  const technologies = await call<{ items: { id: string }[] }>('GET', '/technologies?status=active', h);
  const course = () =>
    call<{ id: string }>('POST', '/courses', h, {
      title: `Bench ${Math.random().toString(36).slice(2, 8)}`,
      description: 'Made by the import bench.',
      estimatedTime: 30,
      categoryId: categories.items[0]!.id,
      technologyIds: [technologies.items[0]!.id],
    });
  const files = Array.from({ length: FILES }, (_, i) => giftFile(i));

  // One file read on this thread, the median of three: what each import would hold the loop for without the threads.
  const onLoop = [0, 1, 2].map(() => {
    const start = performance.now();
    parseQuestionFile({ format: 'gift', text: files[0]! });
    return performance.now() - start;
  });

  /** Runs the imports while checking /api/health every 25 ms; each check's wait counts from when it was due. */
  async function importsWithChecks(texts: readonly string[]) {
    const courses = [];
    for (let i = 0; i < texts.length; i++) courses.push(await course());
    let done = false;
    const imports = Promise.all(
      courses.map((c, i) =>
        call<{ imported: number }>('POST', `/courses/${c.id}/question-bank/import`, h, {
          format: 'gift',
          text: texts[i],
        }),
      ),
    ).finally(() => {
      done = true;
    });
    const waits: number[] = [];
    while (!done) {
      const due = performance.now() + 25;
      await new Promise((resolve) => setTimeout(resolve, 25));
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      waits.push(performance.now() - due);
      if (health.statusCode !== 200) throw new Error(`/api/health answered ${health.statusCode}`);
    }
    const reports = await imports;
    return { waits, imported: reports.reduce((n, r) => n + r.imported, 0) };
  }

  // A first import warms the threads and the database; then the ceiling, one import alone; then the twelve.
  await importsWithChecks([files[0]!]);
  const alone = await importsWithChecks([files[1]!]);
  const ceiling = FILES * median(onLoop);
  const { waits, imported } = await importsWithChecks(files);
  const longest = Math.max(...waits);
  const ratio = longest / ceiling;
  console.log(`database: ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  console.log(`${FILES} imports of ~1 MB at once: ${imported} of ${FILES * QUESTIONS_PER_FILE} questions imported`);
  console.log(
    `health checks during the burst: ${waits.length}, median wait ${median(waits).toFixed(0)} ms, longest ${longest.toFixed(0)} ms`,
  );
  console.log(`one import alone: longest wait ${Math.max(...alone.waits).toFixed(0)} ms`);
  console.log(
    `the ${FILES} files read on the event loop (ceiling): ${ceiling.toFixed(0)} ms (${median(onLoop).toFixed(0)} ms a file)`,
  );
  console.log(`ratio (longest wait / ceiling): ${ratio.toFixed(2)} (goal < ${GOAL})`);
  if (imported !== FILES * QUESTIONS_PER_FILE || ratio >= GOAL) failed = true;
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
