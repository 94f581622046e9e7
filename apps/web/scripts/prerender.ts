import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '@talentpath/contracts/constants';
import type { RenderedPage, prerenderedPages as PrerenderedPages } from '../src/prerender/entry-server';
import { writeCompressed } from './compress.ts';

// Writes the public pages as HTML in every language (<build>/prerendered/<lang>/<file>) from the browser build and
// the server-side rendering build, with the style sheets each page needs linked in its head (ADR 0007).

type Chunk = { file: string; src?: string; css?: string[]; imports?: string[] };
type EntryServer = {
  renderPage: (path: string, language: Language) => Promise<RenderedPage>;
  prerenderedPages: typeof PrerenderedPages;
};

type Manifest = Record<string, Chunk>;

const web = path.resolve(import.meta.dirname, '..');

/** Manifest keys of the route modules, read from route-modules.ts: `landing: () => import('../features/…')`. */
function routeModuleKeys(manifest: Manifest): Map<string, string> {
  const source = readFileSync(path.join(web, 'src/app/route-modules.ts'), 'utf8');
  const keys = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(/(\w+): \(\) => import\('([^']+)'\)/g)) {
    const base = path.relative(web, path.resolve(web, 'src/app', specifier!));
    const key = [`${base}.tsx`, `${base}.ts`].find((candidate) => manifest[candidate]);
    if (!key) throw new Error(`route module ${name} (${specifier}) is not in the build manifest`);
    keys.set(name!, key);
  }
  return keys;
}

/** The style sheets a set of modules needs, dependencies first (the order they cascade in). */
function styleSheetsOf(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const styles: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    for (const dependency of chunk.imports ?? []) visit(dependency);
    styles.push(...(chunk.css ?? []).map((file) => `/${file}`));
  };
  keys.forEach(visit);
  return [...new Set(styles)];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html: string, search: string | RegExp, replacement: string): string {
  const next = html.replace(search, replacement);
  if (next === html) throw new Error(`index.html has no ${String(search)}`);
  return next;
}

/** Prerenders into the browser build in `build`, with the server-side rendering build's entry `ssrEntry`. */
export async function prerender(build: string, ssrEntry: string) {
  const manifest = JSON.parse(readFileSync(path.join(build, '.vite/manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(path.join(build, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(ssrEntry).href)) as EntryServer;
  const modules = routeModuleKeys(manifest);
  const outDir = path.join(build, 'prerendered');
  const pages: Record<string, string> = {};

  for (const page of entry.prerenderedPages) {
    pages[page.path] = page.file;
    for (const language of LANGUAGES) {
      const { html, head } = await entry.renderPage(page.path, language);
      // Only the style sheets: the page must not paint unstyled. Scripts are not preloaded on purpose: on a
      // slow connection they would share the bandwidth the first paint needs (ADR 0007).
      const links = styleSheetsOf(manifest, [
        'src/app/bootstrap.tsx',
        ...page.modules.map((name) => modules.get(name)!),
      ])
        .filter((href) => !template.includes(`"${href}"`))
        .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
        .join('\n    ');
      let document = replaceOnce(
        template,
        /<html lang="[^"]*">/,
        `<html lang="${language}" data-prerendered="${language}" data-mantine-color-scheme="light">`,
      );
      document = replaceOnce(document, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
      if (head.description) {
        document = replaceOnce(
          document,
          /<meta name="description" content="[^"]*" \/>/,
          `<meta name="description" content="${escapeHtml(head.description)}" />`,
        );
      }
      document = replaceOnce(document, '</head>', `  ${links}\n  </head>`);
      document = replaceOnce(document, '<div id="root"></div>', `<div id="root">${html}</div>`);
      const file = path.join(outDir, language, page.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, document);
      writeCompressed(file);
    }
  }

  const manifestFile = path.join(outDir, 'manifest.json');
  writeFileSync(manifestFile, `${JSON.stringify({ languages: LANGUAGES, pages }, null, 2)}\n`);
  console.log(`prerendered ${Object.keys(pages).length} pages in ${LANGUAGES.length} languages`);
}
