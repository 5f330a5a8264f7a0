// `tote webhooks add|list|test|remove|listen` against the running store's API on loopback, with a real receiver.
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWebhookCommand } from '../../../src/server/cli/webhook-commands.js';
import { OutboxWorker } from '../../../src/server/webhooks/outbox-worker.js';
import { useTestApp } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

const t = useTestApp();
let store: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  store = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  receiver = await startWebhookReceiver();
});
afterAll(async () => receiver.close());

/** Runs a webhooks command and returns its exit code and lines. */
async function tote(args: string[], options: { apiKey?: string; signal?: AbortSignal } = {}) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await runWebhookCommand(
    ['--store', store, ...args],
    { publicUrl: store, apiKey: options.apiKey ?? (await t.merchantKey()) },
    { log: (l) => lines.push(l), error: (l) => errors.push(l), pollMs: 50, ...(options.signal ? { signal: options.signal } : {}) },
  );
  return { code, lines, errors, out: lines.join('\n') };
}

describe('tote webhooks', () => {
  it('adds an endpoint (printing its secret once), lists it, sends it a test event and removes it', async () => {
    const added = await tote(['add', receiver.url, '--event', 'wix.ecom.v1.order_created', '--description', 'ERP', '--json']);
    expect(added.code).toBe(0);
    const endpoint = JSON.parse(added.out);
    expect(endpoint).toMatchObject({ url: receiver.url, eventTypes: ['wix.ecom.v1.order_created'], description: 'ERP' });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = await tote(['list']);
    expect(listed.out).toContain(`${endpoint.id}  ${receiver.url}  enabled  wix.ecom.v1.order_created  "ERP"`);
    const tested = await tote(['test', endpoint.id]);
    expect(tested.out).toMatch(/^Test event [0-9a-f-]{36} queued/);
    const worker = new OutboxWorker(t.ctx, { warn: () => undefined, error: () => undefined });
    // Rounds until the requests it sent are back and recorded.
    for (let i = 0; i < 50 && (await worker.round()); i++);
    const [got] = await receiver.waitFor(1);
    expect(() => new Webhook(endpoint.secret).verify(got!.body, got!.headers as Record<string, string>)).not.toThrow();
    expect((await tote(['remove', endpoint.id])).code).toBe(0);
    expect((await tote(['list'])).out).toContain('No webhook endpoints yet');
  });

  it('says what is wrong in one line: a bad URL, an unknown type, no key, a store that is not running', async () => {
    const bad = await tote(['add', 'ftp://example.com/x', '--event', 'nope']);
    expect(bad.code).toBe(1);
    expect(bad.errors).toEqual([
      expect.stringMatching(/^The store answered 400: endpoint\.eventTypes\[0\] is not an event type.*; endpoint\.url must be an http or https URL/),
    ]);
    const noKey = await runWebhookCommand(
      ['list'],
      { publicUrl: store, apiKey: undefined },
      { log: () => undefined, error: (l) => expect(l).toMatch(/API key is needed/) },
    );
    expect(noKey).toBe(64);
    const down = await runWebhookCommand(
      ['list', '--store', 'http://127.0.0.1:9'],
      { publicUrl: store, apiKey: 'x' },
      { log: () => undefined, error: (l) => expect(l).toMatch(/^Cannot reach the store at http:\/\/127\.0\.0\.1:9/) },
    );
    expect(down).toBe(1);
    expect((await tote(['frobnicate'])).code).toBe(64);
  });

  it('listen prints each event as it happens and forwards it signed with the secret it printed', async () => {
    const stop = new AbortController();
    const lines: string[] = [];
    const forwarded = await startWebhookReceiver('/local');
    try {
      const running = runWebhookCommand(
        ['listen', '--store', store, '--forward-to', forwarded.url],
        { publicUrl: store, apiKey: await t.merchantKey() },
        { log: (l) => lines.push(l), error: (l) => lines.push(`error: ${l}`), pollMs: 50, signal: stop.signal },
      );
      await expect.poll(() => lines.length).toBeGreaterThanOrEqual(2);
      const secret = /signed with (whsec_\S+)/.exec(lines.join('\n'))![1]!;
      const endpoint = (await tote(['add', 'http://127.0.0.1:9/unused', '--json'])).out;
      const { id } = JSON.parse(endpoint);
      const { eventId } = (await t.call('POST', `/tote/v1/webhooks/endpoints/${id}/test`, { token: await t.merchantKey() })).json();
      const [got] = await forwarded.waitFor(1);
      expect(got!.json.data.id).toBe(eventId);
      expect(() => new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>)).not.toThrow();
      await expect.poll(() => lines.some((l) => l.includes(`tote.webhooks.v1.endpoint_test  ${id}  [${eventId}]  → 200`))).toBe(true);
      stop.abort();
      expect(await running).toBe(0);
    } finally {
      stop.abort();
      await forwarded.close();
    }
  });
});
