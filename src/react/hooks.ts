// useCart(), useMember() and useTote(): the page's store (the one Tote's elements share) read with zustand's useStore, and the SDK client.
import { useContext } from 'react';
import { useStore } from 'zustand';
import type { ToteClient } from '../sdk/client.js';
import type { Cart } from '../wire/cart.js';
import { tote } from '../widget/index.js';
import { setDrawerOpen } from '../widget/store/cart-actions.js';
import { cartSubtotal, itemCount } from '../widget/store/cart-state.js';
import { signOut } from '../widget/store/member-actions.js';
import { addProductToCart, type AddToCartCommand } from '../widget/store/start-store.js';
import { store } from '../widget/store/store.js';
import { ToteClientContext } from './client-context.js';

/** What to add with {@link CartApi.addToCart}: a product by slug or id, its options or variant, a quantity. */
export type AddToCartInput = AddToCartCommand;

/** The shopper's cart as the page's elements show it, and what can be done with it. */
export interface CartApi {
  /** The cart as the store last answered; undefined while the shopper has none or it is not loaded yet (and on the server). */
  cart: Cart | undefined;
  /** Units in the cart, additions in flight counted at once (the cart button's badge). */
  itemCount: number;
  /** The sum of the lines' prices, an exact decimal string (`'0'` when empty). */
  subtotal: string;
  /** The cart's currency ('' without a cart). */
  currency: string;
  /** True while the drawer is open. */
  isOpen: boolean;
  /** Adds a product, as its buy box would (the badge counts it at once); rejects with the store's reason when it is refused. */
  addToCart(input: AddToCartInput): Promise<void>;
  /** Opens the cart's drawer (needs a `<Cart />` on the page). */
  open(): void;
  /** Closes the drawer. */
  close(): void;
}

/** Actions that do not change between renders. */
const cartActions = {
  addToCart: addProductToCart,
  open: () => tote('open'),
  close: () => setDrawerOpen(false),
};

/** The shopper's cart from the page's store; re-renders when it changes (an add from a `<BuyBox>` or an element too). */
export function useCart(): CartApi {
  const cart = useStore(store, (state) => state.cart);
  const count = useStore(store, itemCount);
  const isOpen = useStore(store, (state) => state.drawerOpen);
  return { cart, itemCount: count, subtotal: cartSubtotal(cart), currency: cart?.currency ?? '', isOpen, ...cartActions };
}

/** A signed-in member as Tote shows them. */
export interface MemberInfo {
  id: string;
  /** First name, nickname or the e-mail's name. */
  name: string;
}

/** Who the shopper is, and signing in and out. */
export interface MemberApi {
  /** The signed-in member, or undefined for a visitor (and until `ready`). */
  member: MemberInfo | undefined;
  /** True once the page knows whether the shopper is a member (never on the server). */
  ready: boolean;
  /** Opens the sign-in modal (needs a `<Login />` on the page). */
  signIn(): void;
  /** Signs out: the tokens go at once, then the store's logout page sends the browser back. */
  signOut(): Promise<void>;
}

const memberActions = { signIn: () => tote('login'), signOut };

/** The shopper from the page's store; re-renders on sign-in and sign-out (in this tab or another). */
export function useMember(): MemberApi {
  const member = useStore(store, (state) => state.member);
  const ready = useStore(store, (state) => state.authReady);
  return { member, ready, ...memberActions };
}

/** The provider's SDK client (`tote-shop/sdk`'s `ToteClient`), with the page's tokens: the same visitor or member as the elements. */
export function useTote(): ToteClient {
  const client = useContext(ToteClientContext);
  if (!client) throw new Error('Tote: useTote() needs a <ToteProvider> above it');
  return client;
}
