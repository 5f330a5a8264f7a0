// Requests Node's HTTP parser refuses before Fastify sees them (headers past 16 KB, malformed requests), answered in the wire's error envelope.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { applicationError, type HttpError } from './http-error.js';

/** The envelope for a connection error: 431 for headers too large, 408 for a timeout, 400 otherwise. */
export function clientErrorOf(error: Pick<ConnectionError, 'code'>): HttpError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return applicationError(431, 'REQUEST_HEADER_FIELDS_TOO_LARGE', 'Request header fields too large', 'The request line and headers must fit in 16 KB; send a long query as a POST with a JSON body');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return applicationError(408, 'REQUEST_TIMEOUT', 'Request timeout', 'The request was not received in time');
    default:
      return applicationError(400, 'BAD_REQUEST', 'Bad request', 'The request is not valid HTTP');
  }
}

/**
 * Fastify's `clientErrorHandler`: writes the error envelope of {@link clientErrorOf} (with a request id, as every
 * answer has) and closes the connection, as Fastify's default handler does with its own body.
 */
export function writeClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection or a destroyed socket has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorOf(error);
  const json = JSON.stringify(body);
  const id = randomUUID();
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `x-wix-request-id: ${id}\r\nx-request-id: ${id}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
