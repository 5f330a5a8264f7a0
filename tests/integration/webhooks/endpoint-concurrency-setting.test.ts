// WEBHOOK_ENDPOINT_CONCURRENCY: the worker a server runs holds each endpoint to that many requests in flight, over its rounds.
import { afterAll, describe, expect, it } from 'vitest';
import { queueEvent } from '../../../src/server/events/event-outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { OutboxWorker } from '../../../src/server/webhooks/outbox-worker.js';
import { CartEventType } from '../../../src/wire/events.js';
import { useTestApp } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

const t = useTestApp({ env: { WEBHOOK_ENDPOINT_CONCURRENCY: '3' } });
const silent = { warn: () => undefined, error: () => undefined };
let receiver: WebhookReceiver | undefined;
afterAll(async () => {
  receiver?.release();
  await receiver?.close();
});

describe('WEBHOOK_ENDPOINT_CONCURRENCY', () => {
  it('keeps an endpoint that does not answer at 3 requests in flight while 10 are due, round after round', async () => {
    receiver = await startWebhookReceiver();
    receiver.mode = { kind: 'hold' };
    const created = await t.call('POST', '/tote/v1/webhooks/endpoints', {
      token: await t.merchantKey(),
      body: { endpoint: { url: receiver.url, eventTypes: [CartEventType.UPDATED] } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const endpointId: string = created.json().endpoint.id;
    await t.ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 10; i++) {
        const entity = { id: `setting-cart-${i}` };
        await queueEvent(
          trx,
          { siteId: DEMO_SITE_ID, eventType: CartEventType.UPDATED, entityFqdn: 'wix.ecom.v1.cart', entityId: entity.id, entity },
          new Date(),
        );
      }
    });
    const leased = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('webhook_deliveries')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('endpoint_id', '=', endpointId)
            .where('claimed_until', '>', new Date())
            .executeTakeFirstOrThrow()
        ).n,
      );

    const worker = new OutboxWorker(t.ctx, silent, { timeoutMs: 120_000 });
    try {
      for (let round = 0; round < 4; round++) {
        await worker.round();
        expect(await leased()).toBe(3);
        expect(worker.inFlight).toBe(3);
      }
      await receiver.waitForRequests(3);
      // Answered, the endpoint's slots free up and the running worker sends the other 7.
      receiver.release();
      worker.start();
      await receiver.waitFor(10, 20_000);
    } finally {
      receiver.release();
      await worker.stop();
    }
  });
});
