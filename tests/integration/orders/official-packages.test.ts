// The unmodified @wix/ecom checkout and orders modules against a Tote server: read and update a checkout, create its order, read it back as the merchant.
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { checkout, currentCart, orders } from '@wix/ecom';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useOfficialWix } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t);
const STORES_APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';
let mug: CreatedProduct;

function shopperClient() {
  return createClient({ modules: { currentCart, checkout }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }), fetch: wix.fetch });
}

/** The parts of an official SDK error the tests read. */
interface SdkError extends Error {
  details: { applicationError?: { code: string }; validationError?: { fieldViolations: { field: string }[] } };
}

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'SDK Mug', price: 1250, trackInventory: true, quantity: 10 });
});

describe('@wix/ecom checkout and orders', () => {
  it('reads, updates and orders a checkout, and the merchant reads the order', async () => {
    const shopper = shopperClient();
    await shopper.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { catalogItemId: mug.id, appId: STORES_APP_ID }, quantity: 2 }] });
    const { checkoutId } = await shopper.currentCart.createCheckoutFromCurrentCart({ channelType: currentCart.ChannelType.WEB });
    const read = await shopper.checkout.getCheckout(checkoutId!);
    expect(read._id).toBe(checkoutId);
    expect(read.lineItems?.[0]?.price?.amount).toBe('12.50');
    expect(read.completed).toBe(false);
    expect(read._createdDate).toBeInstanceOf(Date);

    const updated = await shopper.checkout.updateCheckout(checkoutId!, {
      buyerInfo: { email: 'sdk@example.com' },
      shippingInfo: {
        shippingDestination: {
          address: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine1: '1 Main St' },
          contactDetails: { firstName: 'Sam', lastName: 'Dk' },
        },
        selectedCarrierServiceOption: { code: 'express' },
      },
    });
    expect(updated.shippingInfo?.shippingDestination?.address?.addressLine1).toBe('1 Main St');
    expect(updated.shippingInfo?.selectedCarrierServiceOption?.code).toBe('express');
    expect(updated.buyerInfo?.email).toBe('sdk@example.com');
    // 25.00 + 19.00 + 4 % tax
    expect(updated.priceSummary?.total?.amount).toBe('45.76');

    const created = await shopper.checkout.createOrder(checkoutId!);
    expect(created.orderId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await shopper.checkout.createOrder(checkoutId!);
    expect(again.orderId).toBe(created.orderId);
    expect((await shopper.checkout.getCheckout(checkoutId!)).completed).toBe(true);

    const merchant = createClient({ modules: { orders }, auth: ApiKeyStrategy({ apiKey: await t.merchantKey(), siteId: DEMO_SITE_ID }), fetch: wix.fetch });
    const order = await merchant.orders.getOrder(created.orderId!);
    expect(order._id).toBe(created.orderId);
    expect(order.number).toMatch(/^\d+$/);
    expect(order._createdDate).toBeInstanceOf(Date);
    expect(order.priceSummary?.total?.amount).toBe('45.76');
    expect(order.shippingInfo?.logistics?.shippingDestination?.address?.addressLine1).toBe('1 Main St');
    expect(order.buyerInfo?.email).toBe('sdk@example.com');
    const found = await merchant.orders.searchOrders({ filter: { 'buyerInfo.email': 'sdk@example.com' } });
    expect(found.orders?.map((o) => o._id)).toEqual([created.orderId]);
  });

  it('hands the SDK the store’s errors: a field violation for a bad address, an application error for stock', async () => {
    const shopper = shopperClient();
    await shopper.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { catalogItemId: mug.id, appId: STORES_APP_ID }, quantity: 1 }] });
    const { checkoutId } = await shopper.currentCart.createCheckoutFromCurrentCart({ channelType: currentCart.ChannelType.WEB });
    const bad = await shopper.checkout
      .updateCheckout(checkoutId!, {
        shippingInfo: {
          shippingDestination: {
            address: { country: 'US', city: 'NYC', postalCode: 'nope', addressLine1: '1 Main St', subdivision: 'NY' },
            contactDetails: { firstName: 'A', lastName: 'B' },
          },
        },
      })
      .catch((e: SdkError) => e);
    expect((bad as SdkError).details.validationError?.fieldViolations.map((v) => v.field)).toEqual([
      'checkout.shippingInfo.shippingDestination.address.postalCode',
    ]);
    await t.ctx.db.updateTable('variants').set({ quantity: 0 }).where('product_id', '=', mug.id).execute();
    const refused = await shopper.checkout.createOrder(checkoutId!).catch((e: SdkError) => e);
    expect((refused as SdkError).details.applicationError?.code).toBe('OUT_OF_STOCK');
  });
});
