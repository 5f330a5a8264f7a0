// One product grid's state in its own zustand store: the products shown, how many match, where loading stands; and its actions.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Product } from '../../../wire/catalog.js';
import { collectionId, GRID_SORTS, productPage, type GridQuery } from './grid-query.js';

/** Where a grid stands: its first page loading, shown, nothing to show, or failed (a retry reads again). */
export type GridStatus = 'loading' | 'ready' | 'empty' | 'failed';

/** A grid's state. */
export interface GridState {
  status: GridStatus;
  /** The products shown, every page loaded so far. */
  products: Product[];
  /** How many products match in all. */
  total: number;
  /** True while Load more reads the next page. */
  more: boolean;
  /** The id of the product being added to the cart. */
  adding: string | undefined;
}

/** A grid's store. */
export type GridStore = StoreApi<GridState>;

/** A new grid's store: loading. */
export function createGridStore(): GridStore {
  return createStore<GridState>()(() => ({ status: 'loading', products: [], total: 0, more: false, adding: undefined }));
}

/** What a query's attributes name that cannot be shown: warned once per query, then the grid is empty. */
function badInput(query: GridQuery): string | undefined {
  if (query.sort && !Object.hasOwn(GRID_SORTS, query.sort)) return `sort="${query.sort}" is not one of ${Object.keys(GRID_SORTS).join(', ')}`;
  return undefined;
}

/**
 * Loads the first page of a query into the grid, or the next page after the products shown (`more`); answers false when a newer load
 * started meanwhile (its answer is dropped). A missing collection or an unknown sort leaves the grid empty with one console warning.
 */
export async function loadGrid(grid: GridStore, query: GridQuery, pageSize: number, more = false, isCurrent: () => boolean = () => true): Promise<boolean> {
  const offset = more ? grid.getState().products.length : 0;
  grid.setState(more ? { more: true } : { status: 'loading', products: [], total: 0 });
  try {
    const bad = badInput(query);
    const collection = bad || !query.collection ? undefined : await collectionId(query.collection);
    const problem = bad ?? (query.collection && !collection ? `collection="${query.collection}" is not a collection of the store` : undefined);
    if (!isCurrent()) return false;
    if (problem) {
      console.warn(`Tote: <tote-product-grid> ${problem}; it shows no products.`);
      grid.setState({ status: 'empty' });
      return true;
    }
    const page = await productPage(query, collection, offset, pageSize);
    if (!isCurrent()) return false;
    const products = more ? [...grid.getState().products, ...page.products] : page.products;
    grid.setState({ status: products.length > 0 ? 'ready' : 'empty', products, total: page.total, more: false });
    return true;
  } catch {
    if (isCurrent()) grid.setState(more ? { more: false } : { status: 'failed' });
    return false;
  }
}
