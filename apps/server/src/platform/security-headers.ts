import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const policy = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      // The course player embeds YouTube and Vimeo players, and PDFs (same origin) in an <iframe>; video plays
      // from the API (same origin). A certificate template's live preview is a PDF the page fetched with its token,
      // framed from an object URL (blob:, made only by our own script).
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'blob:'],
      mediaSrc: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

// What OWASP's REST cheat sheet asks of JSON API responses: nothing in them is a document to frame, script or
// cache, so the document-oriented headers would only add bytes to every reply.
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/**
 * What an uploaded file is answered with instead of API_HEADERS' CSP (ADR 0033): nothing in it may run or load
 * anything (`default-src 'none'`, `sandbox`: opened on its own it is an opaque origin without script), only our
 * own pages may frame it (the player shows a PDF in an <iframe>), and other sites may not embed it. Chromium 156
 * shows a PDF under this policy, in an iframe and opened on its own (checked with Playwright).
 */
export const FILE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'; sandbox",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  // The address carries a ticket: a link followed from inside a PDF must not hand it on.
  'referrer-policy': 'no-referrer',
};

/**
 * Security headers computed once at boot: helmet's full set on documents and files, the REST set on /api.
 * Running helmet's middleware per request halved the throughput of a cheap route (bench/run.ts), and the
 * headers never vary per request here. The API docs (Swagger UI under `docsPrefix`) are documents: they get
 * the full set, whose CSP @fastify/swagger-ui replaces on its own routes with the one its page needs (staticCSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { docsPrefix: string }) {
  const documentHeaders: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      documentHeaders[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => void delete documentHeaders[name.toLowerCase()],
  };
  policy({} as never, res as never, () => {});
  const { docsPrefix } = options;
  const isDocs = (url: string) => url.startsWith(docsPrefix) && ['', '/', '?'].includes(url.charAt(docsPrefix.length));
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(url.startsWith('/api/') && !isDocs(url) ? API_HEADERS : documentHeaders);
    done();
  });
}

// Swagger UI's top bar first renders its own logo, an SVG holding one inline <style>
// (".logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}"), before @fastify/swagger-ui swaps in
// its logo; without the style's hash its static CSP reports a violation on every visit of the docs.
const SWAGGER_LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** @fastify/swagger-ui's `transformStaticCSP`: its own page policy, plus the one inline style its page renders. */
export const docsContentSecurityPolicy = (header: string) =>
  header.replace("style-src 'self'", `style-src 'self' ${SWAGGER_LOGO_STYLE}`);
