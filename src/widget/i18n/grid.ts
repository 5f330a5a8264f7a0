// Texts of the product grid in English, shipped in the grid's own chunk; the German ones are in the German pack (de-grid.ts).
import { inPageLanguage } from './index.js';

/** Every text of `<tote-product-grid>` beyond the shared ones (Add to cart, Loading…, Try again). */
export interface GridMessages {
  /** The grid's accessible name. */
  products: string;
  /** Label and button of the search box. */
  searchLabel: string;
  search: string;
  /** Shown when nothing matches. */
  noProducts: string;
  /** Announced after a page of results: how many there are. */
  found: (count: number) => string;
  /** The paging button. */
  loadMore: string;
  /** A price range's start. */
  from: (price: string) => string;
  /** A card's badge when nothing can be bought. */
  soldOut: string;
  /** The link of a product with choices. */
  chooseOptions: string;
}

const en: GridMessages = {
  products: 'Products',
  searchLabel: 'Search products',
  search: 'Search',
  noProducts: 'No products found.',
  found: (n) => (n === 1 ? '1 product' : `${n} products`),
  loadMore: 'Load more',
  from: (price) => `From ${price}`,
  soldOut: 'Sold out',
  chooseOptions: 'Choose options',
};

/** The grid's texts in the page's language (English unless its pack has them). */
export function gridMessages(): GridMessages {
  return inPageLanguage('grid', en);
}
