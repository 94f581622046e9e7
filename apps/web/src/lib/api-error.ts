import type { ErrorBody, ErrorCode } from '@talentpath/contracts/errors';
import { ERROR_CODES } from '@talentpath/contracts/errors';

export type FieldError = { path: string; message: string };

/** The server answered with an error status; carries its `{ code, message, details }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: FieldError[];
  /** The body's own `message` field, when the response had one (a proxy's HTML error page has none). */
  readonly serverMessage: string | undefined;
  /** How long the server asks to be left alone (its Retry-After, with a 429 or 503), in whole seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    details: FieldError[] = [],
    serverMessage?: string,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.serverMessage = serverMessage;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** No response arrived: the network failed or the 30 s timeout passed. */
export class NetworkError extends Error {
  readonly timedOut: boolean;

  constructor(timedOut: boolean, cause?: unknown) {
    super(timedOut ? 'The request timed out' : 'The server could not be reached', { cause });
    this.name = 'NetworkError';
    this.timedOut = timedOut;
  }
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVER_BUSY',
};

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

// A Retry-After value (RFC 9110 §10.2.3): delay-seconds, or the IMF-fixdate form of an HTTP-date — the one form a
// sender may write.
const DELAY_SECONDS = /^\d+$/;
const IMF_FIXDATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The seconds a Retry-After value asks for (a date: from now, rounded up, 0 once past); undefined unless valid. */
function retryAfterSeconds(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (DELAY_SECONDS.test(text)) return Number(text);
  if (!IMF_FIXDATE.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Builds an ApiError from any error response, even one whose body is not the server's JSON shape; `retryAfter` is
 * the response's Retry-After header.
 */
export function toApiError(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorBody>;
  const code = isErrorCode(b.code) ? b.code : (STATUS_CODES[status] ?? 'INTERNAL');
  const message = typeof b.message === 'string' ? b.message : `Request failed with status ${status}`;
  const details = Array.isArray(b.details)
    ? b.details.filter((d): d is FieldError => typeof d?.path === 'string' && typeof d?.message === 'string')
    : [];
  return new ApiError(
    status,
    code,
    message,
    details,
    typeof b.message === 'string' ? b.message : undefined,
    retryAfterSeconds(retryAfter),
  );
}

/** "Nothing there you may see": the API answers 404 for what is missing or hidden, 400 for an id that is no id. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION');
