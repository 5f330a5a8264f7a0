// Loading something at most once: the widget's, the hosted pages' and the dashboard's chunks on demand.

/**
 * Calls `load` on the first call and returns its promise from then on (callers at the same time share it); a failed load
 * is forgotten, so the next call tries again (a chunk that failed on a flaky connection loads once it is back).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
