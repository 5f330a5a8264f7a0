// A lazily loaded part of a page for a component: its module once loaded, rendering again when it arrives.
import { useEffect, useState } from 'react';
import type { LazyPart } from './lazy-part.js';

/** The part's module once loaded (rendering again when it arrives, whoever loaded it); while `needed`, loads it now. */
export function usePart<M>(part: LazyPart<M>, needed = true): M | undefined {
  const [, setArrived] = useState(0);
  const module = part.loaded();
  useEffect(() => {
    if (module) return undefined;
    let live = true;
    void part.arrival.then(() => live && setArrived((n) => n + 1));
    return () => {
      live = false;
    };
  }, [module]);
  useEffect(() => {
    if (!module && needed) part.load().catch(() => undefined);
  }, [module, needed]);
  return module;
}
