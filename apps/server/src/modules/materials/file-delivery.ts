import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TicketResource } from '../../platform/file-tickets.ts';
import type { Platform } from '../../platform/context.ts';
import type { Caller } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { openRange, type StoredFile } from '../../platform/files.ts';
import { FILE_HEADERS } from '../../platform/security-headers.ts';
import type { Viewer } from '../courses/courses.public.ts';
import { fileCategoryOf } from './material-view.ts';
import { holdsRole } from './materials.repository.ts';

// Answering a stored file (ADR 0033): who asks (bearer token or signed ticket, checked again in the database on
// every request), then its bytes with the caching and range semantics of RFC 9110 that <video> seeking needs.

/** `?t=` is invalid, for another file or past its end. */
const ticketRefused = () => new AppError('TOKEN_INVALID', { message: 'This file address is invalid or has expired' });

function authenticated(p: Platform, request: FastifyRequest): Promise<Caller> {
  return new Promise((resolve, reject) =>
    p.authenticate(request, (error, caller) => (error ? reject(error) : resolve(caller!))),
  );
}

/**
 * Who asks for the file: the bearer token when one is sent (the guards' rules), else the ticket of `?t=` for this
 * very resource; neither is 401. Either way the account must still be active and hold the role, now.
 */
export async function fileViewer(
  p: Platform,
  request: FastifyRequest,
  resource: TicketResource,
  ticket: string | undefined,
): Promise<Viewer> {
  let viewer: Viewer;
  if (request.headers.authorization !== undefined) {
    const caller = await authenticated(p, request);
    if (caller.passwordChangeRequired) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    viewer = { userId: caller.userId, role: caller.role };
  } else if (ticket) {
    const holder = p.fileTickets.verify(resource, ticket);
    if (!holder) throw ticketRefused();
    viewer = holder;
  } else {
    throw new AppError('UNAUTHORIZED');
  }
  if (!(await holdsRole(p.db, viewer.userId, viewer.role))) throw new AppError('TOKEN_INVALID');
  return viewer;
}

type Range = { start: number; end: number };

/**
 * The one range to send, null for the whole file, or 'unsatisfiable'. Only a single `bytes=` range is honoured
 * (several, another unit or a malformed header get the whole file, as RFC 9110 allows); `If-Range` naming another
 * version also gets the whole file.
 */
export function rangeOf(
  header: string | undefined,
  size: number,
  ifRange: string | undefined,
  etag: string,
): Range | null | 'unsatisfiable' {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    // The last n bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - n, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** Does If-None-Match name this version (`*`, or a list holding the ETag, weak or strong)? */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** `inline` where a browser shows it (PDF, image, video), `attachment` (downloaded) for documents. */
function contentDisposition(file: StoredFile): string {
  const kind = fileCategoryOf(file.mimeType) === 'document' ? 'attachment' : 'inline';
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(file.name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends a stored file (or the range asked for, or 304), reading only the chunks it needs. */
export function sendStoredFile(p: Platform, request: FastifyRequest, reply: FastifyReply, file: StoredFile) {
  const etag = `"${file.sha256}"`;
  const caching = { etag, 'cache-control': 'private, max-age=3600', vary: 'Authorization' };
  if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).headers(caching).send();
  const range = rangeOf(
    request.headers.range,
    file.size,
    typeof request.headers['if-range'] === 'string' ? request.headers['if-range'] : undefined,
    etag,
  );
  if (range === 'unsatisfiable')
    throw new AppError('RANGE_NOT_SATISFIABLE', { headers: { 'content-range': `bytes */${file.size}` } });
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  reply.headers({
    ...caching,
    ...FILE_HEADERS,
    'content-type': file.mimeType,
    'content-disposition': contentDisposition(file),
    'accept-ranges': 'bytes',
    'content-length': String(end - start + 1),
  });
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
  if (file.size === 0) return reply.send('');
  return reply.send(openRange(p.db, file, start, end));
}
