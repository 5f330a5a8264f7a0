// <tote-product-grid>'s component: a search box, the cards of a page of products (skeleton cards of the same size while they load),
// Load more, the empty and failed states, and a live region that says how many were found and what was added.
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Product } from '../../../wire/catalog.js';
import type { ElementProps } from '../../elements/tote-element.js';
import { gridMessages } from '../../i18n/grid.js';
import { pageMessages } from '../../i18n/index.js';
import { addToCart } from '../../store/cart-actions.js';
import { createGridStore, loadGrid } from './grid-store.js';
import { ProductCard } from './product-card.js';

/** Attributes of `<tote-product-grid>` (all text: see element-attributes.ts). */
export interface ProductGridProps extends ElementProps {
  /** Slug or id of the collection; without it, every product. */
  collection?: string;
  /** Search text the grid starts with. */
  query?: string;
  /** price-asc, price-desc, name or newest. */
  sort?: string;
  /** Cards per page. @default 12 */
  pageSize?: string;
  /** Card link with `{slug}` or `{id}`. @default the store's hosted product page */
  productUrl?: string;
  /** Present: a search box. */
  search?: string;
}

/** Cards per page without a valid `page-size`. */
const PAGE_SIZE = 12;

/** The card link of a product: the page's pattern, else the store's hosted product page. */
function productHref(product: Product, pattern: string | undefined): string {
  if (!pattern) return product.productPageUrl.base + product.productPageUrl.path;
  return pattern.replace(/\{slug\}/g, encodeURIComponent(product.slug)).replace(/\{id\}/g, encodeURIComponent(product.id));
}

/** A card's placeholder while the first page loads: the same boxes as a card, so nothing moves when the products come. */
function SkeletonCard() {
  return (
    <li className="card" part="card skeleton">
      <span className="card-link">
        <span className="media tote-skeleton" />
        <span className="name">
          <span className="tote-skeleton line" />
        </span>
      </span>
      <p className="price">
        <span className="tote-skeleton line short" />
      </p>
      <span className="action tote-skeleton" />
    </li>
  );
}

/** The product grid. */
export function ProductGrid({ collection, query, sort, pageSize, productUrl, search, container }: ProductGridProps) {
  const t = gridMessages();
  const m = pageMessages();
  const host = (container as unknown as ShadowRoot | undefined)?.host;
  const size = Math.min(100, Math.max(1, Math.floor(Number(pageSize)) || PAGE_SIZE));
  const [grid] = useState(createGridStore);
  const { status, products, total, more, adding } = useStore(grid);
  const [searched, setSearched] = useState(query);
  const [said, say] = useState('');
  const [attempt, retry] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const loads = useRef(0);
  const searchable = (search !== undefined && search !== 'false') || !!host?.hasAttribute('search');

  useEffect(() => setSearched(query), [query]);
  useEffect(() => {
    const load = ++loads.current;
    void loadGrid(grid, { collection, search: searched, sort }, size, false, () => load === loads.current).then(
      (current) => current && searched && say(t.found(grid.getState().total)),
    );
  }, [collection, searched, sort, size, attempt]);

  const loadMore = () => {
    if (more) return;
    const shown = products.length;
    const load = loads.current;
    void loadGrid(grid, { collection, search: searched, sort }, size, true, () => load === loads.current).then(() =>
      // Focus goes to the first new card, where reading goes on.
      list.current?.children[shown]?.querySelector<HTMLElement>('a')?.focus(),
    );
  };

  const add = async (product: Product) => {
    grid.setState({ adding: product.id });
    const result = await addToCart({ productId: product.id, name: product.name });
    grid.setState({ adding: undefined });
    // The floating cart's live region says it was added; without one on the page, the grid's does.
    say(result.ok ? (document.querySelector('tote-cart') ? '' : m.added(product.name, 1)) : result.message);
  };

  const loading = status === 'loading';
  return (
    <div className="product-grid" part="product-grid" aria-busy={loading || more}>
      {searchable && (
        <form
          className="search"
          part="search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setSearched(String(new FormData(event.currentTarget).get('q')).trim() || undefined);
          }}
        >
          <input className="tote-field" part="search-input" type="search" aria-label={t.searchLabel} name="q" defaultValue={query} />
          <button type="submit" className="tote-button" data-variant="quiet">
            {t.search}
          </button>
        </form>
      )}
      {status === 'empty' || status === 'failed' ? (
        <div className="empty" part="empty">
          <p>{status === 'empty' ? t.noProducts : m.networkError}</p>
          {status === 'failed' && (
            <button type="button" className="tote-button" data-variant="quiet" onClick={() => retry((n) => n + 1)}>
              {m.retry}
            </button>
          )}
        </div>
      ) : (
        <ul className="list" part="list" role="list" aria-label={t.products} ref={list}>
          {loading
            ? Array.from({ length: size }, (_, i) => <SkeletonCard key={i} />)
            : products.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  href={productHref(product, productUrl)}
                  t={t}
                  adding={adding === product.id}
                  onAdd={() => void add(product)}
                />
              ))}
        </ul>
      )}
      <div className="more">
        {status === 'ready' && products.length < total && (
          <button type="button" className="tote-button" data-variant="quiet" part="load-more" aria-disabled={more} onClick={loadMore}>
            {more ? m.loading : t.loadMore}
          </button>
        )}
      </div>
      <p className="tote-visually-hidden" role="status">
        {loading ? m.loading : said}
      </p>
    </div>
  );
}
