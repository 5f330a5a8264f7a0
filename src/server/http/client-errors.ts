// Requests refused before any route runs (by Node's HTTP parser: headers past 16 KB, garbage; by the router: bad URLs), in the error envelope.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { applicationError, type HttpError } from './http-error.js';

/** The envelope for a connection error: 431 for headers too large, 408 for a timeout, 400 otherwise. */
export function clientErrorOf(error: Pick<ConnectionError, 'code'>): HttpError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return applicationError(
        431,
        'REQUEST_HEADER_FIELDS_TOO_LARGE',
        'Request header fields too large',
        'The request line and headers must fit in 16 KB; send a long query as a POST with a JSON body',
      );
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

/** The envelope for a router error: a URL that does not decode (400), a path parameter past its length (414). */
export function frameworkErrorOf(error: Pick<FastifyError, 'code'>): HttpError {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return applicationError(414, 'URI_TOO_LONG', 'URI too long', 'A path parameter is longer than 500 characters');
    case 'FST_ERR_BAD_URL':
      return applicationError(400, 'BAD_REQUEST', 'The URL is malformed', 'The URL has a percent-encoding that is not UTF-8');
    default:
      return applicationError(400, 'BAD_REQUEST', 'The request is malformed');
  }
}

/**
 * Fastify's `frameworkErrors`: the router's refusals (they bypass the error handler and its hooks) in the error
 * envelope of {@link frameworkErrorOf}, with the request id headers every answer has.
 */
export function replyFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = frameworkErrorOf(error);
  void reply.status(status).header('x-wix-request-id', request.id).header('x-request-id', request.id).send(body);
}
