// A component's hook that renders what a chunk exports once it is there (the chunk loaded by the SDK's `once`).
import { useState } from 'react';

export { once } from '../../sdk/core/once.js';

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
