// The React binding of the page's store, thin on the zustand store (store/store.ts): a component reads a slice and re-renders when it changes.
import { useSyncExternalStore } from 'react';
import { store, type ToteState } from '../store/store.js';

/** A slice of the page's state; return a primitive or a stored object, not a new one, from the selector. */
export function useTote<T>(selector: (state: ToteState) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
