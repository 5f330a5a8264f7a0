// German texts of the product grid, in the German language pack (only German pages load them).
import type { GridMessages } from './grid.js';

/** The product grid in German. */
export const deGrid: GridMessages = {
  products: 'Produkte',
  searchLabel: 'Produkte suchen',
  search: 'Suchen',
  noProducts: 'Keine Produkte gefunden.',
  found: (n) => (n === 1 ? '1 Produkt' : `${n} Produkte`),
  loadMore: 'Mehr laden',
  from: (price) => `ab ${price}`,
  soldOut: 'Ausverkauft',
  chooseOptions: 'Optionen wählen',
};
