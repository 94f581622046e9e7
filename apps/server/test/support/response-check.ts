import type { IncomingMessage } from 'node:http';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Every response the API suite receives is checked against the OpenAPI document (ADR 0049): its status must be
// one the operation declares, its Content-Type one declared for that status, and a JSON body must validate against
// the declared schema. The document is made once per process (every test app is built from the same routes) and
// each schema compiled once, when a response first needs it: no cost per test file.

type Media = { schema?: object };
type Response = { content?: Record<string, Media> };
type Operation = { responses?: Record<string, Response> };
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: object;
};

/** What the check needs of a response. */
type Answer = {
  method: string;
  /** As the document writes it: /api/courses/{id}. */
  path: string;
  url: string;
  status: number;
  contentType: string | undefined;
  /** The body as sent, or null when it is a stream (a file). */
  body: string | Buffer | null;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);

const validators = new WeakMap<OpenApiDocument, Map<string, ValidateFunction>>();
function validatorOf(doc: OpenApiDocument, key: string, schema: object): ValidateFunction {
  let byKey = validators.get(doc);
  if (!byKey) validators.set(doc, (byKey = new Map()));
  let validate = byKey.get(key);
  if (!validate) {
    // The document's components travel with the schema, so a $ref into them resolves.
    validate = ajv.compile({ ...schema, ...(doc.components ? { components: doc.components } : {}) });
    byKey.set(key, validate);
  }
  return validate;
}

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (media: string) => media === 'application/json' || media.endsWith('+json');

/** The declared media type a Content-Type falls under: exact, then `type/*`, then `*\/*`. */
function declaredMedia(content: Record<string, Media>, media: string): string | undefined {
  const declared = Object.keys(content);
  return (
    declared.find((d) => d.toLowerCase() === media) ??
    declared.find((d) => d.endsWith('/*') && media.startsWith(d.slice(0, -1).toLowerCase())) ??
    declared.find((d) => d === '*/*')
  );
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 10)
    .map((e) => `  ${e.instancePath || '(body)'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    .join('\n');

const isEmpty = (body: string | Buffer | null) => body !== null && body.length === 0;

/** What is wrong with the answer by the document, or null. An operation the document lacks is itself wrong. */
function responseProblem(doc: OpenApiDocument, answer: Answer): string | null {
  const { method, path, url, status } = answer;
  const where = `${method} ${url} (${path}) answered ${status}`;
  // A HEAD is answered like its GET, without the body.
  const head = method === 'HEAD';
  const operation = doc.paths[path]?.[head ? 'get' : method.toLowerCase()];
  if (!operation) return `${where}: the OpenAPI document has no operation ${method} ${path}`;
  const responses = operation.responses ?? {};
  const declared =
    responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses[`${String(status)[0]}xx`];
  const response = declared ?? responses.default;
  if (!response) return `${where}: the status is not declared (declared: ${Object.keys(responses).join(', ')})`;
  const media = mediaType(answer.contentType);
  const content = response.content;
  if (!content || Object.keys(content).length === 0) {
    if (head || isEmpty(answer.body) || (answer.body === null && !media)) return null;
    return `${where}: a body (${media || 'no Content-Type'}) where the document declares none`;
  }
  const match = declaredMedia(content, media);
  if (!match)
    return `${where}: Content-Type ${media || '(none)'} is not declared (declared: ${Object.keys(content).join(', ')})`;
  const schema = content[match]!.schema;
  if (head || answer.body === null || !schema) return null;
  let value: unknown;
  if (isJson(media)) {
    try {
      value = JSON.parse(answer.body.toString());
    } catch {
      return `${where}: the body is not JSON: ${answer.body.toString().slice(0, 200)}`;
    }
  } else if (media.startsWith('text/')) {
    value = answer.body.toString();
  } else {
    return null; // bytes: what they hold is the file's business
  }
  const validate = validatorOf(doc, `${path} ${method} ${status} ${match}`, schema);
  if (validate(value)) return null;
  const body = JSON.stringify(value);
  return `${where} with a body the document's ${match} schema refuses:\n${describeErrors(validate.errors)}\n  body: ${body.length > 500 ? `${body.slice(0, 500)}…` : body}`;
}

let shared: OpenApiDocument | null = null;
const perApp = new WeakMap<FastifyInstance, OpenApiDocument>();
const documentOf = (app: FastifyInstance) => app.swagger() as unknown as OpenApiDocument;

/**
 * The document that describes `path` for this app: the one made once per process, or — for a route only this
 * app has (a test's own route) — the app's own.
 */
function documentFor(app: FastifyInstance, path: string): OpenApiDocument {
  shared ??= documentOf(app);
  if (shared.paths[path]) return shared;
  let own = perApp.get(app);
  if (!own) perApp.set(app, (own = documentOf(app)));
  return own;
}

/** The document's form of a Fastify route URL: /api/courses/:id → /api/courses/{id}. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Checks every response of the app's documented routes (under /api, not hidden) against the document. A problem
 * is kept for the request: `takeProblem` hands it to the inject that sent it, `untaken` lists those no inject took
 * (requests over a real socket).
 */
export function checkResponses(app: FastifyInstance) {
  const problems = new Map<IncomingMessage, string>();
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/') || route.schema?.hide) return payload;
    const path = documentPath(route.url);
    // HTTP sends no body with a 204 or 304 (Fastify drops what the handler gave, and a 204's Content-Type).
    const bodiless = reply.statusCode === 204 || reply.statusCode === 304;
    const body =
      bodiless || payload == null ? '' : typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    const contentType = reply.getHeader('content-type');
    const problem = responseProblem(documentFor(app, path), {
      method: request.method,
      path,
      url: request.url,
      status: reply.statusCode,
      contentType: contentType === undefined ? undefined : String(contentType),
      body,
    });
    if (problem) problems.set(request.raw, problem);
    return payload;
  });
  return {
    takeProblem(raw: IncomingMessage): string | null {
      const problem = problems.get(raw) ?? null;
      problems.delete(raw);
      return problem;
    },
    untaken(): string[] {
      const list = [...problems.values()];
      problems.clear();
      return list;
    },
  };
}
