// A tiny store of plain state (no UI) for the widget, the hosted pages and the dashboard: read it, change it, hear of its changes (zustand's vanilla store, in a few lines: no bytes for a library).

/** Plain state with listeners. */
export interface Store<S> {
  getState(): S;
  /** Merges `change` (or what `change` makes of the state) into the state and tells every listener. */
  setState(change: Partial<S> | ((state: S) => Partial<S>)): void;
  /** Calls `listener` after each change with the new state and the one before; returns the way to stop. */
  subscribe(listener: (state: S, previous: S) => void): () => void;
}

/** A store holding `initial` until it is changed. */
export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<(state: S, previous: S) => void>();
  return {
    getState: () => state,
    setState: (change) => {
      const previous = state;
      state = { ...state, ...(typeof change === 'function' ? change(state) : change) };
      listeners.forEach((listener) => listener(state, previous));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
