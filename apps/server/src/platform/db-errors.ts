import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

type ErrorLike = Error & { cause?: unknown };
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** The SQLSTATE of a failed query: on the driver's error, or on the cause of drizzle's wrapper around it. */
export function sqlStateOf(error: unknown): string | undefined {
  const driverError = error instanceof DrizzleQueryError ? error.cause : error;
  const code = isErrorLike(driverError) ? (driverError as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** SQLSTATE class 22, data exception: a value the database cannot take (a NUL in text, a number out of range …). */
export const isDataException = (error: unknown) => sqlStateOf(error)?.startsWith('22') ?? false;

/** SQLSTATE 23505: a unique index refused the row (e.g. a name taken by a concurrent insert). */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

/** SQLSTATE 23503 / 23001: a foreign key refused the write (a row it names is gone, or a row still names this one). */
export const isReferenceViolation = (error: unknown) => ['23503', '23001'].includes(sqlStateOf(error) ?? '');

function hasQueryErrorInChain(error: ErrorLike, seen = new Set<unknown>()): boolean {
  if (error instanceof DrizzleQueryError) return true;
  if (seen.has(error) || !isErrorLike(error.cause)) return false;
  seen.add(error);
  return hasQueryErrorInChain(error.cause, seen);
}

/** An error as the log shows it (the shape Fastify's logger expects of an `err` serializer). */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Drizzle's wrapper writes the query's values into its message and stack ("params: …") and keeps them in `.params`. */
function serializeQueryError(error: DrizzleQueryError): LoggedError {
  const message = `Failed query: ${error.query}`;
  const header = `${error.name}: ${error.message}`;
  const cause = isErrorLike(error.cause) ? (error.cause as { code?: unknown; message: string }) : undefined;
  return {
    type: 'DrizzleQueryError',
    message,
    // The frames only: the header holds the values (they may span lines); without it, no frames either.
    stack: `${error.name}: ${message}${error.stack?.startsWith(header) ? error.stack.slice(header.length) : ''}`,
    query: error.query,
    cause: cause ? { code: cause.code, message: cause.message } : undefined,
  };
}

/**
 * The logger's `err` serializer: pino's own, except that a failed query's parameters (user input: messages, e-mail
 * addresses, IPs) never reach the log — only its SQL text and the database's code and message.
 */
export function serializeError(error: unknown): LoggedError {
  if (error instanceof DrizzleQueryError) return serializeQueryError(error);
  // pino logs anything else under `err` as it is.
  if (!isErrorLike(error)) return error as LoggedError;
  if (!hasQueryErrorInChain(error)) return withoutValues(stdSerializers.err(error));
  // pino would append the causes' messages (and so the values) to this error's own: serialize the chain here.
  const alone: ErrorLike = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as ErrorLike, error, {
    message: error.message,
    stack: error.stack,
  });
  delete alone.cause;
  return { ...withoutValues(stdSerializers.err(alone)), cause: serializeError(error.cause) };
}

/** PGlite's own error keeps the query's values too. */
function withoutValues(serialized: object): LoggedError {
  const out = serialized as LoggedError;
  delete out.params;
  delete out.queryOptions;
  return out;
}
