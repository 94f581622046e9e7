import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { writeCompressed } from './scripts/compress.ts';
import { FIRST_PASS_FLAG, firstVisitModules } from './scripts/first-visit-chunk.ts';

const GUARD_SOURCE = '/src/boot/boot-guard.ts';

/**
 * Adds the boot guard as its own entry and loads it before the app's entry, so that the fatal-start page
 * still appears when the app's entry chunk itself fails to load or throws.
 */
function bootGuard(): Plugin {
  return {
    name: 'talentpath-boot-guard',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = ctx.bundle
          ? Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'boot-guard')
          : undefined;
        const src = ctx.bundle ? (chunk ? `/${chunk.fileName}` : null) : GUARD_SOURCE;
        if (!src) return html;
        // Module scripts run in document order: the guard must be listening before the app's entry runs.
        const tag = `<script type="module" crossorigin src="${src}"></script>\n    `;
        return html.replace('<script type="module"', `${tag}<script type="module"`);
      },
    },
  };
}

/**
 * Writes .br and .gz beside every text asset after the build, so the server sends compressed files without
 * compressing on each request (@fastify/static's preCompressed).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'talentpath-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) writeCompressed(file);
    },
  };
}

/**
 * Refuses to write a build into `dist`: that is the published build (a link into builds/), which a running server
 * may be serving. scripts/build.ts builds into a new folder and publishes it (ADR 0045).
 */
function notIntoDist(): Plugin {
  return {
    name: 'talentpath-not-into-dist',
    apply: 'build',
    configResolved(config) {
      if (config.build.write && path.resolve(config.root, config.build.outDir) === path.resolve(config.root, 'dist'))
        throw new Error(
          'Build the web app with `npm run build -w @talentpath/web`: it never writes into dist (ADR 0045)',
        );
    },
  };
}

/** Tabler's icons, one module each. */
const ICON = /[\\/]@tabler[\\/]icons-react[\\/]/;

/**
 * The chunk a module goes to: the first visit's shared modules together (ADR 0029); the icons the first visit does
 * not use in one chunk of their own — left alone, each icon shared by two screens became a chunk of a few hundred
 * bytes, every one named in the bootstrap's list of what each lazy screen preloads (64 chunks, 0.5 KB of the
 * first visit's gzipped JavaScript); the rest where the bundler puts it.
 */
const chunkGroup = (firstVisit: Set<string>, id: string) =>
  firstVisit.has(id) ? 'first-visit' : ICON.test(id) ? 'icons' : null;

// The browser build, then (`build.ssr`) the build that renders the public pages to HTML (scripts/prerender.ts);
// scripts/build.ts names the folder of each.
// The browser build runs twice: a quick first pass finds what the first visit to / loads (first-visit-chunk.ts).
export default defineConfig(async ({ isSsrBuild, command, mode }) => {
  const firstPass = Boolean(process.env[FIRST_PASS_FLAG]);
  const firstVisit =
    command === 'build' && !isSsrBuild && !firstPass ? await firstVisitModules(import.meta.dirname, mode) : null;
  return {
    plugins: [notIntoDist(), ...(isSsrBuild || firstPass ? [react()] : [react(), bootGuard(), precompress()])],
    // VITE_PORT and API_PORT let several dev servers run side by side (each beside its own API).
    server: {
      port: Number(process.env.VITE_PORT ?? 5173),
      proxy: {
        '/api': `http://localhost:${process.env.API_PORT ?? 3000}`,
        '/notificationHub': { target: `ws://localhost:${process.env.API_PORT ?? 3000}`, ws: true },
      },
      // Published builds (ADR 0045), written by any `npm start` beside this dev server: not sources.
      watch: { ignored: ['**/builds/**'] },
    },
    // The app's one page: builds/ holds copies of it, which the dependency scan would otherwise read as pages too.
    optimizeDeps: { entries: ['index.html'] },
    build: isSsrBuild
      ? { sourcemap: false }
      : {
          sourcemap: false,
          // Tells the prerender which files (scripts, styles) each screen needs.
          manifest: true,
          rollupOptions: {
            input: { index: 'index.html', 'boot-guard': 'src/boot/boot-guard.ts' },
            output: firstVisit
              ? { codeSplitting: { groups: [{ name: (id: string) => chunkGroup(firstVisit, id) }] } }
              : {},
          },
        },
  };
});
