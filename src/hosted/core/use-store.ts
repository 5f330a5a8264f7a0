// The hosted pages' components read a store (a zustand vanilla store) through this hook only: a slice of its state, rendering again when that slice changes.
import { useEffect, useReducer, useRef } from 'preact/hooks';
import type { StoreApi } from 'zustand/vanilla';

/** What `select` picks of the store's state now; the component renders again when the pick changes (compared with `Object.is`). */
export function useStore<S, T>(store: StoreApi<S>, select: (state: S) => T): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const picked = select(store.getState());
  const seen = useRef({ select, picked });
  seen.current = { select, picked };
  useEffect(() => {
    const check = (state: S): void => {
      if (!Object.is(seen.current.select(state), seen.current.picked)) rerender(0);
    };
    const unsubscribe = store.subscribe(check);
    // A change between the render and now.
    check(store.getState());
    return unsubscribe;
  }, [store]);
  return picked;
}
