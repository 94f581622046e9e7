import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, type ErrorBody } from '@talentpath/contracts/errors';
import { API_HEADERS } from './security-headers.ts';

function answerTo(error: ConnectionError): [number, ErrorBody] {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return [431, { code: 'HEADERS_TOO_LARGE', message: ERROR_MESSAGES.HEADERS_TOO_LARGE }];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return [408, { code: 'REQUEST_TIMEOUT', message: ERROR_MESSAGES.REQUEST_TIMEOUT }];
  return [400, { code: 'VALIDATION', message: 'Malformed request' }];
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it (headers too large,
 * a garbage request line, a timeout), so the answer is written to the socket by hand — in the one error shape,
 * with the API's security headers — and the connection closed, as Node itself does.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Only the code: the error's rawPacket holds the request bytes, headers and all.
  this.log.debug({ code: error.code }, 'client error');
  // Like Node: never write into the middle of a response already under way on a kept-alive connection.
  if (socket.writable && socket.bytesWritten === 0) {
    const [status, body] = answerTo(error);
    const payload = JSON.stringify(body);
    const headers = {
      ...API_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(payload)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${payload}`);
  }
  socket.destroy(error);
}
