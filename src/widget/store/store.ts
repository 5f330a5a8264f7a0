// The page's one store (plain state, no UI): the cart and the shopper, shared by every Tote element on the page.
import { createStore } from 'zustand/vanilla';
import { initialAuthState, type AuthState } from './auth-state.js';
import { initialCartState, type CartState } from './cart-state.js';

/** Everything the elements share. */
export type ToteState = CartState & AuthState;

/** The store; change it only through the actions of cart-actions.ts, checkout-actions.ts and auth-actions.ts. */
export const store = createStore<ToteState>()(() => ({ ...initialCartState, ...initialAuthState }));

/** Says something in the cart's live region; the same text twice is still announced twice. */
export function announce(text: string): void {
  store.setState(({ announcement }) => ({ announcement: announcement === text ? `${text}\u00a0` : text }));
}
