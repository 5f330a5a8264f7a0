// Entry of the `product-grid` chunk, loaded (with the elements' chunk) only on pages with a <tote-product-grid>: it builds on the
// elements' entry (so what both use, the store and the cart actions, stays in that chunk) and defines the grid, whose code (the cards,
// their texts and CSS, the catalog query) only this chunk carries.
import gridCss from '../components/product-grid/product-grid.css?inline';
import { ProductGrid, type ProductGridProps } from '../components/product-grid/product-grid.js';
import type { WidgetConfig } from '../config.js';
import { PRODUCT_GRID_ATTRIBUTES } from '../elements/element-attributes.js';
import { PRODUCT_GRID_TAG } from '../elements/shared-elements.js';
import { defineToteElement } from '../elements/tote-element.js';
import { define as defineElements } from './elements.js';

/** Defines `<tote-product-grid>` (once). */
export function defineProductGridElement(): void {
  defineToteElement<ProductGridProps>(PRODUCT_GRID_TAG, ProductGrid, PRODUCT_GRID_ATTRIBUTES, gridCss);
}

/** Configures the page's widget as the elements' entry does (once: later calls change nothing) and defines `<tote-product-grid>`. */
export function define(config: WidgetConfig): void {
  defineElements(config);
  defineProductGridElement();
}
