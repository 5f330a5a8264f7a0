// Loads the buy box's product by slug or id: loading, ready, missing (404) or failed (with a retry).
import { useEffect, useState } from 'react';
import { ToteError } from '../../../sdk/core/errors.js';
import type { Product } from '../../../wire/catalog.js';
import { loadProduct } from '../../store/catalog.js';

/** Where loading the product stands. */
export type ProductLoad = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'missing' } | { status: 'failed' };

/** The product of `ref` and a retry for a failed read. */
export function useProduct(ref: string | undefined): [ProductLoad, () => void] {
  const [load, setLoad] = useState<ProductLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!ref) return undefined;
    let live = true;
    setLoad({ status: 'loading' });
    loadProduct(ref).then(
      (product) => live && setLoad({ status: 'ready', product }),
      (error: unknown) => live && setLoad({ status: error instanceof ToteError && error.status === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [ref, attempt]);
  return [load, () => setAttempt((n) => n + 1)];
}
