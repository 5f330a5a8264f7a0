// Outbound fetches: the address classifier, and real GETs and POSTs against a node:http server on 127.0.0.1 (refused, fetched, timed out, too large, redirected, kept alive).
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { classifyAddress, OutboundFetchError, outboundGet, outboundPost, type OutboundFetchReason } from '../../../src/server/http/outbound-fetch.js';

const servers: Server[] = [];

/** A server on 127.0.0.1 with this handler; its base URL. */
async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** The reason a fetch failed with (fails the test when it succeeds or throws something else). */
async function reasonOf(work: Promise<unknown>): Promise<OutboundFetchReason> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundFetchError);
  return (error as OutboundFetchError).reason;
}

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:c0a8:101::1', 'private'],
    ['not an address', 'invalid'],
    ['localhost', 'invalid'],
  ])('classes %s as %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('keeps the neighbours of the private ranges public', () => {
    for (const address of [
      '172.15.255.255',
      '172.32.0.0',
      '100.63.255.255',
      '100.128.0.0',
      '169.253.255.255',
      '11.0.0.0',
      '192.169.0.0',
      'fbff::1',
      'fe00::1',
    ]) {
      expect(classifyAddress(address), address).toBe('public');
    }
  });
});

describe('outboundGet', () => {
  it('refuses a loopback server without allowPrivate and fetches it with allowPrivate', async () => {
    const base = await serve((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('hello'));
    expect(await reasonOf(outboundGet(`${base}/a.txt`))).toBe('private-address');
    expect(await reasonOf(outboundGet(`http://[::1]:1/a.txt`))).toBe('private-address');
    const response = await outboundGet(`${base}/a.txt`, { allowPrivate: true });
    expect(response).toMatchObject({ status: 200, contentType: 'text/plain', url: `${base}/a.txt` });
    expect(new TextDecoder().decode(response.bytes)).toBe('hello');
  });

  it('refuses a host name that resolves to loopback (localhost)', async () => {
    expect(await reasonOf(outboundGet('http://localhost:1/x.png'))).toBe('private-address');
  });

  it('refuses what is not an absolute http(s) URL', async () => {
    expect(await reasonOf(outboundGet('file:///etc/passwd'))).toBe('bad-url');
    expect(await reasonOf(outboundGet('ftp://example.com/x'))).toBe('bad-url');
    expect(await reasonOf(outboundGet('/relative.png'))).toBe('bad-url');
  });

  it('times out on a server that never answers', async () => {
    const base = await serve(() => undefined);
    const started = performance.now();
    expect(await reasonOf(outboundGet(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 }))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('times out on a body that stops half way', async () => {
    const base = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('x'.repeat(10));
    });
    expect(await reasonOf(outboundGet(`${base}/stalled`, { allowPrivate: true, timeoutMs: 300 }))).toBe('timeout');
  });

  it('aborts a body past maxBytes, declared or streamed', async () => {
    const declared = await serve((_req, res) => res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000)));
    expect(await reasonOf(outboundGet(declared, { allowPrivate: true, maxBytes: 1000 }))).toBe('too-large');
    const streamed = await serve((_req, res) => {
      res.writeHead(200);
      const chunk = 'x'.repeat(1000);
      const timer = setInterval(() => res.write(chunk), 1);
      res.on('close', () => clearInterval(timer));
    });
    expect(await reasonOf(outboundGet(streamed, { allowPrivate: true, maxBytes: 20_000 }))).toBe('too-large');
  });

  it('fails with reason status and the status on a non-2xx answer', async () => {
    const base = await serve((_req, res) => res.writeHead(404).end('no'));
    const error = await outboundGet(`${base}/missing`, { allowPrivate: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'status', status: 404 });
  });

  it('fails with reason network when nothing listens', async () => {
    const base = await serve((_req, res) => res.end());
    const closed = servers.pop()!;
    await new Promise((resolve) => closed.close(resolve));
    expect(await reasonOf(outboundGet(`${base}/x`, { allowPrivate: true }))).toBe('network');
  });

  it('follows a few redirects, each checked, and refuses a redirect to a private address', async () => {
    const target = await serve((_req, res) => res.writeHead(200).end('there'));
    const hops = await serve((req, res) => {
      const n = Number(req.url!.slice(1));
      res.writeHead(302, { location: n > 0 ? `/${n - 1}` : `${target}/end` }).end();
    });
    expect(new TextDecoder().decode((await outboundGet(`${hops}/2`, { allowPrivate: true })).bytes)).toBe('there');
    expect(await reasonOf(outboundGet(`${hops}/5`, { allowPrivate: true }))).toBe('status');

    // Only 127.0.0.1 let through: the redirect to the cloud metadata address is checked and refused before connecting.
    const toMetadata = await serve((_req, res) => res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end());
    expect(await reasonOf(outboundGet(toMetadata, { allowPrivate: ['127.0.0.1'] }))).toBe('private-address');
    const toPrivate = await serve((_req, res) => res.writeHead(307, { location: 'http://10.0.0.1/' }).end());
    expect(await reasonOf(outboundGet(toPrivate, { allowPrivate: ['127.0.0.1'] }))).toBe('private-address');
    expect(await reasonOf(outboundGet(toMetadata))).toBe('private-address');
  });
});

describe('outboundPost', () => {
  it('keeps the connection alive between POSTs to one origin, and still checks the address of each', async () => {
    let connections = 0;
    const bodies: string[] = [];
    const base = await serve((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        bodies.push(Buffer.concat(chunks).toString());
        res.writeHead(200).end('ok');
      });
    });
    servers.at(-1)!.on('connection', () => connections++);
    for (const n of [1, 2, 3]) expect(await outboundPost(`${base}/hooks`, `{"n":${n}}`, { allowPrivate: true })).toMatchObject({ status: 200 });
    expect(bodies).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
    expect(connections).toBe(1);
    // The pool is no way around the check: without allowPrivate the same origin is refused before any request.
    expect(await reasonOf(outboundPost(`${base}/hooks`, '{}'))).toBe('private-address');
    expect(bodies).toHaveLength(3);
  });

  it('sends again on a new connection when the server had dropped the kept-alive one, and never keeps a socket it cut short', async () => {
    let connections = 0;
    let received = 0;
    const base = await serve((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      // Every second request on a connection: the connection is reset without an answer (a server that closed it while idle).
      if (socket.served > 1) return void socket.resetAndDestroy();
      req.resume();
      req.on('end', () => {
        received++;
        res.writeHead(200).end('x'.repeat(4096));
      });
    });
    servers.at(-1)!.on('connection', () => connections++);
    for (let i = 0; i < 3; i++) expect((await outboundPost(`${base}/hooks`, '{}', { allowPrivate: true, maxBytes: 1024 })).excerpt).toHaveLength(1024);
    expect(received).toBe(3);
    // An answer read only in part closes its socket: three answers of 4 KB cut at 1 KB, three connections, no reset seen.
    expect(connections).toBe(3);
    const short = await serve((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      if (socket.served > 1) return void socket.resetAndDestroy();
      req.resume();
      req.on('end', () => res.writeHead(200).end('ok'));
    });
    for (let i = 0; i < 3; i++) expect(await outboundPost(`${short}/hooks`, '{}', { allowPrivate: true })).toMatchObject({ status: 200 });
  });
});
