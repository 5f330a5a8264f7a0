// In production a webhook endpoint never reaches the store's own network: refused at registration, and again at delivery (resolve, check, connect).
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config.js';
import { createEndpoint } from '../../../src/server/webhooks/endpoint-store.js';
import { OutboxWorker } from '../../../src/server/webhooks/outbox-worker.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { asMerchant } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';
import { startWebhookReceiver } from '../../support/webhook-receiver.js';

const t = useTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://store.example', OUTBOX_WORKER: 'off' } });

describe('webhook endpoints in production', () => {
  it('refuses loopback, private, link-local and metadata addresses, and names that resolve to them', async () => {
    for (const url of [
      'http://127.0.0.1:9/hooks',
      'http://[::1]/x',
      'http://10.1.2.3/x',
      'http://192.168.1.1/x',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost:3000/x',
    ]) {
      const response = await asMerchant(t, 'POST', '/tote/v1/webhooks/endpoints', { endpoint: { url } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'endpoint.url' });
      expect(response.json().details.validationError.fieldViolations[0].description, url).toMatch(/public address/);
    }
  });

  it('does not call an endpoint that points inside (written before the check, or re-pointed by DNS): the attempt fails without a request', async () => {
    const receiver = await startWebhookReceiver();
    try {
      // Stored directly, as if its name had resolved to a public address when it was registered.
      const endpoint = await createEndpoint(t.ctx.db, DEMO_SITE_ID, { url: receiver.url }, new Date(), undefined);
      await asMerchant(t, 'POST', `/tote/v1/webhooks/endpoints/${endpoint.id}/test`);
      const worker = new OutboxWorker(t.ctx, { warn: () => undefined, error: () => undefined });
      await worker.round();
      expect(receiver.all).toHaveLength(0);
      const [delivery] = (await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/deliveries`)).json().deliveries;
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(delivery.lastError).toMatch(/^private-address: 127\.0\.0\.1 resolves to loopback address/);
    } finally {
      await receiver.close();
    }
  });

  it('refuses WEBHOOK_ALLOW_PRIVATE=1 in production at start', () => {
    expect(() => readConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: '1' })).toThrow(/refused in production/);
  });
});
