// An async action of a form: busy while it runs, its failure kept as readable text, one run at a time.
import { useRef, useState } from 'react';
import { errorText, type ErrorText } from './error-text.js';

/** What {@link useAction} gives a component. */
export interface Action<A extends unknown[]> {
  busy: boolean;
  error: ErrorText | undefined;
  /** Runs the action unless one is running; its thrown error becomes `error`. */
  run: (...args: A) => Promise<void>;
  setError: (error: ErrorText | undefined) => void;
}

/** Wraps an async function for a form. */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<void>): Action<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorText | undefined>(undefined);
  const running = useRef(false);
  const run = async (...args: A) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      await action(...args);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, error, run, setError };
}
