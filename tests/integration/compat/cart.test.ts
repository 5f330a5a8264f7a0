// The unmodified @wix/ecom currentCart module against a Tote server: lines, quantities, coupons, totals, checkout, delete; and the checkout redirect.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { currentCart } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { products } from '@wix/stores';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTED_PATHS } from '../../../src/server/redirects/hosted-paths.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { fakeHostedDist } from '../../support/hosted-dist.js';
import { latestCode } from '../../support/identity-flows.js';
import { SHOP_PAGE_ORIGIN, useOfficialWix } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

// The checkout page's shell is real; its built script is not needed to check that the link opens it.
const t = useTestApp({ env: { DIST_DIR: fakeHostedDist(['checkout']) } });
const wix = useOfficialWix(t);
/** The appId the official packages use for Wix Stores products (API.md). */
const STORES_APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';
const NY = { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine1: '1 Main St', postalCode: '10001' };

function shopperClient() {
  return createClient({ modules: { currentCart, products, redirects }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }), fetch: wix.fetch });
}
type Client = ReturnType<typeof shopperClient>;

/** The parts of an official SDK error the tests read. */
interface SdkError extends Error {
  details: {
    applicationError?: { code: string; description: string };
    validationError?: { fieldViolations: { field: string; description: string; violatedRule: string }[] };
    requestId?: string;
  };
  status: number;
}

let mug: CreatedProduct;
let teeId: string;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Compat Mug', price: 1250, weight: '0.4' });
  const { items } = await shopperClient().products.queryProducts().eq('slug', 'classic-tee').find();
  teeId = items[0]!._id!;
});

function line(catalogItemId: string, quantity: number, options?: Record<string, unknown>) {
  return { catalogReference: { catalogItemId, appId: STORES_APP_ID, ...(options ? { options } : {}) }, quantity };
}

/** Cents of a decimal money string ("12.50" → 1250). */
function cents(amount: string | undefined | null): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount ?? '');
  if (!match) throw new Error(`not a money amount: ${amount}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

async function cartWithMugs(quantity = 2): Promise<{ client: Client; lineId: string }> {
  const client = shopperClient();
  const { cart } = await client.currentCart.addToCurrentCart({ lineItems: [line(mug.id, quantity)] });
  return { client, lineId: cart!.lineItems![0]!._id! };
}

describe('lines', () => {
  it('answers 404 OWNED_CART_NOT_FOUND before anything is added, as Wix does', async () => {
    const error = (await shopperClient()
      .currentCart.getCurrentCart()
      .catch((e: unknown) => e)) as SdkError;
    expect(error.status).toBe(404);
    expect(error.details.applicationError?.code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('exposes the subtotal of the lines as Wix’s cart has it (amount, converted, formatted)', async () => {
    const client = shopperClient();
    await client.currentCart.addToCurrentCart({ lineItems: [line(mug.id, 2)] });
    const { cart } = await client.currentCart.addToCurrentCart({ lineItems: [line(teeId, 1, { options: { Size: 'S', Color: 'Navy' } })] });
    const expected = { amount: '50.00', convertedAmount: '50.00', formattedAmount: '$50.00', formattedConvertedAmount: '$50.00' };
    expect((cart as { subtotal?: unknown }).subtotal).toEqual(expected);
    const read = (await client.currentCart.getCurrentCart()) as { subtotal?: { formattedAmount?: string } };
    expect(read.subtotal).toEqual(expected);
  });

  it('adds a product by variant choices and reads it back with server prices as decimal strings', async () => {
    const client = shopperClient();
    const { cart } = await client.currentCart.addToCurrentCart({ lineItems: [line(teeId, 2, { options: { Size: 'M', Color: 'Navy' } })] });
    expect(cart?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart?._createdDate).toBeInstanceOf(Date);
    const added = cart!.lineItems![0]!;
    expect(added.quantity).toBe(2);
    expect(added.catalogReference?.options?.variantId).toMatch(/^[0-9a-f-]{36}$/);
    expect(added.productName?.original).toBe('Classic Tee');
    expect(added.price?.amount).toBe('25.00');
    expect(added.lineItemPrice?.amount).toBe('50.00');
    expect(added.descriptionLines?.map((d) => d.name?.original)).toEqual(['Size', 'Color']);
    expect(typeof added.image).toBe('string');
    expect(typeof added.url).toBe('string');
    const read = await client.currentCart.getCurrentCart();
    expect(read._id).toBe(cart!._id);
    expect(read.lineItems?.map((l) => l._id)).toEqual([added._id]);
  });

  it('adds a product by variant id, and the same item again into the same line', async () => {
    const client = shopperClient();
    const { product } = await client.products.getProduct(teeId);
    const variantId = product!.variants!.find((v) => v.choices?.Size === 'S')!._id!;
    await client.currentCart.addToCurrentCart({ lineItems: [line(teeId, 1, { variantId })] });
    const { cart } = await client.currentCart.addToCurrentCart({ lineItems: [line(teeId, 2, { variantId })] });
    expect(cart?.lineItems).toHaveLength(1);
    expect(cart?.lineItems?.[0]?.quantity).toBe(3);
  });

  it('changes a quantity with updateCurrentCartLineItemQuantity', async () => {
    const { client, lineId } = await cartWithMugs(2);
    const { cart } = await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: lineId, quantity: 5 }]);
    expect(cart?.lineItems?.[0]?.quantity).toBe(5);
    expect(cart?.lineItems?.[0]?.lineItemPrice?.amount).toBe('62.50');
  });

  it('removes lines with removeLineItemsFromCurrentCart', async () => {
    const { client, lineId } = await cartWithMugs(1);
    await client.currentCart.addToCurrentCart({ lineItems: [line(teeId, 1, { options: { Size: 'L', Color: 'Navy' } })] });
    const { cart } = await client.currentCart.removeLineItemsFromCurrentCart([lineId]);
    expect(cart?.lineItems?.map((l) => l.catalogReference?.catalogItemId)).toEqual([teeId]);
  });
});

describe('coupons and totals', () => {
  it('applies a coupon with updateCurrentCart and takes it off with removeCouponFromCurrentCart', async () => {
    const { client } = await cartWithMugs(2);
    const withCoupon = await client.currentCart.updateCurrentCart({ couponCode: 'WELCOME10' });
    expect(withCoupon.appliedDiscounts?.[0]?.coupon?.code).toBe('WELCOME10');
    const totals = await client.currentCart.estimateCurrentCartTotals({ shippingAddress: NY });
    expect(totals.priceSummary?.subtotal?.amount).toBe('25.00');
    expect(totals.priceSummary?.discount?.amount).toBe('2.50');
    const { cart } = await client.currentCart.removeCouponFromCurrentCart();
    expect(cart?.appliedDiscounts ?? []).toEqual([]);
    const after = await client.currentCart.estimateCurrentCartTotals({ shippingAddress: NY });
    expect(cents(after.priceSummary?.discount?.amount)).toBe(0);
  });

  it('estimates totals with shipping options, the chosen one and tax, adding up to the total', async () => {
    const { client } = await cartWithMugs(2);
    const estimate = await client.currentCart.estimateCurrentCartTotals({ shippingAddress: NY });
    const options = estimate.shippingInfo?.carrierServiceOptions?.flatMap((c) => c.shippingOptions ?? []) ?? [];
    expect(options.length).toBeGreaterThan(1);
    const express = options.find((o) => o.code === 'express')!;
    const chosen = await client.currentCart.estimateCurrentCartTotals({ shippingAddress: NY, selectedShippingOption: { code: express.code! } });
    expect(chosen.shippingInfo?.selectedCarrierServiceOption?.code).toBe('express');
    const s = chosen.priceSummary!;
    expect(cents(s.total?.amount)).toBe(
      cents(s.subtotal?.amount) - cents(s.discount?.amount) + cents(s.shipping?.amount) + cents(s.tax?.amount) + cents(s.additionalFees?.amount ?? '0.00'),
    );
    expect(cents(s.tax?.amount)).toBeGreaterThan(0);
    expect(chosen.cart?._id).toBe(estimate.cart?._id);
  });
});

describe('buyer details', () => {
  it('keeps the buyer note and contact address of updateCurrentCart, in the SDK’s address names both ways', async () => {
    const { client } = await cartWithMugs(1);
    const address = { addressLine1: '5 Elm St', city: 'Albany', subdivision: 'US-NY', country: 'US', postalCode: '12207' };
    const updated = await client.currentCart.updateCurrentCart({
      cartInfo: { buyerNote: 'Ring twice', contactInfo: { address, contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } } },
    });
    expect(updated.buyerNote).toBe('Ring twice');
    const sent = wix.sent.filter((r) => r.method === 'PATCH').at(-1)!;
    expect(JSON.parse(sent.body!).cartInfo.contactInfo.address.addressLine).toBe('5 Elm St');
    const read = await client.currentCart.getCurrentCart();
    expect(read.contactInfo?.address).toEqual(address);
    expect(read.contactInfo?.contactDetails).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    const estimate = await client.currentCart.estimateCurrentCartTotals({});
    expect(cents(estimate.priceSummary?.shipping?.amount)).toBeGreaterThan(0);
    expect(cents(estimate.priceSummary?.tax?.amount)).toBeGreaterThan(0);
  });

  it('offers store pickup with its address in the SDK’s address names', async () => {
    const { client } = await cartWithMugs(1);
    const estimate = await client.currentCart.estimateCurrentCartTotals({ shippingAddress: NY, selectedShippingOption: { code: 'pickup' } });
    const pickup = estimate.shippingInfo?.selectedCarrierServiceOption;
    expect(pickup?.code).toBe('pickup');
    expect(pickup?.logistics?.pickupDetails?.pickupMethod).toBe('STORE_PICKUP');
    expect(pickup?.logistics?.pickupDetails?.address?.addressLine1).toMatch(/\S/);
    expect(cents(estimate.priceSummary?.shipping?.amount)).toBe(0);
  });
});

describe('checkout', () => {
  it('creates a checkout and a redirect session to the hosted checkout page of that checkout', async () => {
    const { client } = await cartWithMugs(1);
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: currentCart.ChannelType.WEB,
      shippingAddress: NY,
      email: 'buyer@example.com',
    });
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: `${SHOP_PAGE_ORIGIN}/`, thankYouPageUrl: `${SHOP_PAGE_ORIGIN}/thanks` },
    });
    const url = new URL(redirectSession!.fullUrl!);
    expect(url.pathname).toBe(`${HOSTED_PATHS.checkout}/${checkoutId}`);
    expect(url.searchParams.get('session')).toBe(redirectSession!._id);
  });

  it('opens the hosted checkout page from the session URL, with the checkout in its data', async () => {
    const { client } = await cartWithMugs(2);
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: currentCart.ChannelType.WEB });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: `${SHOP_PAGE_ORIGIN}/` },
    });
    // The browser follows fullUrl as a top-level navigation (a page load trades the link for the page's cookie).
    const page = await wix.rawFetch(wix.local(redirectSession!.fullUrl!), {
      redirect: 'manual',
      headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.getSetCookie()).toHaveLength(2);
    const html = await page.text();
    expect(html).toContain('/hosted-assets/checkout-Hash1234.js');
    const data = JSON.parse(/<script type="application\/json" id="tote-page-data">(.*?)<\/script>/s.exec(html)![1]!);
    expect(data).toMatchObject({ page: 'checkout', checkoutId, view: 'checkout', clientId: DEMO_CLIENT_ID, backUrl: `${SHOP_PAGE_ORIGIN}/` });
    expect(data.initial.checkout.lineItems).toEqual([
      expect.objectContaining({ quantity: 2, productName: expect.objectContaining({ original: 'Compat Mug' }) }),
    ]);
  });

  it('deletes the cart with deleteCurrentCart; the next read finds none (OWNED_CART_NOT_FOUND)', async () => {
    const { client } = await cartWithMugs(1);
    await expect(client.currentCart.deleteCurrentCart()).resolves.toBeUndefined();
    const error = (await client.currentCart.getCurrentCart().catch((e: unknown) => e)) as SdkError;
    expect(error.details.applicationError?.code).toBe('OWNED_CART_NOT_FOUND');
  });
});

describe('errors', () => {
  it('reports a quantity of 0 as an INVALID_ARGUMENT named after the caller’s argument', async () => {
    const error = (await shopperClient()
      .currentCart.addToCurrentCart({ lineItems: [line(mug.id, 0)] })
      .catch((e: unknown) => e)) as SdkError;
    expect(error.status).toBe(400);
    expect(JSON.parse(error.message).message).toBe('INVALID_ARGUMENT: "options.lineItems[0].quantity" must be >= 1');
    expect(error.details.validationError?.fieldViolations).toEqual([expect.objectContaining({ field: 'options.lineItems[0].quantity', violatedRule: 'MIN' })]);
    expect(error.details.requestId).toBe(wix.sent.at(-1)!.responseHeaders['x-wix-request-id']);
  });

  it('reports an unknown coupon as an application error whose message joins the title and description', async () => {
    const { client } = await cartWithMugs(1);
    const raw = await t.call('PATCH', '/ecom/v1/carts/current', { token: client.auth.getTokens().accessToken.value, body: { couponCode: 'NO-SUCH-COUPON' } });
    const body = raw.json() as { message: string; details: { applicationError: { code: string; description: string } } };
    const error = (await client.currentCart.updateCurrentCart({ couponCode: 'NO-SUCH-COUPON' }).catch((e: unknown) => e)) as SdkError;
    expect(error.status).toBe(raw.statusCode);
    expect(error.details.applicationError?.code).toBe(body.details.applicationError.code);
    const { message, description } = { message: body.message, description: body.details.applicationError.description };
    expect(JSON.parse(error.message).message).toBe(message === description ? message : `${message}: ${description}`);
  });
});

describe('members', () => {
  it('keeps the visitor’s lines when the visitor logs in as a member', async () => {
    const { client } = await cartWithMugs(3);
    const email = `cart-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await client.auth.register({ email, password: 'correct horse battery' });
    const verified = await client.auth.processVerification({ verificationCode: await latestCode(t, email) });
    if (verified.loginState !== 'SUCCESS') throw new Error(`registration ended in ${verified.loginState}`);
    const oauthData = client.auth.generateOAuthData(`${SHOP_PAGE_ORIGIN}/callback`);
    const options = { prompt: 'none' as const, responseMode: 'query' as const, sessionToken: verified.data.sessionToken };
    const { authUrl } = await client.auth.getAuthUrl(oauthData, options);
    const answer = await wix.rawFetch(wix.local(authUrl), { redirect: 'manual' });
    const { code, state } = client.auth.parseFromUrl(answer.headers.get('location')!, 'query');
    client.auth.setTokens(await client.auth.getMemberTokens(code, state, oauthData));
    expect(client.auth.loggedIn()).toBe(true);
    const cart = await client.currentCart.getCurrentCart();
    expect(cart.lineItems?.map((l) => [l.catalogReference?.catalogItemId, l.quantity])).toEqual([[mug.id, 3]]);
    expect(cart.buyerInfo?.memberId).toMatch(/\S/);
  });
});
