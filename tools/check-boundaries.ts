// `npm run lint` runs this: the module borders of docs/architecture.md (ADR 0038), checked on the import graph
// esbuild resolves (the same resolution the server build and Vite use), plus `import type` lines read from the
// source (esbuild drops them, but a type from inside another module couples the two as much as a value does).
//
//   node --import tsx tools/check-boundaries.ts [root]      exit 1 and one line per violation when a rule breaks
//   node --import tsx tools/check-boundaries.ts --graph     which server module uses which (docs/architecture.md)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

export type Violation = { rule: string; from: string; to: string; why: string };

const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const moduleOf = (file: string) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
const featureOf = (file: string) => /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
const isPublicFile = (file: string) => /^apps\/server\/src\/modules\/([^/]+)\/\1\.public\.ts$/.test(file);

/**
 * Which module owns each table (as the schema files name them): only its repositories insert, update or delete its
 * rows. A new table is added here with its owner. The platform's own tables (jobs, file chunks) are written by the
 * platform, which no module is.
 */
const TABLE_OWNERS: Record<string, string> = {
  users: 'users',
  userRoles: 'users',
  sessions: 'auth',
  refreshTokens: 'auth',
  passwordResetTokens: 'auth',
  loginFailures: 'auth',
  auditLog: 'audit',
  contactMessages: 'contact',
  notifications: 'notifications',
  notificationPreferences: 'notifications',
  technologies: 'technologies',
  courseCategories: 'course-categories',
  projectRoles: 'project-roles',
  projects: 'projects',
  projectTechnologies: 'projects',
  projectRoleNeeds: 'projects',
  assignments: 'staffing',
  employeeSkills: 'skills',
  userProfiles: 'profiles',
  skillClaims: 'skills',
  courseOutcomes: 'skills',
  courseRecommendations: 'skills',
  endorsementRequests: 'skills',
  certificates: 'certificates',
  courseCertificateSettings: 'certificates',
  certificateTemplates: 'certificates',
  pointsRules: 'recognition',
  pointsLevels: 'recognition',
  pointsAccounts: 'recognition',
  pointsLedger: 'recognition',
  pointsTallies: 'recognition',
  badges: 'recognition',
  badgeAwards: 'recognition',
  rewards: 'recognition',
  redemptions: 'recognition',
  credentialKeys: 'certificates',
  courses: 'courses',
  courseTechnologies: 'courses',
  lessons: 'lessons',
  materials: 'materials',
  files: 'materials',
  enrolments: 'enrolments',
  lessonCompletions: 'enrolments',
  enrolmentCycles: 'enrolments',
  lessonCompletionHistory: 'enrolments',
  forumSpaces: 'forum',
  forumThreads: 'forum',
  forumPosts: 'forum',
  forumRevisions: 'forum',
  forumVotes: 'forum',
  forumWatches: 'forum',
  forumReads: 'forum',
  forumReports: 'forum',
  forumImages: 'forum',
  activityEvents: 'analytics',
  activityDays: 'analytics',
  activityPeople: 'analytics',
  activityCounts: 'analytics',
  reportSubscriptions: 'analytics',
  questionCategories: 'questions',
  questions: 'questions',
  quizzes: 'quizzes',
  quizSlots: 'quizzes',
  quizAttempts: 'quizzes',
  attemptQuestions: 'quizzes',
  systemSettings: 'settings',
};
/**
 * Writes allowed across a border, each with its reason. Materials marks its lesson changed (`lessons.updated_at`)
 * in the material's transaction: lessons shows a lesson's materials through materials' view, so materials cannot
 * call lessons without a cycle, and a timestamp is not worth an event.
 */
const ALLOWED_WRITES = new Set(['materials→lessons']);
const TABLE_WRITE = /\.(?:insert|update|delete)\(\s*([A-Za-z]+)\b/g;

/** Where a side effect is started: jobs and event subscriptions live in `<name>.jobs.ts` / `<name>.subscribers.ts`. */
const SIDE_EFFECT_WIRING = /\.(?:jobs\.(?:register|schedule)|events\.(?:on|durable|within))\(/;
const SIDE_EFFECT_FILE = /\.(?:jobs|subscribers)\.ts$/;

const RULES: Record<string, string> = {
  'server-module-internals':
    'a server module is entered only through its public file (modules/<name>/<name>.public.ts): import that, or add what you need to it',
  'server-outside-into-module':
    'code outside the modules (app, seed, command-line tools) reaches a module only through its public file',
  'platform-below-modules': 'the platform and the schema are below every module: they import none',
  'queries-only-in-repositories':
    "a module's queries live in its repositories (*.repository.ts): no other file of it imports the tables or drizzle-orm",
  'public-file-not-a-repository':
    "a public file offers services, policies and events, never the repository's queries: wrap them in a service",
  'writes-only-own-tables':
    "a module writes only the tables it owns (TABLE_OWNERS below): ask the owner's public file, or record an event",
  'side-effects-in-jobs-and-subscribers':
    'jobs and event subscriptions are wired in <name>.jobs.ts or <name>.subscribers.ts, never in routes or services',
  'web-feature-internals': 'web features do not import each other: share through components/ or lib/',
  'web-shared-below-features': 'components/ and lib/ are below the features: they import none',
  'contracts-stand-alone': 'contracts is shared by the server and the browser: it imports only zod and itself',
  'module-cycle': 'server modules depend on each other in one direction: break the cycle with an event or a move',
};

type Edge = { from: string; to: string };

function walk(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...walk(root, rel));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Bare packages and anything Vite resolves by itself (assets, `?url`) stay outside the graph, but are still seen. */
const outside: Plugin = {
  name: 'outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]|\?/ }, (args) =>
      args.path.startsWith('@talentpath/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Every import edge between source files (and to external packages, as `npm:<name>` / `node:<name>`). */
async function importEdges(root: string, files: string[]): Promise<Edge[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    platform: 'neutral',
    format: 'esm',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty', '.json': 'json' },
    mainFields: ['module', 'main'],
    conditions: ['import', 'default'],
    jsx: 'automatic',
    plugins: [outside],
  });
  const meta: Metafile = result.metafile!;
  const edges: Edge[] = [];
  for (const [from, input] of Object.entries(meta.inputs)) {
    for (const i of input.imports) {
      if (i.kind === 'require-call' && i.path.startsWith('<')) continue;
      edges.push({ from, to: i.external ? externalName(i.path) : i.path });
    }
  }
  return edges.concat(typeOnlyEdges(root, files));
}

const externalName = (specifier: string) =>
  specifier.startsWith('node:')
    ? specifier
    : `npm:${specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/')}`;

/** `import type … from './x'` and `export type … from './x'`: relative ones, resolved as the file names them. */
function typeOnlyEdges(root: string, files: string[]): Edge[] {
  const edges: Edge[] = [];
  const pattern = /^\s*(?:import|export)\s+type\s[^;]*?from\s+['"](\.[^'"]+)['"]/gms;
  for (const from of files) {
    const text = readFileSync(path.join(root, from), 'utf8');
    for (const m of text.matchAll(pattern)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), m[1]!));
      edges.push({ from, to: /\.tsx?$/.test(target) ? target : `${target}.ts` });
    }
  }
  return edges;
}

function ruleOf(edge: Edge): string | null {
  const { from, to } = edge;
  const fromModule = moduleOf(from);
  const toModule = moduleOf(to);
  if (from.startsWith('apps/server/src/') && !isTest(from)) {
    if (fromModule && toModule && fromModule !== toModule && !isPublicFile(to)) return 'server-module-internals';
    if (!fromModule && toModule) {
      if (/^apps\/server\/src\/(platform|db\/schema)\//.test(from)) return 'platform-below-modules';
      if (!isPublicFile(to)) return 'server-outside-into-module';
    }
    if (
      fromModule &&
      !from.endsWith('.repository.ts') &&
      (to.startsWith('apps/server/src/db/schema/') || to === 'npm:drizzle-orm')
    )
      return 'queries-only-in-repositories';
  }
  if (from.startsWith('apps/web/src/')) {
    const fromFeature = featureOf(from);
    const toFeature = featureOf(to);
    if (fromFeature && toFeature && fromFeature !== toFeature) return 'web-feature-internals';
    if (/^apps\/web\/src\/(components|lib)\//.test(from) && toFeature) return 'web-shared-below-features';
  }
  if (from.startsWith('packages/contracts/src/') && !isTest(from)) {
    const inside = to.startsWith('packages/contracts/src/') || to === 'npm:zod' || to === 'npm:@talentpath/contracts';
    if (!inside) return 'contracts-stand-alone';
  }
  return null;
}

/** Strongly connected groups of more than one server module (Tarjan), each as a list of the edges inside it. */
function moduleCycles(edges: Edge[]): Violation[] {
  const graph = new Map<string, Map<string, Edge>>();
  for (const e of edges) {
    const a = moduleOf(e.from);
    const b = moduleOf(e.to);
    if (!a || !b || a === b || isTest(e.from)) continue;
    if (!graph.has(a)) graph.set(a, new Map());
    if (!graph.get(a)!.has(b)) graph.get(a)!.set(b, e);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return groups.flatMap((group) =>
    group.flatMap((a) =>
      [...(graph.get(a) ?? [])]
        .filter(([b]) => group.includes(b))
        .map(([b, e]) => ({
          rule: 'module-cycle',
          from: e.from,
          to: e.to,
          why: `${a} → ${b} in {${group.join(', ')}}`,
        })),
    ),
  );
}

function sideEffectWiring(root: string, files: string[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    if (!moduleOf(file) || isTest(file)) continue;
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    if (file.endsWith('.repository.ts')) {
      const module = moduleOf(file)!;
      lines.forEach((line, i) => {
        for (const [, table] of line.matchAll(TABLE_WRITE)) {
          const owner = TABLE_OWNERS[table!];
          if (owner === module || ALLOWED_WRITES.has(`${module}→${owner}`)) continue;
          const why = owner ? `${table} belongs to ${owner}` : `${table} has no owner in TABLE_OWNERS`;
          out.push({ rule: 'writes-only-own-tables', from: `${file}:${i + 1}`, to: line.trim(), why });
        }
      });
    }
    if (isPublicFile(file)) {
      lines.forEach((line, i) => {
        if (/from '\.\/[^']+\.repository\.ts'/.test(line) && !line.startsWith('export type'))
          out.push({ rule: 'public-file-not-a-repository', from: `${file}:${i + 1}`, to: line.trim(), why: '' });
      });
    }
    if (SIDE_EFFECT_FILE.test(file)) continue;
    lines.forEach((line, i) => {
      if (SIDE_EFFECT_WIRING.test(line) && !line.trimStart().startsWith('//') && !line.trimStart().startsWith('*'))
        out.push({ rule: 'side-effects-in-jobs-and-subscribers', from: `${file}:${i + 1}`, to: line.trim(), why: '' });
    });
  }
  return out;
}

/** Which server modules each module imports (through public files), for docs/architecture.md. */
export async function moduleGraph(root: string): Promise<Map<string, Set<string>>> {
  const files = walk(root, 'apps/server/src');
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of await importEdges(root, files)) {
    const a = moduleOf(from);
    const b = moduleOf(to);
    if (!a || isTest(from)) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    if (b && b !== a) graph.get(a)!.add(b);
  }
  return graph;
}

/** Every violation of the borders in the tree at `root`. */
export async function checkBoundaries(root: string): Promise<Violation[]> {
  const files = SOURCE_DIRS.flatMap((dir) => walk(root, dir));
  const edges = await importEdges(root, files);
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const edge of edges) {
    const rule = ruleOf(edge);
    const key = `${rule}|${edge.from}|${edge.to}`;
    if (rule && !seen.has(key)) {
      seen.add(key);
      violations.push({ rule, ...edge, why: '' });
    }
  }
  return [...violations, ...moduleCycles(edges), ...sideEffectWiring(root, files)];
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === '--graph') {
  for (const [module, uses] of [...(await moduleGraph(path.resolve('.')))].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`${module} → ${[...uses].sort().join(', ') || '(none)'}`);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? '.');
  const violations = await checkBoundaries(root);
  const byRule = new Map<string, Violation[]>();
  for (const v of violations) byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v]);
  for (const [rule, list] of byRule) {
    console.log(`\n${rule} (${list.length}): ${RULES[rule]}`);
    for (const v of list) console.log(`  ${v.from} → ${v.to}${v.why ? `  (${v.why})` : ''}`);
  }
  if (violations.length) {
    console.log(`\n${violations.length} import(s) cross a module border (docs/architecture.md, ADR 0038)`);
    process.exit(1);
  }
  console.log('module borders: no violations');
}
