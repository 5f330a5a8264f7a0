// The cart's core actions: load it, add to it (optimistically), take a cart the store answered, open the drawer.
import type { Cart } from '../../wire/cart.js';
import { STORES_APP_ID } from '../../wire/cart.js';
import { writeCartHint } from '../cart-hint.js';
import { widgetConfig } from '../config.js';
import { emitToteEvent, type ToteEventItem } from '../events.js';
import { pageMessages } from '../i18n/index.js';
import { cartLines, itemCount, type CartState } from './cart-state.js';
import { errorText } from './error-text.js';
import { hasTokens, pageClient } from './page-client.js';
import { announce, store } from './store.js';
import { tellTabs } from './tab-sync.js';

/** A product (variant) to add. */
export interface CartItemInput {
  productId: string;
  /** The variant of the chosen options; without one, `options` names them. */
  variantId?: string;
  /** Chosen options by name (`{ Size: 'M' }`), for the events and when no variant id is known. */
  options?: Record<string, string>;
  /** @default 1 */
  quantity?: number;
  /** Product name for the announcement and the events. */
  name: string;
}

/** What came of a change: done (with the cart line an addition went to), or the reason it was refused. */
export type ChangeResult = { ok: true; lineId?: string | undefined } | { ok: false; message: string };

let queue: Promise<unknown> = Promise.resolve();

/** Sends cart changes one after another, so their answers settle in the order the shopper made them. */
export function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Takes a cart the store answered (here or in another tab) unless it is older than the one shown; `extra` changes
 * other state in the same update, so the badge never flickers. Shares it with the other tabs unless it came from one.
 * @param extra @default no other change
 */
export function acceptCart(cart: Cart, extra?: (state: CartState) => Partial<CartState>, share = true): void {
  store.setState((state) => {
    const current = state.cart;
    const stale = current?.id !== undefined && cart.id === current.id && Number(cart.revision ?? 0) < Number(current.revision ?? 0);
    return { ...extra?.(state), ...(stale ? {} : { cart }) };
  });
  if (share) tellTabs({ cart });
}

/** Reads the cart from the store; a first-time visitor without tokens has an empty cart and costs no request. */
export async function loadCart(): Promise<void> {
  if (!(await hasTokens())) {
    store.setState({ cart: undefined });
    writeCartHint(widgetConfig().clientId, 0); // a hint left by tokens that are gone
    return;
  }
  try {
    acceptCart(await serial(() => pageClient().cart.getCart()), undefined, false);
  } catch {
    // The badge keeps what it had; the drawer reads again when it opens.
  }
}

/** Adds a product: the badge counts it at once, then the store's cart replaces the guess; a refusal rolls it back and says why. */
export async function addToCart(item: CartItemInput): Promise<ChangeResult> {
  const { productId, variantId, options, name } = item;
  const quantity = item.quantity ?? 1;
  const chosen = variantId ? { variantId } : options && Object.keys(options).length > 0 ? { options } : undefined;
  const settle = (s: CartState) => ({ pendingUnits: s.pendingUnits - quantity });
  store.setState((s) => ({ pendingUnits: s.pendingUnits + quantity }));
  try {
    const cart = await serial(() =>
      pageClient().cart.addToCart({
        lineItems: [{ catalogReference: { catalogItemId: productId, appId: STORES_APP_ID, ...(chosen ? { options: chosen } : {}) }, quantity }],
      }),
    );
    acceptCart(cart, settle);
    announce(pageMessages().added(name, itemCount(store.getState())));
    // The event's line, priced by the cart the store answered.
    const line = cartLines(cart).find(
      (l) => l.catalogReference.catalogItemId === productId && (!variantId || l.catalogReference.options?.variantId === variantId),
    );
    const event: ToteEventItem = {
      productId,
      ...(variantId ? { variantId } : {}),
      name,
      ...(options ? { options } : {}),
      price: line?.price.amount ?? '0',
      quantity,
    };
    void emitToteEvent('add-to-cart', { items: [event], currency: cart.currency });
    return { ok: true, lineId: line?.id };
  } catch (error) {
    store.setState(settle);
    return { ok: false, message: errorText(error) };
  }
}

/** Opens or closes the drawer. */
export function setDrawerOpen(drawerOpen: boolean): void {
  store.setState(drawerOpen ? { drawerOpen } : { drawerOpen, placedOrder: undefined, restoreNote: undefined });
}
