// The current cart's operations: read, add, change quantities, remove, coupon, buyer info, delete. Each write is one transaction.
import { sql, type Kysely } from 'kysely';
import type { Cart } from '../../wire/cart.js';
import { MAX_CART_LINES } from '../../wire/cart.js';
import type { ShopperCaller } from '../auth/index.js';
import type { AppContext } from '../context.js';
import type { StoredContactInfo } from '../db/commerce-tables.js';
import type { Database } from '../db/schema.js';
import { memoOf } from '../db/revision-memo.js';
import { JsonText } from '../http/json-text.js';
import { applicationError, forbidden, unauthorized } from '../http/http-error.js';
import { ruleProblem } from '../pricing/index.js';
import { addLines } from './cart-add.js';
import { cartError } from './cart-errors.js';
import { queueCartChanged, queueCartDeleted } from './cart-events.js';
import { cartProductsAt, guessCartProducts, loadCartProducts } from './cart-products.js';
import { cartReadKey, leanLinesOf, leanToLoadedCart, loadCart, productRevisionsOf, readCart } from './cart-read.js';
import type { LoadedCart, NewLine } from './cart-store.js';
import * as store from './cart-store.js';
import { SiteNotFound } from './cart-store.js';
import type { ViewLine } from './cart-view.js';
import { priceLines, toWireCart } from './cart-view.js';
import type { AddLineInput, PreparedLine } from './prepare-lines.js';
import { overMaximumError, prepareLines } from './prepare-lines.js';
import { couponRule, findCouponByCode, loadCollectionsOf } from './pricing-rules.js';
import type { CustomLineInput, MerchantDiscountInput, StoredMerchantDiscount } from './custom-lines.js';
import { customLinesOf, merchantDiscountsOf } from './custom-lines.js';

function lineLimitError(lines: number) {
  return cartError('CART_LINE_LIMIT_EXCEEDED', `A cart holds at most ${MAX_CART_LINES} lines; this one would hold ${lines}`, { limit: MAX_CART_LINES });
}

/** Cart fields of PATCH `cartInfo`. */
export interface CartInfoInput {
  buyerNote?: string | null;
  contactInfo?: StoredContactInfo | null;
  selectedShippingOption?: { code: string; carrierId?: string | null } | null;
}

/** A loaded cart with its priced lines. */
export interface PricedCart {
  loaded: LoadedCart;
  lines: ViewLine[];
}

/** Runs a cart read; a token whose site no longer exists is answered as a bad token. */
async function guardSite<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof SiteNotFound) throw unauthorized('The site of this access token does not exist');
    throw error;
  }
}

/** Loads and prices the caller's cart (products kept by `memo` are looked up, see {@link loadCart}). */
export async function loadPricedCart(ctx: AppContext, caller: ShopperCaller, db: Kysely<Database> = ctx.db, memo: Kysely<Database> = db): Promise<PricedCart> {
  const loaded = await guardSite(() => loadCart(db, caller.siteId, caller.subjectId, memo));
  return { loaded, lines: priceLines(loaded, ctx.config.publicUrl) };
}

/** The wire cart of a priced cart. */
export function render(ctx: AppContext, caller: ShopperCaller, priced: PricedCart): Cart {
  return toWireCart(priced.loaded, priced.lines, caller, ctx.config.publicUrl);
}

/** GET: the caller's cart, or an empty one when there is none (nothing is written). */
export async function getCart(ctx: AppContext, caller: ShopperCaller): Promise<Cart> {
  return render(ctx, caller, await loadPricedCart(ctx, caller));
}

/**
 * GET as JSON text, `{"cart": ...}`: the cart is read from the database every time (one query); the answer is rendered
 * once per distinct read (the row, which names each product by revision) and kept for the next identical one. A caller
 * without a cart gets 404 OWNED_CART_NOT_FOUND (as Wix answers), whose `data.cart` is the empty cart, or that empty cart
 * as the answer with `emptyWhenMissing`.
 */
export async function getCartJson(ctx: AppContext, caller: ShopperCaller, options: { emptyWhenMissing?: boolean } = {}): Promise<JsonText> {
  const row = await guardSite(async () => {
    const read = await readCart(ctx.db, caller.siteId, caller.subjectId);
    if (!read) throw new SiteNotFound('the site does not exist');
    return read;
  });
  // No cart yet: 404 as Wix answers it, with the empty cart in the error's data; Tote's SDK asks for the empty cart itself
  // (`?ifMissing=empty`), so a shop page does not log a failed request for every new visitor.
  if (row.cart_id === null && !options.emptyWhenMissing) {
    const empty = render(ctx, caller, { loaded: leanToLoadedCart(row, caller.subjectId, [], new Map()), lines: [] });
    throw cartError('OWNED_CART_NOT_FOUND', 'The caller has no cart yet', { cart: empty });
  }
  const memo = memoOf<string>(ctx.db, 'cart-json');
  const key = `${caller.kind}\u0001${caller.subjectId}\u0001${ctx.config.publicUrl}\u0001${cartReadKey(row)}`;
  const kept = memo?.get(key);
  if (kept !== undefined) return new JsonText(kept);
  const lines = leanLinesOf(row);
  const loaded = leanToLoadedCart(row, caller.subjectId, lines, await cartProductsAt(ctx.db, caller.siteId, productRevisionsOf(lines)));
  const json = JSON.stringify({ cart: render(ctx, caller, { loaded, lines: priceLines(loaded, ctx.config.publicUrl) }) });
  memo?.set(key, json, key.length + json.length);
  return new JsonText(json);
}

/** One change of a cart, run by {@link changeCart}. */
interface CartChange {
  /** How the cart row gets locked first: created when missing, or only when it exists (else nothing changes). */
  lock: 'create' | 'existing';
  /** Writes the change to the locked cart. */
  change?: (trx: Kysely<Database>, cartId: string) => Promise<void>;
  /** Runs on the cart as read back, still inside the transaction (checks that need prices, such as a coupon's). */
  after?: (trx: Kysely<Database>, priced: PricedCart) => Promise<void>;
}

/**
 * Runs a change in one transaction: locks (or creates) the cart row so concurrent calls queue, applies the change,
 * reads the cart back and refuses more than {@link MAX_CART_LINES} lines (the transaction then rolls back). A cart
 * changed (or created) writes its event with the cart as answered.
 */
async function changeCart(ctx: AppContext, caller: ShopperCaller, { lock, change, after }: CartChange): Promise<Cart> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const cartId =
      lock === 'create'
        ? await store.lockOrCreateCart(trx, caller.siteId, caller.subjectId, now)
        : await store.lockCart(trx, caller.siteId, caller.subjectId, now);
    if (change && cartId !== undefined) await change(trx, cartId);
    const result = await loadPricedCart(ctx, caller, trx, ctx.db);
    if (result.loaded.lines.length > MAX_CART_LINES) throw lineLimitError(result.loaded.lines.length);
    if (after) await after(trx, result);
    const wire = render(ctx, caller, result);
    // A new cart starts at revision 1; locking an existing one bumps it.
    if (cartId !== undefined) await queueCartChanged(trx, caller, { wire, created: result.loaded.cart?.revision === 1 }, now);
    return wire;
  });
}

/**
 * Copies the lines of another cart of the site (`fromCartId`) into the caller's cart, in one transaction with `claim`
 * (which may refuse, rolling everything back): an item the caller already has keeps the larger quantity, so a repeated
 * copy adds nothing. The caller's cart is created when missing; its event is written with the cart as answered.
 */
export async function copyLinesFromCart(
  ctx: AppContext,
  caller: ShopperCaller,
  fromCartId: string,
  claim: (trx: Kysely<Database>, intoCartId: string) => Promise<void>,
): Promise<Cart> {
  let intoCartId = '';
  return changeCart(ctx, caller, {
    lock: 'create',
    change: async (trx, cartId) => {
      intoCartId = cartId;
      if (cartId === fromCartId) return;
      await sql`
        insert into cart_lines (id, site_id, cart_id, line_key, app_id, product_id, variant_id, options, quantity, created_at)
        select gen_random_uuid()::text, site_id, ${cartId}, line_key, app_id, product_id, variant_id, options, quantity, ${ctx.clock()}
        from cart_lines where cart_id = ${fromCartId} and site_id = ${caller.siteId}
        order by seq
        on conflict (cart_id, line_key) do update set quantity = greatest(cart_lines.quantity, excluded.quantity)
      `.execute(trx);
    },
    after: (trx) => claim(trx, intoCartId),
  });
}

/**
 * Refills the caller's cart with lines `pick` chooses inside the same transaction (it reads what it needs with `trx` and
 * may refuse, rolling everything back): an item the caller already has keeps the larger quantity, so a retry adds
 * nothing. The caller's cart is created when missing; its event is written with the cart as answered. Answers the cart
 * and what `pick` reported.
 */
export async function refillCart<T>(
  ctx: AppContext,
  caller: ShopperCaller,
  pick: (trx: Kysely<Database>) => Promise<{ lines: readonly NewLine[]; report: T }>,
): Promise<{ cart: Cart; report: T }> {
  let report: T | undefined;
  const cart = await changeCart(ctx, caller, {
    lock: 'create',
    change: async (trx, cartId) => {
      const picked = await pick(trx);
      report = picked.report;
      const now = ctx.clock();
      for (const line of picked.lines) {
        await sql`
          insert into cart_lines (id, site_id, cart_id, line_key, app_id, product_id, variant_id, options, quantity, created_at)
          values (gen_random_uuid()::text, ${caller.siteId}, ${cartId}, ${line.lineKey}, ${line.appId}, ${line.productId}, ${line.variantId},
            ${JSON.stringify(line.options)}, ${line.quantity}, ${now})
          on conflict (cart_id, line_key) do update set quantity = greatest(cart_lines.quantity, excluded.quantity)
        `.execute(trx);
      }
    },
  });
  return { cart, report: report as T };
}

/** Times add-to-cart checks its lines again when the catalog changed under them, before giving up. */
const ADD_ATTEMPTS = 4;

/**
 * POST add-to-cart: adds lines, merging the same item's quantities, writes the cart's event and reads the cart back,
 * in one atomic statement.
 * The lines are checked against the products as last kept (no query) when every one is kept; the statement writes only
 * if each product still has the revision checked, else they are checked again on freshly loaded products. A refusal
 * found on kept products is confirmed on fresh ones before it is answered.
 */
export async function addToCart(ctx: AppContext, caller: ShopperCaller, items: readonly AddLineInput[], field = 'lineItems'): Promise<Cart> {
  const ids = items.map((i) => i.catalogReference.catalogItemId);
  let products = guessCartProducts(ctx.db, ids);
  for (let attempt = 1; ; attempt++) {
    const fresh = !products;
    products ??= await loadCartProducts(ctx.db, caller.siteId, ids);
    let lines: PreparedLine[];
    try {
      lines = await prepareLines(ctx, caller, items, field, products);
    } catch (error) {
      if (fresh) throw error;
      products = undefined;
      continue;
    }
    const checked = new Map(lines.map((l) => [l.productId, products!.get(l.productId)!.revision]));
    const result = await guardSite(async () => {
      const added = await addLines(ctx.db, caller, lines, ctx.clock(), checked);
      if (!('cart' in added)) return added;
      return { wire: render(ctx, caller, { loaded: added.cart, lines: priceLines(added.cart, ctx.config.publicUrl) }) };
    });
    if ('stale' in result) {
      if (attempt >= ADD_ATTEMPTS)
        throw applicationError(409, 'CATALOG_CHANGED', 'The catalog changed', 'The products changed while they were being added; try again');
      products = undefined;
      continue;
    }
    if ('refusal' in result) {
      const { refusal } = result;
      if (refusal.reason === 'too-many-lines') throw lineLimitError(refusal.linesAfter);
      throw overMaximumError(refusal.lineKey, lines, field);
    }
    return result.wire;
  }
}

/** POST update-line-items-quantity: sets quantities; an id that is not a line of the cart is refused. */
export async function updateQuantities(ctx: AppContext, caller: ShopperCaller, updates: readonly { id: string; quantity: number }[]): Promise<Cart> {
  return changeCart(ctx, caller, {
    lock: 'existing',
    change: async (trx, cartId) => {
      const { missing } = await store.setQuantities(trx, cartId, updates);
      if (missing.length > 0) throw cartError('LINE_ITEM_NOT_FOUND', `The cart has no line ${missing.join(', ')}`, { lineItemIds: missing });
    },
  }).then((cart) => {
    if (!cart.id && updates.length > 0)
      throw cartError('LINE_ITEM_NOT_FOUND', `The cart has no line ${updates.map((u) => u.id).join(', ')}`, { lineItemIds: updates.map((u) => u.id) });
    return cart;
  });
}

/** POST remove-line-items: removes lines; ids already gone are ignored, so a retry succeeds. */
export async function removeLineItems(ctx: AppContext, caller: ShopperCaller, ids: readonly string[]): Promise<Cart> {
  return changeCart(ctx, caller, { lock: 'existing', change: (trx, cartId) => store.removeLines(trx, cartId, ids) });
}

/** POST remove-coupon. */
export async function removeCoupon(ctx: AppContext, caller: ShopperCaller): Promise<Cart> {
  return changeCart(ctx, caller, { lock: 'existing', change: (trx, cartId) => store.updateCartFields(trx, cartId, { couponId: null, couponCode: null }) });
}

/** DELETE: removes the cart (and writes its event); a visitor without one is fine. */
export async function deleteCurrentCart(ctx: AppContext, caller: ShopperCaller): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const cartId = await store.deleteCart(trx, caller.siteId, caller.subjectId);
    if (cartId !== undefined) await queueCartDeleted(trx, caller, cartId, ctx.clock());
  });
}

/** What PATCH asks for. */
export interface UpdateCartInput {
  cartInfo?: CartInfoInput;
  couponCode?: string | null;
  lineItems?: readonly AddLineInput[];
  /** Lines priced as given (a merchant's only: the route checks the caller). */
  customLineItems?: readonly CustomLineInput[];
  /** Replaces the cart's merchant discounts (a merchant's only: the route checks the caller). */
  merchantDiscounts?: readonly MerchantDiscountInput[];
  /** cartInfo paths to write; without it every cartInfo field given is written. */
  fieldMask?: readonly string[];
}

const CART_INFO_FIELDS = ['buyerNote', 'contactInfo', 'selectedShippingOption'] as const;

/**
 * PATCH: adds `lineItems`, writes `cartInfo` fields (only the masked ones when a mask is given) and applies `couponCode`.
 * A coupon that does not exist or does not apply now is refused with its reason and nothing is written.
 */
export async function updateCart(ctx: AppContext, caller: ShopperCaller, input: UpdateCartInput): Promise<Cart> {
  const catalogLines = input.lineItems && input.lineItems.length > 0 ? await prepareLines(ctx, caller, input.lineItems, 'lineItems') : [];
  const currency = input.customLineItems?.length || input.merchantDiscounts ? await siteCurrency(ctx, caller.siteId) : '';
  const lines = input.customLineItems?.length ? [...catalogLines, ...customLinesOf(input.customLineItems, currency)] : catalogLines;
  const discounts: StoredMerchantDiscount[] | undefined = input.merchantDiscounts ? merchantDiscountsOf(input.merchantDiscounts, currency) : undefined;
  const code = input.couponCode?.trim();
  const coupon = code ? await findCouponByCode(ctx.db, caller.siteId, code) : undefined;
  if (code && !coupon) throw cartError('ERROR_COUPON_DOES_NOT_EXIST', `There is no coupon ${code}`, { field: 'couponCode', couponCode: code });
  const info = input.cartInfo ?? {};
  const mask = input.fieldMask && input.fieldMask.length > 0 ? new Set(input.fieldMask.map((p) => p.replace(/^cartInfo\./, ''))) : undefined;
  const fields: store.CartFieldsUpdate = {};
  for (const name of CART_INFO_FIELDS) {
    const given = info[name];
    if (mask ? mask.has(name) : given !== undefined) (fields as Record<string, unknown>)[name] = given ?? null;
  }
  return changeCart(ctx, caller, {
    lock: 'create',
    change: async (trx, cartId) => {
      if (lines.length > 0) {
        const { tooMany } = await store.mergeLines(trx, caller.siteId, cartId, lines, ctx.clock());
        if (tooMany[0] !== undefined) throw overMaximumError(tooMany[0], catalogLines, 'lineItems');
      }
      await store.updateCartFields(trx, cartId, discounts ? { ...fields, merchantDiscounts: discounts } : fields);
    },
    after: async (trx, priced) => {
      const unknown = (discounts ?? []).flatMap((d) => d.lineItemIds ?? []).filter((id) => !priced.loaded.lines.some((l) => l.id === id));
      if (unknown.length > 0)
        throw cartError('LINE_ITEM_NOT_FOUND', `The cart has no line ${unknown.join(', ')}`, { field: 'merchantDiscounts', lineItemIds: unknown });
      if (!coupon || !priced.loaded.cart) return;
      const rule = couponRule(coupon);
      const purchasable = priced.lines.map((l) => l.priced);
      const subtotal = purchasable.reduce((sum, l) => (l.purchasable ? sum + l.total : sum), 0);
      const collections =
        rule.collectionIds.length > 0
          ? await loadCollectionsOf(
              trx,
              caller.siteId,
              purchasable.flatMap((l) => (l.item ? [l.item.productId] : [])),
            )
          : new Map<string, string[]>();
      const problem = ruleProblem(rule, purchasable, subtotal, ctx.clock(), priced.loaded.site.currency, (id) => collections.get(id) ?? []);
      if (problem) throw cartError(problem.code, problem.description, { field: 'couponCode', couponCode: coupon.code });
      await store.updateCartFields(trx, priced.loaded.cart.id, { couponId: coupon.id, couponCode: coupon.code });
      priced.loaded.cart.couponId = coupon.id;
      priced.loaded.cart.couponCode = coupon.code;
    },
  });
}

/** The site's currency (custom prices and merchant discounts are read in it); a site that is gone is a bad token. */
async function siteCurrency(ctx: AppContext, siteId: string): Promise<string> {
  const row = await ctx.db.selectFrom('sites').select('currency').where('id', '=', siteId).executeTakeFirst();
  if (!row) throw unauthorized('The site of this access token does not exist');
  return row.currency;
}

/** Refuses what a shopper may never send: custom line items and merchant discounts set prices, which only the store does. */
export function refuseMerchantOnlyFields(body: { customLineItems?: unknown[] | undefined; merchantDiscounts?: unknown[] | undefined }): void {
  if (body.customLineItems && body.customLineItems.length > 0) throw forbidden('Custom line items carry their own prices; shoppers may only add catalog items');
  if (body.merchantDiscounts && body.merchantDiscounts.length > 0) throw forbidden('Merchant discounts cannot be set by a shopper');
}
