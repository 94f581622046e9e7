import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  ERROR_MESSAGES,
  ERROR_STATUS,
  FRAMEWORK_ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
} from '@talentpath/contracts/errors';
import { errorBody } from '@talentpath/contracts/error-body';
import { isDataException, isReferenceViolation, isUniqueViolation } from './db-errors.ts';
import { API_HEADERS } from './security-headers.ts';

type AppErrorOptions = {
  /** Overrides the catalogue's English text (e.g. 'User not found' for NOT_FOUND). */
  message?: string;
  details?: ErrorBody['details'];
  /** Response headers that belong to the answer, e.g. Retry-After on a 429 or 503. */
  headers?: Record<string, string>;
};

/** A domain error with a stable code; the code decides the status, the message defaults to the catalogue's. */
export class AppError extends Error {
  readonly status: number;
  readonly details?: ErrorBody['details'];
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers;
  }
}

/**
 * Runs a write that names other rows, or that rows name: a foreign key refusing it (a row removed, or one still
 * in use, by a concurrent request the checks before the write could not see) becomes `code`, not a 500.
 */
export async function conflictOnReference<T>(work: () => Promise<T>, code: ErrorCode): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isReferenceViolation(error)) throw new AppError(code);
    throw error;
  }
}

/** Runs a write whose unique index guards a name: a duplicate (also one inserted concurrently) becomes `code`. */
export async function conflictOnDuplicate<T>(work: () => Promise<T>, code: ErrorCode): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(code);
    throw error;
  }
}

const body = (code: ErrorCode, message?: string, details?: ErrorBody['details']): ErrorBody =>
  details
    ? { code, message: message ?? ERROR_MESSAGES[code], details }
    : { code, message: message ?? ERROR_MESSAGES[code] };

/** Sends the one error body with the status its code has. */
const answer = (reply: FastifyReply, code: ErrorCode, message?: string, details?: ErrorBody['details']) =>
  reply.code(ERROR_STATUS[code]).send(body(code, message, details));

/**
 * A route's error responses for its schema, by status, each naming the codes it may carry (so /api/docs lists
 * them): the codes the route answers itself, plus those any route may answer (bad JSON, too large, wrong
 * content type, a rate limit, an internal error).
 */
export function errorResponses(...codes: ErrorCode[]) {
  const all: ErrorCode[] = [
    'VALIDATION',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'RATE_LIMITED',
    'INTERNAL',
    ...codes,
  ];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(all))
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      errorBody.extend({ code: z.enum(list as [ErrorCode, ...ErrorCode[]]) }),
    ]),
  ) as Record<number, typeof errorBody>;
}

/** One error shape for every failure; 5xx never leaks internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return answer(reply, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return answer(reply, 'VALIDATION', details[0]?.message, details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return answer(reply, 'INTERNAL');
    }
    if (isDataException(error)) {
      // A value the database refuses (contracts are the first line): the caller's input, so a 400; the logger's
      // err serializer keeps the query's values out of the log.
      request.log.warn({ err: error }, 'database refused a value');
      return answer(reply, 'VALIDATION');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx keep their meaning (413, 415, 429, …); a 400 (malformed JSON, an empty body) says what.
      const code = FRAMEWORK_ERROR_CODES[status] ?? 'VALIDATION';
      return answer(reply, code, code === 'VALIDATION' ? error.message : undefined);
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(reply, 'INTERNAL');
  });
  app.setNotFoundHandler((request, reply) =>
    answer(reply, 'NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`),
  );
}

/**
 * Fastify's `frameworkErrors`: a URL its router cannot read (a bad %-escape, a path parameter over maxParamLength)
 * is answered before any route or hook, so it gets the one error shape and the API headers here.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  reply.headers(API_HEADERS);
  if (error.code === 'FST_ERR_BAD_URL') return answer(reply, 'VALIDATION', 'The URL is not valid');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return answer(reply, 'URI_TOO_LONG', 'A path parameter is too long');
  return answer(reply, 'INTERNAL');
}
