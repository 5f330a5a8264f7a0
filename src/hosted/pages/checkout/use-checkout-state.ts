// The checkout's components read its store through this hook only: a slice of the state, rendering again when that slice changes.
import { useEffect, useReducer, useRef } from 'preact/hooks';
import type { CheckoutState } from './state/checkout-state.js';
import type { CheckoutStore } from './state/checkout-store.js';

/** What `select` picks of the checkout's state now; the component renders again when the pick changes (compared with `Object.is`). */
export function useCheckoutState<T>(checkout: CheckoutStore, select: (state: CheckoutState) => T): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const picked = select(checkout.getState());
  const seen = useRef({ select, picked });
  seen.current = { select, picked };
  useEffect(() => {
    const check = (state: CheckoutState): void => {
      if (!Object.is(seen.current.select(state), seen.current.picked)) rerender(0);
    };
    const unsubscribe = checkout.subscribe(check);
    // A change between the render and now.
    check(checkout.getState());
    return unsubscribe;
  }, [checkout]);
  return picked;
}
