// What the npm package tells editors about each element (its JSX typings and custom-elements.json): build-time only, no chunk imports it.
import type { ToteEventName } from '../events.js';
import { BUY_BOX_PARTS, CART_PARTS, LOGIN_PARTS, PRODUCT_GRID_PARTS } from '../styles/parts.js';
import { ELEMENT_ATTRIBUTES, type ToteTag } from './element-attributes.js';

/** What each `tote:*` event says (its `detail` is typed by ToteEventDetails in src/widget/events.ts); every event is dispatched on `document`. */
export const EVENT_DOCS: Record<ToteEventName, string> = {
  'add-to-cart': 'Items were added to the cart, after the store confirmed; detail: { items, currency } (dispatched on document).',
  'cart-updated': 'The cart changed, from any tab; detail: { itemCount, subtotal, currency } (dispatched on document).',
  checkout:
    'The shopper pressed Checkout and is about to leave for the hosted checkout; detail: { checkoutId, items, subtotal, currency } (dispatched on document).',
  login: 'The shopper signed in as a member; detail: { memberId } (dispatched on document).',
  logout: 'The shopper signed out; detail: {} (dispatched on document).',
};

/** A CSS custom property an element reads from the page: what it sets, and its default. */
export interface CssPropertyDoc {
  description: string;
  default: string;
}

/** The theme tokens every element reads (src/widget/styles/base.css); dark defaults follow prefers-color-scheme. */
const THEME_PROPERTIES: Record<string, CssPropertyDoc> = {
  '--tote-accent': { description: 'Accent colour of buttons and links.', default: '#1f6feb' },
  '--tote-on-accent': { description: 'Text colour on the accent.', default: '#fff' },
  '--tote-radius': { description: 'Corner radius.', default: '10px' },
  '--tote-surface': { description: 'Background of panels and dialogs.', default: 'Canvas' },
  '--tote-text': { description: 'Text colour.', default: 'CanvasText' },
  '--tote-muted': { description: 'Secondary text colour.', default: 'color-mix(in srgb, currentColor 68%, transparent)' },
  '--tote-border': { description: 'Border colour.', default: 'color-mix(in srgb, currentColor 16%, transparent)' },
  '--tote-skeleton': { description: 'Colour of loading placeholders.', default: 'color-mix(in srgb, currentColor 9%, transparent)' },
  '--tote-danger': { description: 'Colour of errors.', default: '#c62828' },
  '--tote-success': { description: 'Colour of confirmations.', default: '#1f7a4a' },
  '--tote-shadow': { description: 'Shadow of floating panels.', default: '0 10px 30px rgb(0 0 0 / 0.18)' },
  '--tote-space': { description: 'Base spacing unit.', default: '1rem' },
  '--tote-font': { description: 'Font family.', default: "inherit (the page's font)" },
};

/** The floating cart button's distance from the window's corner (the buy box keeps clear of it on phones). */
const CART_OFFSET: CssPropertyDoc = { description: "Distance of the floating cart button from the window's bottom and end corner.", default: '1.25rem' };

/** The stacking level of the floating button and the dialogs. */
const Z_INDEX: CssPropertyDoc = { description: 'Stacking level of the floating cart button, the cart drawer and the sign-in modal.', default: '2147480000' };

/** The documentation of one element: a description for it and for each of its observed attributes, and its `::part()` names. */
export interface ElementDoc<Tag extends ToteTag> {
  /** Class-like name of the element in typings (`ToteBuyBoxElement`). */
  className: string;
  /** One or two sentences on what the element shows. */
  description: string;
  /** A description of each attribute of {@link ELEMENT_ATTRIBUTES}, by prop name: the compiler asks for every one. */
  attributes: Record<keyof (typeof ELEMENT_ATTRIBUTES)[Tag], string>;
  /** The element's `::part()` names. */
  parts: readonly string[];
  /** The `tote:*` events the element's actions cause (on `document`). */
  events: readonly ToteEventName[];
  /** The CSS custom properties it reads, by name: the theme tokens and its own. */
  cssProperties: Readonly<Record<string, CssPropertyDoc>>;
  /** Its slots: none; the elements render their own content in their shadow roots. */
  slots: readonly { name: string; description: string }[];
}

/** The documentation of every element, by tag. */
export const ELEMENT_DOCS: { [Tag in ToteTag]: ElementDoc<Tag> } = {
  'tote-buy-box': {
    className: 'ToteBuyBoxElement',
    description: "A product's pictures, name, price, options, stock, quantity, Add to cart and Buy now; the store's product by slug or id.",
    attributes: { product: 'Slug or id of the product to sell.' },
    parts: Object.values(BUY_BOX_PARTS),
    events: ['add-to-cart', 'checkout'],
    cssProperties: {
      ...THEME_PROPERTIES,
      '--tote-buy-box-height': { description: 'Height the buy box reserves before it renders, in both layouts.', default: 'from --tote-buy-box-options' },
      '--tote-buy-box-options': { description: "How many option rows (Size, Color…) the page's product has: the reserved height follows.", default: '0' },
      '--tote-cart-offset': CART_OFFSET,
    },
    slots: [],
  },
  'tote-cart': {
    className: 'ToteCartElement',
    description: 'A floating cart button with the count, and the cart drawer: lines, coupon, shipping and tax estimate, totals, Checkout.',
    attributes: {},
    parts: Object.values(CART_PARTS),
    events: ['cart-updated', 'checkout'],
    cssProperties: { ...THEME_PROPERTIES, '--tote-cart-offset': CART_OFFSET, '--tote-z-index': Z_INDEX },
    slots: [],
  },
  'tote-login': {
    className: 'ToteLoginElement',
    description: "Sign in (log in, register, confirm the e-mailed code, reset the password), or the member's name with a menu.",
    attributes: {},
    parts: Object.values(LOGIN_PARTS),
    events: ['login', 'logout'],
    cssProperties: { ...THEME_PROPERTIES, '--tote-z-index': Z_INDEX },
    slots: [],
  },
  'tote-product-grid': {
    className: 'ToteProductGridElement',
    description:
      'Product cards of a collection, of the whole catalog or of a search, sorted, with Load more: picture, name, price or price range, ribbon, sold-out state, Add to cart for products without choices and a link to the others.',
    attributes: {
      collection: 'Slug or id of the collection to show; without it, every product. A missing collection shows the empty state (one console warning).',
      query: 'Shows the products whose name contains this text (the search box starts with it).',
      sort: "Order of the cards: price-asc, price-desc, name or newest; without it, the store's order. Another value shows the empty state (one console warning).",
      pageSize: 'Cards per page, and per press of Load more (1-100). @default 12',
      productUrl: "Link of a product's card, with {slug} or {id} replaced, e.g. /products/{slug}; without it, the store's hosted product page.",
      search: 'Present (or "true"): a search box above the cards.',
    },
    parts: Object.values(PRODUCT_GRID_PARTS),
    events: ['add-to-cart'],
    cssProperties: {
      ...THEME_PROPERTIES,
      '--tote-product-grid-height': {
        description: "Height the grid keeps at least while its first page loads (the page's CSS can keep it before the grid's code runs).",
        default: 'none',
      },
      '--tote-product-grid-min': { description: 'Narrowest width of a card: the grid fits as many columns as it can.', default: '11rem' },
    },
    slots: [],
  },
};
