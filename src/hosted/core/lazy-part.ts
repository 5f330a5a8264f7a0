// A part of a page in a chunk of its own: loaded when the page first needs it, or when the browser is idle after the first paint (plain: use-part.ts is its hook).
import { once } from '../../sdk/core/once.js';

/** A chunk the page loads once. */
export interface LazyPart<M> {
  /** Loads the chunk (once; a failed load is tried again on the next call). */
  load: () => Promise<M>;
  /** The chunk's module once it is loaded. */
  loaded: () => M | undefined;
  /** Settles when the chunk is loaded, by whichever call loaded it. */
  arrival: Promise<M>;
}

/** A part whose module `importer` loads (a dynamic `import()`). */
export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let module: M | undefined;
  let arrive: (loaded: M) => void = () => undefined;
  const arrival = new Promise<M>((resolve) => (arrive = resolve));
  return {
    arrival,
    load: once(() =>
      importer().then((loaded) => {
        module = loaded;
        arrive(loaded);
        return loaded;
      }),
    ),
    loaded: () => module,
  };
}

/** Loads the part when the browser is idle (after the first paint: the page is usable before it arrives). */
export function loadWhenIdle(part: LazyPart<unknown>): void {
  const load = () => void part.load().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}
