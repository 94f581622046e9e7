import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

// The API document at /api/docs/json (ADR 0049): OpenAPI 3.1, so zod's JSON Schema is written as it is (a nullable
// enum is `anyOf: [{ enum }, { type: 'null' }]`, which 3.0's `nullable` cannot say), made from the routes' zod
// schemas. The API suite checks every response it receives against it (test/support/response-check.ts).

export const OPENAPI_VERSION = '3.1.0';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The multipart/form-data body a route takes (its parts; a file as `z.file()`). Documented only: the handler
     * reads the form itself (platform/upload-form.ts), so Fastify validates nothing against it.
     */
    upload?: ZodType;
  }
}

/** Bytes of a file, as a response or a form's part. */
const bytes = z.string().meta({ format: 'binary' });

/** A response that is a file of one of `mimeTypes` (its Content-Type), not JSON. */
export const fileResponse = (description: string, mimeTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(mimeTypes.map((type) => [type, { schema: bytes }])),
});

/** The part `file` of an upload form. */
export const uploadedFile = (description: string) => z.file().describe(description);

/**
 * fastify-type-provider-zod's transform, which also writes a route's `upload` as its multipart/form-data request
 * body, beside the JSON body when the route takes both.
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const { upload, ...schema } = input.schema ?? {};
  const transform = jsonSchemaTransform as unknown as SwaggerTransform;
  const result = transform({ ...input, schema });
  if (!upload || result.schema.hide) return result;
  const form = transform({ ...input, schema: { body: upload } }).schema.body;
  const json = result.schema.body;
  return {
    ...result,
    schema: {
      ...result.schema,
      body: {
        content: { 'multipart/form-data': { schema: form }, ...(json ? { 'application/json': { schema: json } } : {}) },
      },
    },
  };
};

type JsonSchema = { type?: unknown; properties?: Record<string, { enum?: unknown[] }>; [key: string]: unknown };
type ResponseObject = { content?: Record<string, { schema?: JsonSchema }> };
type OpenApiObject = {
  paths?: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
  components?: { schemas?: Record<string, unknown> };
};

/** The one error body (platform/errors.ts), with the codes a route may answer: its properties and nothing else. */
const isErrorBody = (schema: JsonSchema | undefined): schema is JsonSchema =>
  schema?.type === 'object' &&
  Array.isArray(schema.properties?.code?.enum) &&
  Object.keys(schema.properties ?? {}).every((key) => ['code', 'message', 'details'].includes(key));

/**
 * Every route declares its error answers with their codes, the same few bodies over and over (a 401 UNAUTHORIZED,
 * a 429, a 500 on some 230 operations): written in full they were two fifths of a 1.8 MB document, which Swagger UI
 * took 16 s to draw. Each distinct error body is written once, under `components.schemas` as `Error.<CODE>.<CODE>…`,
 * and each response refers to it: the same document, as clients and the API suite's response check read it.
 */
export function shareErrorBodies<T extends object>(document: T): T {
  const doc = document as OpenApiObject;
  const names = new Map<string, string>();
  const shared: Record<string, unknown> = {};
  for (const operations of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(operations))
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = response.content?.['application/json'];
        if (Number(status) < 400 || !isErrorBody(media?.schema)) continue;
        const text = JSON.stringify(media.schema);
        let name = names.get(text);
        if (!name) {
          const base = `Error.${(media.schema.properties?.code?.enum ?? []).join('.')}`;
          name = base;
          for (let n = 2; name in shared; n++) name = `${base}-${n}`;
          names.set(text, name);
          shared[name] = media.schema;
        }
        media.schema = { $ref: `#/components/schemas/${name}` };
      }
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ...shared } };
  dropFormatPatterns(doc);
  return document;
}

/** Formats whose meaning zod also writes out as a `pattern` (a UUID's is 166 characters, a date-time's 256). */
const NAMED_FORMATS = new Set(['uuid', 'date-time', 'date', 'time', 'email', 'duration']);

/**
 * A UUID or a date-time says what it is twice: `format` and zod's regular expression of that format — a quarter of
 * the document, repeated on every id and time. The `format` stays (validators check it, Swagger UI shows it).
 */
function dropFormatPatterns(node: unknown) {
  if (Array.isArray(node)) for (const item of node) dropFormatPatterns(item);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (typeof schema.format === 'string' && NAMED_FORMATS.has(schema.format) && typeof schema.pattern === 'string')
      delete schema.pattern;
    for (const value of Object.values(schema)) dropFormatPatterns(value);
  }
}
