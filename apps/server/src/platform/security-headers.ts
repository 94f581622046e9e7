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
      frameAncestors: ["'none'"],
    },
  },
});

// What OWASP's REST cheat sheet asks of JSON API responses: nothing in them is a document to frame, script or
// cache, so the document-oriented headers would only add bytes to every reply.
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/**
 * Security headers computed once at boot: helmet's full set on documents and files, the REST set on /api.
 * Running helmet's middleware per request halved the throughput of a cheap route (bench/run.ts), and the
 * headers never vary per request here.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { docsPrefix: string }) {
  const documentHeaders: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (documentHeaders[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete documentHeaders[name.toLowerCase()],
  };
  policy({} as never, res as never, () => {});
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    // Swagger UI sets its own CSP-compatible page headers.
    if (url.startsWith(options.docsPrefix)) return done();
    reply.headers(url.startsWith('/api/') ? API_HEADERS : documentHeaders);
    done();
  });
}
