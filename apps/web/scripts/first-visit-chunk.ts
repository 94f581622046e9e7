import path from 'node:path';
import { build, type Rolldown } from 'vite';

/** Set while the first pass runs, so the config it loads does not start another first pass. */
export const FIRST_PASS_FLAG = 'TALENTPATH_FIRST_VISIT_PASS';

/** The screens a first visit to `/` renders besides the bootstrap chunk (the public layout and the landing page). */
const FIRST_VISIT_SCREENS = ['src/app/layouts/public-layout.tsx', 'src/features/landing/pages/landing-page.tsx'];
const BOOTSTRAP = 'src/app/bootstrap.tsx';
/** Code shared between screens: libraries, UI components, lib. A screen's own files stay in its chunk. */
const SHARED_CODE = /[\\/]node_modules[\\/]|[\\/]src[\\/](components|lib)[\\/]/;

/**
 * The shared modules the first visit to `/` loads besides the bootstrap chunk, found by a first build without
 * grouping: every module in the chunks the bootstrap, the public layout and the landing page import statically,
 * as the bundler left them after tree-shaking.
 *
 * Why: left alone, the bundler cuts those modules into as many small chunks as there are different sets of
 * screens using them, and every new screen that shares one of them (a button, an icon) cuts them again. Each cut
 * adds a file and some bytes to the first visit. The second build puts them in one `first-visit` chunk.
 */
export async function firstVisitModules(root: string, mode: string): Promise<Set<string>> {
  process.env[FIRST_PASS_FLAG] = '1';
  let output: Rolldown.RolldownOutput;
  try {
    const result = await build({ root, mode, logLevel: 'silent', build: { write: false, manifest: false } });
    output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  } finally {
    delete process.env[FIRST_PASS_FLAG];
  }
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => {
    const id = path.join(root, module);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`first-visit chunk: no chunk starts at ${module}`);
    return chunk;
  };

  const bootstrap = chunkOf(BOOTSTRAP);
  const loaded = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (loaded.has(chunk.fileName)) return;
    loaded.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const chunk of [bootstrap, ...FIRST_VISIT_SCREENS.map(chunkOf)]) visit(chunk);

  const modules = new Set<string>();
  for (const file of loaded) {
    if (file === bootstrap.fileName) continue;
    for (const id of byFile.get(file)?.moduleIds ?? []) if (SHARED_CODE.test(id)) modules.add(id);
  }
  return modules;
}
