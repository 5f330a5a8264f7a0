// Loads what a page shows: loading, error (with a retry) or ready; a 401 ends the session; the data may be edited in place.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorStatus } from '../core/server-errors.js';
import { sessionEnded } from './admin-actions.js';

/** What a load is at. */
export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** A load and what a page does with it. */
export type LoadHandle<T> = Loaded<T> & {
  /** Loads again (after an error, or to show the server's latest). */
  reload(): void;
  /** Changes the loaded data at once (an edit shown before the server answers, or rolled back after). */
  update(change: (data: T) => T): void;
};

/** Runs `load` now and whenever `deps` change; an answer that arrives after newer deps is dropped. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): LoadHandle<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const mine = ++latest.current;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (mine === latest.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (mine !== latest.current) return;
        if (errorStatus(error) === 401) sessionEnded();
        setState({ status: 'error', error });
      },
    );
    // `load` is a new function each render; `deps` say when it loads something else.
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: change(s.data) } : s)), []);
  return { ...state, reload, update };
}
