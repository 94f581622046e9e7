import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorBody, type ErrorCode } from '@talentpath/contracts/errors';
import { isDataException } from './db-errors.ts';
import { API_HEADERS } from './security-headers.ts';

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
    if (isDataException(error)) {
      // A value the database refuses (contracts are the first line): the caller's input, so a 400; the logger's
      // err serializer keeps the query's values out of the log.
      request.log.warn({ err: error }, 'database refused a value');
      return reply.code(400).send(body('VALIDATION'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(body('RATE_LIMITED'));
    if (status === 413) return reply.code(413).send(body('PAYLOAD_TOO_LARGE'));
    if (status === 415) return reply.code(415).send(body('UNSUPPORTED_MEDIA_TYPE'));
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, an empty body, …): safe to describe.
      return reply.code(status).send(body('VALIDATION', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body('INTERNAL'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(body('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`)),
  );
}

/**
 * Fastify's `frameworkErrors`: a URL its router cannot read (a bad %-escape, a path parameter over maxParamLength)
 * is answered before any route or hook, so it gets the one error shape and the API headers here.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  reply.headers(API_HEADERS);
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(body('VALIDATION', 'The URL is not valid'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(body('VALIDATION', 'A path parameter is too long'));
  return reply.code(500).send(body('INTERNAL'));
}
