// Loading a chunk on demand: once (again after a failure), and a component's hook that renders what a chunk exports once it is there.
import { useState } from 'react';

/** Calls `load` on the first call and returns its promise from then on; a failed load is tried again on the next call. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** What `load` gives once it has loaded (undefined until then), and the function that starts loading it (a failure is left for the next try). */
export function useChunk<T>(load: () => Promise<T>): [T | undefined, () => void] {
  const [loaded, setLoaded] = useState<{ value: T }>();
  return [
    loaded?.value,
    () =>
      void load().then(
        (value) => setLoaded({ value }),
        () => undefined,
      ),
  ];
}
