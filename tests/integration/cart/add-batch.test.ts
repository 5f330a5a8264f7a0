// Adds to different carts in one turn of the event loop share one statement, and each answers, refuses, fails and writes its event as if alone.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addLines } from '../../../src/server/cart/cart-add.js';
import type { CartOwner } from '../../../src/server/cart/cart-events.js';
import { lineKey } from '../../../src/server/cart/catalog-items.js';
import type { NewLine } from '../../../src/server/cart/cart-store.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { MAX_LINE_QUANTITY, STORES_APP_ID } from '../../../src/wire/cart.js';
import { CART_PATH, catalogRef, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { eventsOf } from '../../support/stored-events.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let products: CreatedProduct[];
let revisions: Map<string, number>;

beforeAll(async () => {
  products = [];
  for (let i = 0; i < 3; i++) products.push(await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: `Batch product ${i}`, price: 500 + i }));
  const rows = await t.ctx.db
    .selectFrom('products')
    .select(['id', 'revision'])
    .where(
      'id',
      'in',
      products.map((p) => p.id),
    )
    .execute();
  revisions = new Map(rows.map((r) => [r.id, Number(r.revision)]));
});

function visitor(siteId = DEMO_SITE_ID): CartOwner {
  return { kind: 'visitor', siteId, subjectId: randomUUID() };
}

function line(product: CreatedProduct, quantity = 1): NewLine {
  return { lineKey: lineKey(STORES_APP_ID, product.id, null, {}), appId: STORES_APP_ID, productId: product.id, variantId: null, options: {}, quantity };
}

function add(owner: CartOwner, lines: NewLine[], checked = new Map(lines.map((l) => [l.productId, revisions.get(l.productId)!]))) {
  return addLines(t.ctx.db, owner, lines, new Date(), checked);
}

async function xminOf(cartId: string): Promise<string> {
  const { rows } = await sql<{ xmin: string }>`select xmin::text as xmin from carts where id = ${cartId}`.execute(t.ctx.db);
  return rows[0]!.xmin;
}

describe('adds of one turn', () => {
  it('write different carts in one statement, each with its answer and its events in sequence', async () => {
    const owners = [visitor(), visitor(), visitor(), visitor()];
    const first = await Promise.all(owners.map((o, i) => add(o, [line(products[i % 3]!, i + 1)])));
    const carts = first.map((r) => {
      if (!('cart' in r)) throw new Error('not added');
      expect(r.created).toBe(true);
      return r.cart;
    });
    carts.forEach((cart, i) => {
      expect(cart.cart?.ownerId).toBe(owners[i]!.subjectId);
      expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[products[i % 3]!.id, i + 1]]);
    });
    const xmins = await Promise.all(carts.map((c) => xminOf(c.cart!.id)));
    expect(new Set(xmins).size).toBe(1);
    const second = await Promise.all(owners.map((o) => add(o, [line(products[0]!), line(products[2]!, 2)])));
    second.forEach((r, i) => {
      if (!('cart' in r)) throw new Error('not added');
      expect(r.created).toBe(false);
      expect(r.cart.cart?.revision).toBe(2);
      expect(r.cart.lines.map((l) => l.quantity)).toEqual(i % 3 === 0 ? [i + 2, 2] : i % 3 === 2 ? [i + 3, 1] : [i + 1, 1, 2]);
    });
    for (const [i, cart] of carts.entries()) {
      const events = await eventsOf(t, cart.cart!.id);
      expect(events.map((e) => [e.eventType, e.sequence])).toEqual([
        ['wix.ecom.v1.cart_created', '1'],
        ['wix.ecom.v1.cart_updated', '2'],
      ]);
      const result = second[i]!;
      if (!('cart' in result)) throw new Error('not added');
      expect(events[1]!.entity.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual(result.cart.lines.map((l) => l.quantity));
      expect(events[1]!.identity).toEqual({ identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: owners[i]!.subjectId });
    }
  });

  it('refuse, find stale and fail per call, the others written', async () => {
    const [full, stale, fine, gone, alsoFine, broken] = [visitor(), visitor(), visitor(), visitor('no-such-site'), visitor(), visitor()];
    await add(full, [line(products[0]!, MAX_LINE_QUANTITY)]);
    const results = await Promise.allSettled([
      add(full, [line(products[0]!)]),
      add(stale, [line(products[1]!)], new Map([[products[1]!.id, revisions.get(products[1]!.id)! + 1]])),
      add(fine, [line(products[1]!, 3)]),
      add(gone, [line(products[1]!)]),
      add(alsoFine, [line(products[2]!)]),
      // PostgreSQL refuses this quantity (integer out of range): the batch fails whole, and each add runs again alone.
      add(broken, [line(products[2]!, 2 ** 31)]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect((results[5] as PromiseRejectedResult).reason).toMatchObject({ code: '22003' });
    const value = (i: number) => (results[i] as PromiseFulfilledResult<Awaited<ReturnType<typeof add>>>).value;
    expect(value(0)).toEqual({ refusal: { reason: 'too-many-units', lineKey: line(products[0]!).lineKey } });
    expect(value(1)).toEqual({ stale: true });
    for (const i of [2, 4]) {
      const result = value(i);
      if (!('cart' in result)) throw new Error('not added');
      expect((await eventsOf(t, result.cart.cart!.id)).map((e) => e.sequence)).toEqual(['1']);
    }
    const staleCart = await t.ctx.db.selectFrom('carts').select('id').where('owner_id', '=', stale.subjectId).execute();
    expect(staleCart).toEqual([]);
  });

  it('answer each visitor the bytes GET answers when many add at once', async () => {
    const tokens = await Promise.all(Array.from({ length: 6 }, () => t.visitorToken()));
    const body = (i: number) => ({ lineItems: [{ catalogReference: catalogRef(products[i % 3]!.id), quantity: i + 1 }] });
    await Promise.all(tokens.map((token, i) => t.call('POST', `${CART_PATH}/add-to-cart`, { token, body: body(i) })));
    const added = await Promise.all(tokens.map((token, i) => t.call('POST', `${CART_PATH}/add-to-cart`, { token, body: body(i + 1) })));
    for (const [i, token] of tokens.entries()) {
      expect(added[i]!.statusCode).toBe(200);
      expect(added[i]!.body).toBe((await t.call('GET', CART_PATH, { token })).body);
    }
  });
});
