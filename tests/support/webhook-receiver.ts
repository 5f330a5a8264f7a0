// A real HTTP receiver of webhooks on loopback: records every request, answers as the test says (status, delay, redirect, huge body, held until released).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed. */
  json: { type: string; timestamp: string; instanceId: string; identity: Record<string, unknown>; data: Record<string, any> };
  at: number;
}

/** How the receiver answers the next requests. */
export type ReceiverMode =
  | { kind: 'ok'; status?: number }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; ms: number }
  /** No answer until {@link WebhookReceiver.release}. */
  | { kind: 'hold' }
  | { kind: 'redirect'; to: string }
  | { kind: 'huge'; bytes: number };

/** A receiver and its record. */
export interface WebhookReceiver {
  url: string;
  /** Requests answered 2xx, in arrival order. */
  accepted: ReceivedWebhook[];
  /** Every request, whatever the answer. */
  all: ReceivedWebhook[];
  mode: ReceiverMode;
  /** Requests held without an answer (mode `hold`). */
  held: ReceivedWebhook[];
  /** Resolves when `accepted` has at least `count` requests (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  /** Resolves when `all` has at least `count` requests (or rejects after `timeoutMs`). */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  /** Answers every held request 200 (they count as accepted) and answers the next ones at once. */
  release(): void;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 at a free port. */
export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  const answers: (() => void)[] = [];
  const state: WebhookReceiver = {
    url: '',
    accepted: [],
    all: [],
    held: [],
    mode: { kind: 'ok' },
    waitForRequests: async (count, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (state.all.length < count) {
        if (Date.now() > deadline) throw new Error(`receiver got ${state.all.length} of ${count} requests in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return state.all;
    },
    release: () => {
      state.mode = { kind: 'ok' };
      state.accepted.push(...state.held.splice(0));
      for (const answer of answers.splice(0)) answer();
    },
    waitFor: async (count, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (state.accepted.length < count) {
        if (Date.now() > deadline) throw new Error(`receiver got ${state.accepted.length} of ${count} webhooks in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return state.accepted;
    },
    close: () =>
      new Promise<void>((resolve) => {
        state.release();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: ReceivedWebhook['json'];
      try {
        json = JSON.parse(body);
      } catch {
        json = { type: '', timestamp: '', instanceId: '', identity: {}, data: {} };
      }
      const received: ReceivedWebhook = { headers: req.headers, body, json, at: Date.now() };
      state.all.push(received);
      const mode = state.mode;
      if (mode.kind === 'ok') {
        state.accepted.push(received);
        res.writeHead(mode.status ?? 200, { 'content-type': 'text/plain' }).end('thanks');
      } else if (mode.kind === 'status') res.writeHead(mode.status, { 'content-type': 'text/plain' }).end(`status ${mode.status}`);
      else if (mode.kind === 'slow') setTimeout(() => res.writeHead(200).end('late'), mode.ms);
      else if (mode.kind === 'hold') {
        state.held.push(received);
        answers.push(() => res.writeHead(200).end('released'));
      } else if (mode.kind === 'redirect') res.writeHead(302, { location: mode.to }).end();
      else {
        // A body far larger than anyone should read: written in chunks while the socket takes them.
        res.writeHead(500, { 'content-type': 'application/octet-stream', 'content-length': String(mode.bytes) });
        const chunk = Buffer.alloc(64 * 1024, 120);
        let sent = 0;
        const pump = () => {
          while (sent < mode.bytes) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => undefined);
        pump();
      }
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return state;
}
