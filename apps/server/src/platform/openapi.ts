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
