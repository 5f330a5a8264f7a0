// Requests Node's HTTP parser refuses (a `.r` query past 16 KB, garbage) answer in the error envelope, as 413 already does.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_PATH } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let port = 0;

// A real socket: app.inject never meets Node's HTTP parser. useTestApp closes the app, and so the server.
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** Sends raw bytes to the listening app and reads the whole answer (the server closes the connection). */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.write(text);
  });
}

describe('errors of the HTTP parser', () => {
  it('answers a 20 KB `.r` query with 431 REQUEST_HEADER_FIELDS_TOO_LARGE in the error envelope (issue 10: it was outside the envelope)', async () => {
    const response = await rawRequest(`GET /stores-reader/v1/products/query-platformized?.r=${'A'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(response.status).toBe(431);
    expect(response.headers).toMatch(/content-type: application\/json/i);
    expect(response.headers).toMatch(/x-wix-request-id: [0-9a-f-]{36}/i);
    expect(JSON.parse(response.body)).toEqual({
      message: 'Request header fields too large',
      details: { applicationError: { code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', description: expect.stringContaining('POST'), data: {} } },
    });
  });

  it('answers a request that is not HTTP with 400 BAD_REQUEST in the envelope', async () => {
    const response = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).details.applicationError.code).toBe('BAD_REQUEST');
  });

  it('keeps serving after them, and a body over 1 MB is a 413 in the envelope over a real socket too', async () => {
    const token = await t.visitorToken();
    const body = `{"lineItems":[]${' '.repeat(1_100_000)}}`;
    const response = await rawRequest(
      `POST ${CART_PATH}/add-to-cart HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).details.applicationError.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a URL that is not UTF-8 and a path parameter past 500 characters in the envelope (the router refuses them before any hook)', async () => {
    const bad = await t.call('GET', '/stores-reader/v1/products/%ED%A0%80');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.applicationError.code).toBe('BAD_REQUEST');
    expect(bad.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const long = await t.call('GET', `/stores-reader/v1/products/${'x'.repeat(600)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().details.applicationError.code).toBe('URI_TOO_LONG');
  });
});
