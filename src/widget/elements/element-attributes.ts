// The attributes each Tote element observes, by camelCase prop name: the one list the elements are defined with (shared-elements.ts)
// and the npm package's JSX typings and custom-elements.json are generated from (scripts/package/).
import type { AttributeType } from './tote-element.js';

/** Observed attributes of `<tote-buy-box>` (`product` ← `product="..."`; a camelCase name is a kebab-case attribute). */
export const BUY_BOX_ATTRIBUTES = { product: 'string' } as const satisfies Record<string, AttributeType>;
/** Observed attributes of `<tote-cart>`: none. */
export const CART_ATTRIBUTES = {} as const satisfies Record<string, AttributeType>;
/** Observed attributes of `<tote-login>`: none. */
export const LOGIN_ATTRIBUTES = {} as const satisfies Record<string, AttributeType>;

/**
 * Observed attributes of `<tote-product-grid>`, all text (r2wc drops an empty value, so `search` with no value is read from the
 * element itself): `page-size` and `search` are parsed by the component, which keeps r2wc's number and flag parsers out of the chunks.
 */
export const PRODUCT_GRID_ATTRIBUTES = {
  collection: 'string',
  query: 'string',
  sort: 'string',
  pageSize: 'string',
  productUrl: 'string',
  search: 'string',
} as const satisfies Record<string, AttributeType>;

/** Every element's observed attributes, by tag (the build's generators read it; no chunk does). */
export const ELEMENT_ATTRIBUTES = {
  'tote-buy-box': BUY_BOX_ATTRIBUTES,
  'tote-cart': CART_ATTRIBUTES,
  'tote-login': LOGIN_ATTRIBUTES,
  'tote-product-grid': PRODUCT_GRID_ATTRIBUTES,
} as const;

/** A Tote element's tag name. */
export type ToteTag = keyof typeof ELEMENT_ATTRIBUTES;
