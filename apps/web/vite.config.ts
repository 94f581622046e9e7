import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), bootGuard()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/notificationHub': { target: 'ws://localhost:3000', ws: true } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rollupOptions: { input: { index: 'index.html', 'boot-guard': 'src/boot/boot-guard.ts' } },
  },
});
