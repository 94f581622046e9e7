import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { fileTestApp, createTestApp, type TestApp } from '../support/test-app.ts';
import { expectError, get } from '../support/api.ts';
import { call, signedInAs } from '../support/callers.ts';
import { serveWebApp } from '../../src/platform/web-app.ts';

// The contract the web build writes: prerendered/manifest.json names every public page; each has a file per language.
const PAGES: Record<string, string> = {
  '/': 'index.html',
  '/login': 'login.html',
  '/about': 'about.html',
  '/services': 'services.html',
  '/privacy-policy': 'privacy-policy.html',
  '/terms-of-service': 'terms-of-service.html',
  '/contact-us': 'contact-us.html',
};
const SPA = '<!doctype html><html><body><div id="root"></div><script src="/assets/app.js"></script></body></html>';
// Long enough that compressing it is worth it, and says which page and language it is.
const page = (lang: string, file: string) =>
  `<!doctype html><html lang="${lang}"><body>${lang}/${file} ${'lorem ipsum '.repeat(50)}</body></html>`;

const dists: string[] = [];
/** A web dist in a temporary folder: index.html, an asset, and (unless told otherwise) the prerendered pages. */
function webDist(options: { manifest?: string | null; skip?: string } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'tp-web-dist-'));
  dists.push(root);
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('index.html', SPA);
  write('assets/app.js', 'console.log("app")');
  for (const lang of ['en', 'no']) {
    for (const file of Object.values(PAGES)) {
      const name = `prerendered/${lang}/${file}`;
      if (name === options.skip) continue;
      write(name, page(lang, file));
      writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(page(lang, file)));
      writeFileSync(path.join(root, `${name}.gz`), gzipSync(page(lang, file)));
    }
  }
  const manifest =
    options.manifest === undefined ? JSON.stringify({ languages: ['en', 'no'], pages: PAGES }) : options.manifest;
  if (manifest !== null) write('prerendered/manifest.json', manifest);
  return root;
}

const t = await fileTestApp({ WEB_DIST: webDist() });
afterAll(() => {
  for (const root of dists) rmSync(root, { recursive: true, force: true });
});

/** Runs `check` against an app of its own, serving a web dist made with those options. */
async function withWebApp(options: Parameters<typeof webDist>[0], check: (app: TestApp) => Promise<void>) {
  const app = await createTestApp({ WEB_DIST: webDist(options) });
  try {
    await check(app);
  } finally {
    await app.close();
  }
}

/** Asserts a prerendered page in that language, sent uncompressed, and returns the response. */
async function expectPage(url: string, headers: Record<string, string>, lang: string, file: string, app: TestApp = t) {
  const res = await get(app, url, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).toBe(page(lang, file));
  expect(res.headers['content-language']).toBe(lang);
  return res;
}

/** Asserts the single-page app's index.html, as a document that is revalidated every time. */
async function expectSpa(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await get(app, url, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).toBe(SPA);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['content-language']).toBeUndefined();
  return res;
}

describe('prerendered pages: the language', () => {
  it.each([
    [undefined, 'en'],
    ['no', 'no'],
    ['nb-NO', 'no'],
    ['nb-NO,nb;q=0.9,en-US;q=0.8,en;q=0.7', 'no'],
    ['nn;q=0.8, en;q=0.9', 'en'],
    ['de-DE, en;q=0.3, no;q=0.5', 'no'],
    ['no;q=0, en;q=0.1', 'en'],
    ['no;q=0', 'en'],
    ['de, fr', 'en'],
    ['garbage;;q=x,,,', 'en'],
  ])('Accept-Language %s → %s', async (acceptLanguage, lang) => {
    await expectPage('/about', acceptLanguage ? { 'accept-language': acceptLanguage } : {}, lang, 'about.html');
  });

  it('takes the tp_lang cookie first, even against Accept-Language', async () => {
    await expectPage('/about', { cookie: 'tp_lang=no' }, 'no', 'about.html');
    await expectPage('/about', { cookie: 'tp_lang=no', 'accept-language': 'en-US,en' }, 'no', 'about.html');
    await expectPage('/about', { cookie: 'tp_lang=en', 'accept-language': 'nb-NO' }, 'en', 'about.html');
    await expectPage(
      '/services',
      { cookie: 'theme=dark; tp_lang=no; other=1', 'accept-language': 'en' },
      'no',
      'services.html',
    );
  });

  it('ignores a tp_lang cookie that names no supported language, and cookies that only look like it', async () => {
    await expectPage('/about', { cookie: 'tp_lang=de', 'accept-language': 'nb' }, 'no', 'about.html');
    await expectPage('/about', { cookie: 'tp_lang=nb-NO' }, 'en', 'about.html');
    await expectPage('/about', { cookie: 'tp_lang=', 'accept-language': 'no' }, 'no', 'about.html');
    await expectPage('/about', { cookie: 'x_tp_lang=no' }, 'en', 'about.html');
  });
});

describe('prerendered pages: the default language of the system settings', () => {
  it('is the language of a visitor who names none; a choice or a browser language the app has still wins', async () => {
    await withWebApp({}, async (app) => {
      const admin = await signedInAs(app, 'Admin');
      const {
        logoUrl: _l,
        updatedAt: _a,
        updatedBy: _b,
        ...fields
      } = (await call(app, 'GET', '/api/admin/settings', undefined, admin.h)).json();
      const saved = await call(app, 'PUT', '/api/admin/settings', { ...fields, defaultLanguage: 'no' }, admin.h);
      expect(saved.statusCode, saved.body).toBe(200);
      await expectPage('/about', {}, 'no', 'about.html', app);
      await expectPage('/about', { 'accept-language': 'de, fr' }, 'no', 'about.html', app);
      await expectPage('/about', { 'accept-language': 'en-US' }, 'en', 'about.html', app);
      await expectPage('/about', { cookie: 'tp_lang=en' }, 'en', 'about.html', app);
    });
  });
});

describe('prerendered pages: which page', () => {
  it('serves every page of the manifest, / included', async () => {
    for (const [url, file] of Object.entries(PAGES)) {
      await expectPage(url, { cookie: 'tp_lang=no' }, 'no', file);
      await expectPage(url, {}, 'en', file);
    }
  });

  it('treats a trailing slash like none, and ignores the query string', async () => {
    await expectPage('/about/', {}, 'en', 'about.html');
    await expectPage('/about?ref=footer', { 'accept-language': 'no' }, 'no', 'about.html');
    await expectPage('/contact-us/?x=1&y=2', {}, 'en', 'contact-us.html');
    await expectPage('/?utm_source=mail', {}, 'en', 'index.html');
  });

  it('gives a path the manifest does not name the single-page app', async () => {
    await expectSpa(t, '/learner/courses', { cookie: 'tp_lang=no' });
    await expectSpa(t, '/about/team');
    await expectSpa(t, '/reset-password?token=abc');
  });

  it('does not serve the prerendered files under their own names', async () => {
    await expectSpa(t, '/prerendered/no/about.html');
    expectError(await get(t, '/prerendered/manifest.json'), 404, 'NOT_FOUND', 'File not found');
  });
});

describe('prerendered pages: headers and encodings', () => {
  it('are documents to revalidate, varying on the cookie and the language header', async () => {
    const res = await expectPage('/about', { cookie: 'tp_lang=no' }, 'no', 'about.html');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');
    expect(res.headers['content-encoding']).toBeUndefined();
    // The document headers of every page still apply.
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the precompressed .br or .gz sibling the client accepts, and the plain file otherwise', async () => {
    const br = await get(t, '/about', { cookie: 'tp_lang=no', 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page('no', 'about.html'));

    const gz = await get(t, '/about', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page('en', 'about.html'));

    const plain = await get(t, '/about', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page('en', 'about.html'));

    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');
    }
    expect(br.headers['content-language']).toBe('no');
    expect(gz.headers['content-language']).toBe('en');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: '/about/',
      headers: { 'accept-language': 'nb-NO', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['content-language']).toBe('no');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('adds to a Vary header another part of the server set, instead of replacing it', async () => {
    await withWebApp({}, async (app) => {
      app.app.addHook('onRequest', async (_request, reply) => {
        reply.header('vary', 'Origin, cookie');
      });
      const res = await expectPage('/about', {}, 'en', 'about.html', app);
      expect(res.headers.vary).toBe('Origin, cookie, Accept-Language, accept-encoding');
    });
  });
});

describe('everything else is as before', () => {
  it('keeps the API 404, the asset 404, the assets themselves and the single-page fallback', async () => {
    expectError(await get(t, '/api/unknown'), 404, 'NOT_FOUND', 'Route GET /api/unknown not found');
    expectError(await get(t, '/api/about'), 404, 'NOT_FOUND');
    expectError(await get(t, '/assets/missing.js'), 404, 'NOT_FOUND', 'File not found');
    const asset = await get(t, '/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await expectSpa(t, '/admin/users');
  });
});

describe('without usable prerendered pages, every page is the single-page app', () => {
  it.each([
    ['no manifest', { manifest: null }],
    ['a manifest that is not JSON', { manifest: '{ "languages": [' }],
    ['a manifest of the wrong shape', { manifest: JSON.stringify({ languages: ['en', 'no'], pages: ['/about'] }) }],
    ['a manifest without Norwegian', { manifest: JSON.stringify({ languages: ['en'], pages: PAGES }) }],
    [
      'a manifest naming a file outside its folder',
      { manifest: JSON.stringify({ languages: ['en', 'no'], pages: { '/about': '../../index.html' } }) },
    ],
    ['a manifest naming a file the build did not write', { skip: 'prerendered/no/about.html' }],
  ])('%s', async (_case, options) => {
    await withWebApp(options, async (app) => {
      for (const url of ['/', '/about', '/login/'])
        await expectSpa(app, url, { cookie: 'tp_lang=no', 'accept-language': 'no' });
      expectError(await get(app, '/api/unknown'), 404, 'NOT_FOUND');
    });
  });

  it('logs a warning naming the manifest when it cannot use it', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) });
    const app = Fastify({ logger: { level: 'warn', stream } });
    const root = webDist({ manifest: '[]' });
    await serveWebApp(app, root);
    await app.close();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 40,
      file: path.join(root, 'prerendered', 'manifest.json'),
      msg: 'Prerendered manifest unusable; serving the single-page app for every page',
    });
  });
});
