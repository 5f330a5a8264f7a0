// The SDK over a real socket: the store listens on a random loopback port and the SDK uses the runtime's own fetch.
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApplicationError, createClient, STORES_APP_ID, ValidationError } from '../../../src/sdk/index.js';
import type { ToteClient } from '../../../src/sdk/index.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let tote: ToteClient;
let product: CreatedProduct;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  tote = createClient({ clientId: DEMO_CLIENT_ID, baseUrl: `http://127.0.0.1:${port}` });
  product = await insertProduct(t.handle.db, DEMO_SITE_ID, { name: 'Socket sock', slug: 'socket-sock', price: 800 });
});

describe('over HTTP', () => {
  it('queries, adds to the cart and reads it back', async () => {
    const { items } = await tote.products.query().eq('slug', 'socket-sock').find();
    expect(items[0]?.id).toBe(product.id);
    const cart = await tote.cart.addToCart({ lineItems: [{ catalogReference: { catalogItemId: product.id, appId: STORES_APP_ID }, quantity: 3 }] });
    expect(cart.lineItems[0]!.lineItemPrice.amount).toBe('24.00');
    expect((await tote.cart.getCart()).id).toBe(cart.id);
  });

  it('maps the real 400 and 404 answers with their request ids', async () => {
    const invalid = (await tote.cart
      .addToCart({ lineItems: [{ catalogReference: { catalogItemId: product.id, appId: STORES_APP_ID }, quantity: 0 }] })
      .catch((e: unknown) => e)) as ValidationError;
    expect(invalid).toBeInstanceOf(ValidationError);
    expect(invalid.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const missing = (await tote.products.get('00000000-0000-4000-8000-00000000abcd').catch((e: unknown) => e)) as ApplicationError;
    expect(missing).toBeInstanceOf(ApplicationError);
    expect(missing.status).toBe(404);
  });

  it('answers a port nobody listens on with a network error after retrying', async () => {
    const nowhere = createClient({ clientId: DEMO_CLIENT_ID, baseUrl: 'http://127.0.0.1:9', retry: { retries: 1, baseDelayMs: 1 } });
    const error = await nowhere.cart.getCart().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', kind: 'system', message: 'System error occurred' });
  });
});
