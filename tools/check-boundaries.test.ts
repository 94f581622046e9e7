import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.ts';

// The border check on a small tree of its own: each rule's violation is found, and the same tree without it is
// clean (so a rule that found nothing would fail here, not pass quietly).

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A tree with two server modules, a web app with two features and contracts, plus `extra` files. */
function tree(extra: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'talentpath-borders-'));
  roots.push(root);
  const files: Record<string, string> = {
    'packages/contracts/src/things.ts': "export const thing = 'thing';\n",
    'apps/server/src/db/schema/a.ts': 'export const alphas = {};\nexport const betas = {};\n',
    'apps/server/src/platform/db.ts': 'export type Db = unknown;\n',
    'apps/server/src/modules/alpha/alpha.repository.ts':
      "import { alphas } from '../../db/schema/a.ts';\nexport const find = () => alphas;\n",
    'apps/server/src/modules/alpha/alpha.service.ts':
      "import { find } from './alpha.repository.ts';\nexport const get = () => find();\n",
    'apps/server/src/modules/alpha/alpha.public.ts': "export { get } from './alpha.service.ts';\n",
    'apps/server/src/modules/beta/beta.service.ts':
      "import { get } from '../alpha/alpha.public.ts';\nexport const both = () => get();\n",
    'apps/server/src/modules/beta/beta.public.ts': "export { both } from './beta.service.ts';\n",
    'apps/server/src/app.ts': "import { both } from './modules/beta/beta.public.ts';\nexport const app = both;\n",
    'apps/web/src/lib/util.ts': 'export const util = 1;\n',
    'apps/web/src/features/one/page.tsx': "import { util } from '../../lib/util.ts';\nexport const One = () => util;\n",
    'apps/web/src/features/two/page.tsx': 'export const Two = () => 2;\n',
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const rulesIn = async (root: string) => (await checkBoundaries(root)).map((v) => v.rule).sort();

describe('the module border check', () => {
  it('finds nothing in a tree that keeps the borders', async () => {
    expect(await checkBoundaries(tree())).toEqual([]);
  });

  it.each([
    [
      'server-module-internals',
      {
        'apps/server/src/modules/beta/beta.jobs.ts':
          "import { find } from '../alpha/alpha.repository.ts';\nexport const x = find;\n",
      },
    ],
    [
      'server-outside-into-module',
      {
        'apps/server/src/db/seed.ts':
          "import { get } from '../modules/alpha/alpha.service.ts';\nexport const s = get;\n",
      },
    ],
    [
      'platform-below-modules',
      {
        'apps/server/src/platform/x.ts':
          "import { get } from '../modules/alpha/alpha.public.ts';\nexport const p = get;\n",
      },
    ],
    [
      'queries-only-in-repositories',
      {
        'apps/server/src/modules/alpha/alpha.view.ts':
          "import { alphas } from '../../db/schema/a.ts';\nexport const v = alphas;\n",
      },
    ],
    [
      'public-file-not-a-repository',
      {
        'apps/server/src/modules/alpha/alpha.public.ts':
          "export { get } from './alpha.service.ts';\nexport { find } from './alpha.repository.ts';\n",
      },
    ],
    [
      'writes-only-own-tables',
      {
        'apps/server/src/modules/beta/beta.repository.ts':
          'export const w = (tx: any) => tx.update(courses).set({});\nconst courses = 1;\n',
      },
    ],
    [
      'side-effects-in-jobs-and-subscribers',
      {
        'apps/server/src/modules/beta/beta.routes.ts':
          "export const r = (p: any) => p.jobs.schedule('x', {}, () => 1);\n",
      },
    ],
    [
      'web-feature-internals',
      { 'apps/web/src/features/two/page.tsx': "import { One } from '../one/page.tsx';\nexport const Two = One;\n" },
    ],
    [
      'web-shared-below-features',
      { 'apps/web/src/lib/util.ts': "import { Two } from '../features/two/page.tsx';\nexport const util = Two;\n" },
    ],
    [
      'contracts-stand-alone',
      { 'packages/contracts/src/things.ts': "import fs from 'node:fs';\nexport const thing = fs;\n" },
    ],
    [
      'module-cycle',
      {
        'apps/server/src/modules/alpha/alpha.service.ts':
          "import { find } from './alpha.repository.ts';\nimport { both } from '../beta/beta.public.ts';\nexport const get = () => [find(), both];\n",
      },
    ],
  ])('finds %s', async (rule, extra) => {
    expect(await rulesIn(tree(extra))).toContain(rule);
  });

  it('sees `import type` from inside another module too', async () => {
    const root = tree({
      'apps/server/src/modules/beta/beta.types.ts':
        "import type { find } from '../alpha/alpha.repository.ts';\nexport type F = typeof find;\n",
    });
    expect(await rulesIn(root)).toContain('server-module-internals');
  });
});
