// The React binding of the page's store: zustand's own `useStore` on the page's zustand store (store/store.ts), so a component reads a
// slice and re-renders when it changes.
import { useStore } from 'zustand';
import { store, type ToteState } from '../store/store.js';

/** A slice of the page's state; return a primitive or a stored object, not a new one, from the selector. */
export function useTote<T>(selector: (state: ToteState) => T): T {
  return useStore(store, selector);
}
