// Workers as processes: the server's own worker delivers unasked; two `tote worker`s on one PostgreSQL never send one attempt twice; kill -9 loses nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueEvent } from '../../../src/server/events/event-outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CartEventType } from '../../../src/wire/events.js';
import { asMerchant } from '../../support/order-operations.js';
import { startTestApp, useTestApp, type TestApp } from '../../support/test-app.js';
import { testDatabaseKind } from '../../support/test-database.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../../support/webhook-receiver.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => receiver.close());

describe('the server process', () => {
  const t = useTestApp({ env: { OUTBOX_WORKER: 'inline' } });

  it('delivers events with its own worker, unasked (OUTBOX_WORKER=inline, the default outside tests)', async () => {
    const endpoint = (await asMerchant(t, 'POST', '/tote/v1/webhooks/endpoints', { endpoint: { url: receiver.url } })).json().endpoint;
    const before = receiver.accepted.length;
    const { eventId } = (await asMerchant(t, 'POST', `/tote/v1/webhooks/endpoints/${endpoint.id}/test`)).json();
    const got = await receiver.waitFor(before + 1, 10_000);
    expect(got.at(-1)!.json.data.id).toBe(eventId);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });
});

/** Writes `count` cart events spread over `entities` carts, in order per cart. */
async function writeEvents(t: TestApp, count: number, entities: number): Promise<void> {
  await t.ctx.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      const cartId = `cart-${String(i % entities).padStart(4, '0')}`;
      await queueEvent(
        trx,
        { siteId: DEMO_SITE_ID, eventType: CartEventType.UPDATED, entityFqdn: 'wix.ecom.v1.cart', entityId: cartId, entity: { id: cartId, n: i } },
        new Date(),
      );
    }
  });
}

/** Checks that each cart's events first arrived in their order. */
function expectOrderPerEntity(received: readonly ReceivedWebhook[]): void {
  const firstSeen = new Set<string>();
  const last = new Map<string, number>();
  for (const r of received) {
    if (firstSeen.has(r.json.data.id)) continue;
    firstSeen.add(r.json.data.id);
    const entity = r.json.data.entityId as string;
    const seq = Number(r.json.data.entityEventSequence);
    expect(seq, `${entity} got event ${seq} after ${last.get(entity)}`).toBeGreaterThan(last.get(entity) ?? 0);
    last.set(entity, seq);
  }
}

describe.skipIf(testDatabaseKind() !== 'postgres')('tote worker processes on one PostgreSQL', () => {
  let t: TestApp & { close(): Promise<void> };
  let schema: string;
  const children: ChildProcess[] = [];
  /** Everything the workers wrote, for the failure messages. */
  const workerOutput: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db)).rows[0]!.schema;
  }, 60_000);
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    workerOutput.length = 0;
  });
  afterAll(async () => t?.close());

  function startWorker(): ChildProcess {
    const child = spawn(process.execPath, ['scripts/tote.mjs', 'worker'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        DATABASE_SCHEMA: schema,
        NODE_ENV: 'development',
        WEBHOOK_CLAIM_LEASE_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Read what the worker writes: an unread pipe fills (64 KB) and then blocks the worker's next log line.
    child.stdout?.on('data', (chunk: Buffer) => workerOutput.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => workerOutput.push(chunk.toString()));
    children.push(child);
    return child;
  }

  /** Resolves once `child` says it is delivering (a loaded machine may take a while to start it). */
  async function workerReady(child: ChildProcess, timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    const said = () => workerOutput.join('').includes(`Worker ${child.pid} delivering`);
    while (!said() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(said(), `worker ${child.pid} did not start: ${workerOutput.join('').slice(-2000)}`).toBe(true);
  }

  /** Stops `child` with SIGTERM and resolves once it has exited. */
  async function stopGracefully(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  async function freshEndpoint(): Promise<string> {
    await t.ctx.db.deleteFrom('webhook_endpoints').execute();
    receiver.accepted.length = 0;
    receiver.all.length = 0;
    receiver.mode = { kind: 'ok' };
    return (await asMerchant(t, 'POST', '/tote/v1/webhooks/endpoints', { endpoint: { url: receiver.url } })).json().endpoint.id;
  }

  it('two workers deliver 600 events, each exactly once, in order per entity', async () => {
    await freshEndpoint();
    await Promise.all([workerReady(startWorker()), workerReady(startWorker())]);
    await writeEvents(t, 600, 60);
    await receiver.waitFor(600, 60_000);
    // A worker ends its sends in flight before it exits on SIGTERM: once both have exited, what arrived is all there is.
    await Promise.all(children.map(stopGracefully));
    const ids = receiver.all.map((r) => r.json.data.id);
    expect(new Set(ids).size).toBe(600);
    expect(ids).toHaveLength(600);
    expectOrderPerEntity(receiver.all);
  }, 180_000);

  it('kill -9 of a worker in the middle of deliveries loses no event: a new worker sends the rest once the lease ends', async () => {
    await freshEndpoint();
    receiver.mode = { kind: 'slow', ms: 20 };
    const first = startWorker();
    await workerReady(first);
    await writeEvents(t, 600, 60);
    const deadline = Date.now() + 30_000;
    while (receiver.all.length < 150 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGKILL');
    const atKill = receiver.all.length;
    expect(atKill).toBeGreaterThanOrEqual(150);
    expect(atKill).toBeLessThan(600);
    await workerReady(startWorker());
    const until = Date.now() + 60_000;
    while (new Set(receiver.all.map((r) => r.json.data.id)).size < 600 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    const unique = new Set(receiver.all.map((r) => r.json.data.id));
    expect(unique.size, `the workers wrote: ${workerOutput.join('').slice(-2000)}`).toBe(600);
    // Only what the killed worker had in flight may come twice (receivers dedupe by webhook-id).
    expect(receiver.all.length - unique.size).toBeLessThanOrEqual(64);
    expectOrderPerEntity(receiver.all);
  }, 180_000);
});
