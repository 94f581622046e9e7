import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import vary from 'vary';
import { z } from 'zod';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@talentpath/contracts/constants';
import { LANGUAGE_COOKIE, isLanguage, languageFromAcceptLanguage } from '@talentpath/contracts/language';

const PRERENDERED = 'prerendered';

// What the web build writes to <root>/prerendered/manifest.json: every page in every language.
const manifestSchema = z.object({
  languages: z.array(z.enum(LANGUAGES)).refine((languages) => LANGUAGES.every((l) => languages.includes(l)), {
    message: `must list ${LANGUAGES.join(', ')}`,
  }),
  // A file is named by plain segments only, so no entry can reach outside prerendered/<lang>/.
  pages: z.record(z.string().startsWith('/'), z.string().regex(/^[\w-]+(?:\/[\w-]+)*\.html$/)),
});
type Pages = Map<string, string>;

// send's own Cache-Control would replace ours (public, max-age=0); documents must be revalidated every time.
const DOCUMENT = { cacheControl: false } as const;

type Options = {
  /**
   * The language of a visitor who names none (no `tp_lang` cookie, no Accept-Language the app has): the system
   * settings' default language, given by app.ts (the platform imports no module).
   */
  defaultLanguage?: () => Promise<Language>;
};

/**
 * Serves the built single-page app. Public pages the build prerendered are sent in the caller's language;
 * any other non-API GET that wants HTML gets index.html.
 */
export async function serveWebApp(app: FastifyInstance, root: string, options: Options = {}) {
  if (!existsSync(path.join(root, 'index.html'))) return;
  const pages = loadPrerenderedPages(app, root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    maxAge: '1y',
    immutable: true,
    preCompressed: true,
    // Prerendered documents are reached by their page's URL only, never cached for a year under their file name.
    globIgnore: [`${PRERENDERED}/**`],
  });
  const defaultLanguage = async (): Promise<Language> => {
    try {
      return (await options.defaultLanguage?.()) ?? FALLBACK_LANGUAGE;
    } catch (error) {
      // A page in the fallback language beats no page.
      app.log.warn({ err: error }, 'default language unavailable; serving the fallback language');
      return FALLBACK_LANGUAGE;
    }
  };
  // The web app's pages, not the API: not in the API document.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/') || url === '/api') {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `Route ${request.method} ${url} not found` });
    }
    if (/\.[a-z0-9]+$/i.test(url) && !url.endsWith('.html')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'File not found' });
    }
    reply.header('cache-control', 'no-cache');
    const page = pages.get(withoutTrailingSlash(url));
    if (!page) return reply.sendFile('index.html', root, DOCUMENT);
    const language = requestLanguage(request) ?? (await defaultLanguage());
    appendVary(reply, 'Cookie', 'Accept-Language');
    return reply.header('content-language', language).sendFile(`${PRERENDERED}/${language}/${page}`, root, DOCUMENT);
  });
}

/** The prerendered pages by path, or none (SPA only) when the build wrote no manifest or a broken one. */
function loadPrerenderedPages(app: FastifyInstance, root: string): Pages {
  const file = path.join(root, PRERENDERED, 'manifest.json');
  if (!existsSync(file)) return new Map();
  try {
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    const pages: Pages = new Map(
      Object.entries(manifest.pages).map(([url, page]) => [withoutTrailingSlash(url), page]),
    );
    const missing = LANGUAGES.flatMap((l) => [...pages.values()].map((page) => path.join(PRERENDERED, l, page))).filter(
      (page) => !existsSync(path.join(root, page)),
    );
    if (missing.length) throw new Error(`missing ${missing.join(', ')}`);
    return pages;
  } catch (error) {
    app.log.warn({ err: error, file }, 'Prerendered manifest unusable; serving the single-page app for every page');
    return new Map();
  }
}

const withoutTrailingSlash = (url: string) => (url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url);

/**
 * The language the request names: the `tp_lang` cookie when it names a supported language, else the
 * Accept-Language header's choice; null when it names none (no guess to store for the user).
 */
export function requestLanguage(request: FastifyRequest): Language | null {
  const cookie = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name)
      return pair
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

/** Adds request headers to Vary, keeping what another part of the server put there. */
function appendVary(reply: FastifyReply, ...names: string[]) {
  const current = reply.getHeader('vary');
  reply.header('vary', vary.append(Array.isArray(current) ? current.join(', ') : String(current ?? ''), names));
}
