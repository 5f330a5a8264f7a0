// The React binding of the dashboard's store (zustand's useStore): a component reads a slice and re-renders when it changes.
import { useStore } from 'zustand';
import { adminStore, type AdminState } from './admin-store.js';

/** A slice of the dashboard's state; return a primitive or a stored object from the selector, not a new one. */
export function useAdmin<T>(selector: (state: AdminState) => T): T {
  return useStore(adminStore, selector);
}
