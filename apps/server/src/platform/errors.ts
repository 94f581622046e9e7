import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorBody, type ErrorCode } from '@talentpath/contracts/errors';

/** A domain error with a stable code; its message defaults to the catalogue's English text. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message?: string,
    readonly details?: ErrorBody['details'],
    /** Response headers that belong to the answer, e.g. Retry-After on a 429 or 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? ERROR_MESSAGES[code]);
  }
}

const body = (code: ErrorCode, message?: string, details?: ErrorBody['details']): ErrorBody =>
  details ? { code, message: message ?? ERROR_MESSAGES[code], details } : { code, message: message ?? ERROR_MESSAGES[code] };

/** One error shape for every failure; 5xx never leaks internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send(body('VALIDATION', details[0]?.message, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(body('INTERNAL'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(body('RATE_LIMITED'));
    if (status === 413) return reply.code(413).send(body('PAYLOAD_TOO_LARGE'));
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type, …): safe to describe.
      return reply.code(status).send(body('VALIDATION', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body('INTERNAL'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(body('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`)),
  );
}
