// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// An endpoint's health on its dashboard page, against the real store and a real receiver: paused after failures (failures in a row, next attempt), delivering again after a 2xx.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueEvent } from '../../../src/server/events/event-outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CIRCUIT_OPEN_AFTER } from '../../../src/server/webhooks/circuit-breaker.js';
import { OutboxWorker } from '../../../src/server/webhooks/outbox-worker.js';
import { RETRY_DELAYS_MS } from '../../../src/server/webhooks/retry-schedule.js';
import { CartEventType } from '../../../src/wire/events.js';
import { clickButton, closeAdmin, signedIn, text } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { useTestApp } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

let now = new Date();
const t = useTestApp({ clock: () => new Date(now) });
const OWNER = { email: 'owner@admin-webhook-health.test', password: 'a long owner password' };
let receiver: WebhookReceiver;

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
});
afterEach(() => {
  closeAdmin();
});

/** The endpoint as the merchant API answers it. */
async function endpoint(id: string) {
  return (await t.call('GET', `/tote/v1/webhooks/endpoints/${id}`, { token: await t.merchantKey() })).json().endpoint;
}

/** The health panel's text. */
function panel(root: HTMLElement): string {
  return text(root.querySelector('[aria-labelledby="endpoint-health-title"]'));
}

describe('webhook endpoint health', () => {
  it('shows an endpoint paused after failures in a row, with its next attempt, and delivering again after a success', async () => {
    const created = (
      await t.call('POST', '/tote/v1/webhooks/endpoints', {
        token: await t.merchantKey(),
        body: { endpoint: { url: receiver.url, eventTypes: [CartEventType.UPDATED] } },
      })
    ).json().endpoint;
    receiver.mode = { kind: 'status', status: 503 };
    for (let i = 0; i < CIRCUIT_OPEN_AFTER; i++) {
      const cartId = `health-${i}`;
      await queueEvent(
        t.ctx.db,
        { siteId: DEMO_SITE_ID, eventType: CartEventType.UPDATED, entityFqdn: 'wix.ecom.v1.cart', entityId: cartId, entity: { id: cartId } },
        now,
      );
    }
    const worker = new OutboxWorker(t.ctx, { warn: () => undefined, error: () => undefined }, { coolDownMs: 50 });
    for (let i = 0; i < 20 && (await endpoint(created.id)).health.state !== 'OPEN'; i++) await worker.round();
    expect((await endpoint(created.id)).health.state).toBe('OPEN');

    const root = await signedIn(t, OWNER, `/admin/developers/webhooks/${created.id}`);
    await expect.poll(() => panel(root)).toContain('Paused');
    expect(panel(root)).toContain(`Failures in a row${CIRCUIT_OPEN_AFTER}`);
    expect(panel(root)).toContain('Next attempt');
    expect(panel(root)).toContain('Last successNever');
    expect([...root.querySelectorAll('[aria-labelledby="endpoint-health-title"] dt')].map(text)).toEqual([
      'Failures in a row',
      'Last success',
      'Last failure',
      'Next attempt',
    ]);

    // The receiver is back; time passes the deliveries' first retry (and the cool-down): a probe succeeds and the circuit closes.
    receiver.mode = { kind: 'ok' };
    now = new Date(now.getTime() + RETRY_DELAYS_MS[0]! * 1.2);
    for (let i = 0; i < 50 && (await endpoint(created.id)).health.state !== 'CLOSED'; i++) await worker.round();
    await clickButton(root, 'Check health again');
    await expect.poll(() => panel(root)).toContain('Delivering');
    expect(panel(root)).toContain('Failures in a row0');
    expect(panel(root)).not.toContain('Next attempt');
    expect(panel(root)).not.toContain('Last successNever');
    await worker.stop();
  });
});
