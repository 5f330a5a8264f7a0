// The cart's core actions: load it, add to it (its code, add-to-cart.ts, a chunk loaded on first use), take a cart the store answered, open the drawer.
import { once } from '../../sdk/core/once.js';
import type { Cart } from '../../wire/cart.js';
import { writeCartHint } from '../cart-hint.js';
import { widgetConfig } from '../config.js';
import { pageMessages } from '../i18n/index.js';
import type { CartState } from './cart-state.js';
import { hasTokens, pageClient } from './page-client.js';
import { store } from './store.js';
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

/** Loads the adding's chunk (add-to-cart.ts) once, again after a failure: when the shopper points at or focuses Add to cart or Buy now, or adds. */
export const loadAdding = once(() => import('./add-to-cart.js'));

/** Starts loading the adding's chunk early; a failure is left to the press. */
export function preloadAdding(): void {
  loadAdding().catch(() => undefined);
}

/**
 * Adds a product: the badge counts it at once, then the store's cart replaces the guess (add-to-cart.ts, loaded on first use); a
 * refusal, or a chunk that does not load, rolls it back and says why.
 */
export async function addToCart(item: CartItemInput): Promise<ChangeResult> {
  const quantity = item.quantity ?? 1;
  const settle = (s: CartState) => ({ pendingUnits: s.pendingUnits - quantity });
  store.setState((s) => ({ pendingUnits: s.pendingUnits + quantity }));
  try {
    return await (await loadAdding()).sendAddition(item, quantity, settle);
  } catch {
    store.setState(settle);
    return { ok: false, message: pageMessages().networkError };
  }
}

/** Opens or closes the drawer. */
export function setDrawerOpen(drawerOpen: boolean): void {
  store.setState(drawerOpen ? { drawerOpen } : { drawerOpen, placedOrder: undefined });
}
