// The SDK's redirects module against the real store: URLs of hosted pages, and the store's refusals.
import { describe, expect, it } from 'vitest';
import { createClient, STORES_APP_ID, ValidationError } from '../../../src/sdk/index.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct } from '../../support/cart-fixtures.js';
import { injectFetch } from '../../support/inject-fetch.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

function sdk() {
  const wire = injectFetch(t.app);
  return { ...createClient({ clientId: DEMO_CLIENT_ID, baseUrl: 'http://store.test', fetch: wire.fetch }), seen: wire.seen };
}

describe('redirect sessions', () => {
  it('sends a shopper to the hosted checkout of their cart', async () => {
    const product = await insertProduct(t.handle.db, DEMO_SITE_ID, { slug: 'redirect-hat' });
    const { cart, redirects, tokens, seen } = sdk();
    await cart.addToCart({ lineItems: [{ catalogReference: { catalogItemId: product.id, appId: STORES_APP_ID }, quantity: 1 }] });
    const { checkoutId } = await cart.createCheckout();
    const session = await redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: 'http://localhost:8788/', thankYouPageUrl: 'http://localhost:8788/thanks' },
    });
    expect(session.fullUrl).toMatch(/^http:\/\/localhost:8787\//);
    expect(session.id).toBeTruthy();
    const post = seen.at(-1)!;
    expect(post.url).toBe('http://store.test/_api/redirects-api/v1/redirect-session');
    expect(post.headers.authorization).toBe((await tokens.getTokens()).accessToken.value);
  });

  it('sends a shopper to a product page and to the member account', async () => {
    const { redirects } = sdk();
    expect((await redirects.createRedirectSession({ storesProduct: { productSlug: 'redirect-hat' } })).fullUrl).toContain('redirect-hat');
    expect((await redirects.createRedirectSession({ membersAccount: { section: 'ORDERS' } })).fullUrl).toBeTruthy();
  });

  it('names a refused field by the caller’s argument', async () => {
    const { redirects } = sdk();
    const error = (await redirects.createRedirectSession({ login: {}, storesProduct: { productSlug: 'x' } }).catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.violations[0]!.field).toBe('options.intent');
    expect(error.message).toMatch(/^INVALID_ARGUMENT: "options\.intent" must be exactly one of/);
  });

  it('refuses a callback URL on an origin the client did not register', async () => {
    const { redirects } = sdk();
    const error = (await redirects
      .createRedirectSession({ login: {}, callbacks: { postFlowUrl: 'https://evil.example/' } })
      .catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.violations[0]!.field).toBe('options.callbacks.postFlowUrl');
  });
});
