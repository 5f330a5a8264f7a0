// A page whose code loads on first use (its own chunk): "Loading…" meanwhile, the reason and a retry when the chunk cannot load.
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { once } from '../../sdk/core/once.js';
import { useLoad } from '../state/use-load.js';
import { LoadStates } from './load-states.js';

/** A refused chunk reads as no connection (reasonOf's network sentence), whatever the browser's own error says. */
const NO_CHUNK = { code: 'NETWORK_ERROR' };

/** Loads a page's code, showing the loading and error states, and hands the page over once it is there. */
function PageLoader<P>({ load, onLoaded }: { load: () => Promise<ComponentType<P>>; onLoaded: (page: ComponentType<P>) => void }) {
  const handle = useLoad(load, []);
  useEffect(() => {
    if (handle.status === 'ready') onLoaded(handle.data);
  }, [handle.status]);
  return <LoadStates load={handle}>{() => null}</LoadStates>;
}

/**
 * A component that renders the page `load` resolves to, loading it on first use (later uses render it at once).
 * @param load a dynamic import of the page's module, picking its component
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadChunk = once(load);
  const loadOnce = (): Promise<ComponentType<P>> =>
    loadChunk().then(
      (page) => (loaded = page),
      () => Promise.reject(NO_CHUNK),
    );
  return function LazyPage(props: P) {
    const [Page, setPage] = useState<ComponentType<P> | undefined>(() => loaded);
    if (!Page) return <PageLoader load={loadOnce} onLoaded={(page) => setPage(() => page)} />;
    return <Page {...props} />;
  };
}
