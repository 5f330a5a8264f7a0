// The elements, defined by every element chunk's setup from the elements' chunk: <tote-cart> (every page with Tote shows the floating
// cart) and <tote-buy-box>. Their code rides in the chunk every page loads: fewer requests and far better gzip than chunks of their
// own. <tote-login> has a chunk of its own (login-element.ts), loaded only on pages that have one; what opens later (the drawer,
// the sign-in modal) too.
import { BuyBox, type BuyBoxProps } from '../components/buy-box/buy-box.js';
import { Cart, type CartProps } from '../components/cart/cart.js';
import { defineToteElement } from './tote-element.js';
import { ELEMENT_CSS } from '../styles/shadow-styles.js';
import { BUY_BOX_ATTRIBUTES, CART_ATTRIBUTES } from './element-attributes.js';

/** Tag name of the cart. */
export const CART_TAG = 'tote-cart';
/** Tag name of the buy box. */
export const BUY_BOX_TAG = 'tote-buy-box';
/** Tag name of the sign-in element. */
export const LOGIN_TAG = 'tote-login';
/** Tag name of the product grid (a chunk of its own: entries/product-grid.ts). */
export const PRODUCT_GRID_TAG = 'tote-product-grid';

/** Defines `<tote-cart>` and `<tote-buy-box product="slug or id">` (once). */
export function defineElements(): void {
  defineToteElement<CartProps>(CART_TAG, Cart, CART_ATTRIBUTES, ELEMENT_CSS.cart);
  defineToteElement<BuyBoxProps>(BUY_BOX_TAG, BuyBox, BUY_BOX_ATTRIBUTES, ELEMENT_CSS.buyBox);
}
