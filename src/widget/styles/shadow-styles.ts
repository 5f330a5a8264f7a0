// Puts CSS into shadow roots: one shared constructable stylesheet per CSS text, adopted by every element that uses it.
// The cart's and the buy box's CSS texts live here, in the elements' chunk (the first paint), beside the base CSS: one gzip stream compresses them far
// better than one per element chunk (a page with Tote elements loads the cart's and usually the buy box's anyway). The sign-in
// element's CSS rides in its own chunk (entries/login-element.ts).
import buyBoxCss from '../components/buy-box/buy-box.css?inline';
import cartCss from '../components/cart/cart.css?inline';
import drawerCss from '../components/cart/drawer.css?inline';
import baseCss from './base.css?inline';

/** The CSS shared by every element (theme tokens, resets, skeletons). */
export const BASE_CSS = baseCss;

/** The CSS of each element, added to {@link BASE_CSS} in its shadow root. */
export const ELEMENT_CSS = { buyBox: buyBoxCss, cart: cartCss };

/**
 * The cart drawer's CSS. Only the drawer uses it, but it is here, in the elements' chunk: there it compresses far better than in the
 * drawer's chunk, and the drawer is the first thing a shopper opens (~70 B less on a page that opens it).
 */
export const DRAWER_CSS = drawerCss;

const sheets = new Map<string, CSSStyleSheet>();

/** The shared stylesheet of a CSS text (parsed once per page however many elements use it). */
export function sharedSheet(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adopts the base CSS and the element's CSS into its shadow root (constructable stylesheets: every browser the widget's CSS needs has them). */
export function adoptStyles(root: ShadowRoot, css: readonly string[]): void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...[BASE_CSS, ...css].map(sharedSheet)];
}
