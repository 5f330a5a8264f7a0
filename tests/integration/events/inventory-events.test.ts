// Inventory events: stock set through the inventory call, taken by orders and given back by cancellations; one per product per transaction.
import { beforeAll, describe, expect, it } from 'vitest';
import { liveApiKey } from '../../../src/server/auth/api-keys.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { EntityFqdn, InventoryEventType } from '../../../src/wire/events.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { asMerchant, placeOrder } from '../../support/order-operations.js';
import { eventsOf } from '../../support/stored-events.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let tee: CreatedProduct;
let app: { identityType: string; appId: string };

beforeAll(async () => {
  tee = await insertProduct(t.ctx.db, DEMO_SITE_ID, {
    name: 'Stock tee',
    trackInventory: true,
    options: [{ name: 'Size', optionType: 'drop_down', choices: ['S', 'M'].map((size) => ({ value: size, description: size })) }],
    variants: [
      { choices: { Size: 'S' }, quantity: 10 },
      { choices: { Size: 'M' }, quantity: 10 },
    ],
  });
  app = { identityType: 'APP', appId: (await liveApiKey(t.ctx.db, await t.merchantKey()))!.id };
});

function itemEvents() {
  return eventsOf(t, tee.id, InventoryEventType.ITEM_CHANGED);
}

describe('inventory events', () => {
  it('writes ITEM_CHANGED for the inventory call with the item as it now stands', async () => {
    const [small, medium] = tee.variantIds;
    const response = await asMerchant(t, 'PATCH', `/stores/v2/inventoryItems/product/${tee.id}`, {
      inventoryItem: {
        variants: [
          { variantId: small, quantity: 7 },
          { variantId: medium, quantity: 0 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [event] = await itemEvents();
    expect(event).toMatchObject({ entityFqdn: EntityFqdn.INVENTORY_ITEM, entityId: tee.id, sequence: '1', identity: app });
    expect(event!.entity).toMatchObject({
      id: tee.id,
      productId: tee.id,
      trackQuantity: true,
      variants: [
        { variantId: small, quantity: 7, inStock: true },
        { variantId: medium, quantity: 0, inStock: false },
      ],
    });
  });

  it('writes nothing for an inventory call that is refused', async () => {
    const before = (await itemEvents()).length;
    const response = await asMerchant(t, 'PATCH', `/stores/v2/inventoryItems/product/${tee.id}`, {
      inventoryItem: { variants: [{ variantId: 'no-such-variant', quantity: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(await itemEvents()).toHaveLength(before);
  });

  it('writes one event for an order of several lines of the product, caused by the buyer, and one for its cancellation', async () => {
    await asMerchant(t, 'PATCH', `/stores/v2/inventoryItems/product/${tee.id}`, {
      inventoryItem: { variants: tee.variantIds.map((variantId) => ({ variantId, quantity: 10 })) },
    });
    const before = (await itemEvents()).length;
    const { orderId } = await placeOrder(t, [
      { productId: tee.id, quantity: 2, options: { options: { Size: 'S' } } },
      { productId: tee.id, quantity: 3, options: { options: { Size: 'M' } } },
    ]);
    const ordered = (await itemEvents()).slice(before);
    expect(ordered).toHaveLength(1);
    expect(ordered[0]!.identity.identityType).toBe('ANONYMOUS_VISITOR');
    expect(ordered[0]!.entity.variants.map((v: { quantity: number }) => v.quantity)).toEqual([8, 7]);
    expect((await asMerchant(t, 'POST', `/ecom/v1/orders/${orderId}/cancel`, {})).statusCode).toBe(200);
    const canceled = (await itemEvents()).slice(before + 1);
    expect(canceled).toHaveLength(1);
    expect(canceled[0]!.identity.identityType).toBe('APP');
    expect(canceled[0]!.entity.variants.map((v: { quantity: number }) => v.quantity)).toEqual([10, 10]);
    expect((await itemEvents()).map((e) => e.sequence)).toEqual(Array.from({ length: before + 2 }, (_, i) => String(i + 1)));
  });
});
