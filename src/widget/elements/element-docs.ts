// What the npm package tells editors about each element (its JSX typings and custom-elements.json): build-time only, no chunk imports it.
import { BUY_BOX_PARTS, CART_PARTS, LOGIN_PARTS } from '../styles/parts.js';
import { ELEMENT_ATTRIBUTES, type ToteTag } from './element-attributes.js';

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
}

/** The documentation of every element, by tag. */
export const ELEMENT_DOCS: { [Tag in ToteTag]: ElementDoc<Tag> } = {
  'tote-buy-box': {
    className: 'ToteBuyBoxElement',
    description: "A product's pictures, name, price, options, stock, quantity, Add to cart and Buy now; the store's product by slug or id.",
    attributes: { product: 'Slug or id of the product to sell.' },
    parts: Object.values(BUY_BOX_PARTS),
  },
  'tote-cart': {
    className: 'ToteCartElement',
    description: 'A floating cart button with the count, and the cart drawer: lines, coupon, shipping and tax estimate, totals, Checkout.',
    attributes: {},
    parts: Object.values(CART_PARTS),
  },
  'tote-login': {
    className: 'ToteLoginElement',
    description: "Sign in (log in, register, confirm the e-mailed code, reset the password), or the member's name with a menu.",
    attributes: {},
    parts: Object.values(LOGIN_PARTS),
  },
};
