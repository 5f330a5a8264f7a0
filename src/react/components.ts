// <BuyBox>, <Cart> and <Login>: Tote's elements rendered by React, the same markup on the server and the client (the element
// upgrades once <ToteProvider> has defined it, after mount).
import { createElement, type CSSProperties, type ReactNode } from 'react';
import { BUY_BOX_TAG, CART_TAG, LOGIN_TAG, PRODUCT_GRID_TAG } from '../widget/elements/shared-elements.js';

/** Props every component passes to its element. */
export interface ElementComponentProps {
  /** The element's class (style its `::part()`s from the page's CSS). */
  className?: string;
  /** The element's inline style (`--tote-*` tokens too). */
  style?: CSSProperties;
  /** The element's id. */
  id?: string;
}

/** Props of {@link BuyBox}. */
export interface BuyBoxProps extends ElementComponentProps {
  /** The product's slug or id. */
  product: string;
}

/** A product's buy box (`<tote-buy-box>`): images, price, options, quantity, Add to cart and Buy now. */
export function BuyBox({ product, ...props }: BuyBoxProps): ReactNode {
  return createElement(BUY_BOX_TAG, { ...attributes(props), product });
}

/** The cart button and its drawer (`<tote-cart>`); `useCart().open()` opens it. Put one on the page. */
export function Cart(props: ElementComponentProps): ReactNode {
  return createElement(CART_TAG, attributes(props));
}

/** The sign-in button, or the member's name and menu (`<tote-login>`); `useMember().signIn()` opens its modal. */
export function Login(props: ElementComponentProps): ReactNode {
  return createElement(LOGIN_TAG, attributes(props));
}

/** Props of {@link ProductGrid}. */
export interface ProductGridProps extends ElementComponentProps {
  /** Slug or id of the collection; without it, every product. */
  collection?: string;
  /** Search text: the products whose name contains it. */
  query?: string;
  /** Order of the cards. @default the store's order */
  sort?: 'price-asc' | 'price-desc' | 'name' | 'newest';
  /** Cards per page and per Load more. @default 12 */
  pageSize?: number;
  /** Link of a card, with `{slug}` or `{id}` replaced, e.g. `/products/{slug}`. @default the store's hosted product page */
  productUrl?: string;
  /** Shows a search box above the cards. @default false */
  search?: boolean;
}

/** Product cards of a collection, the catalog or a search, with Load more (`<tote-product-grid>`). */
export function ProductGrid({ collection, query, sort, pageSize, productUrl, search, ...props }: ProductGridProps): ReactNode {
  // Kebab-case attributes (React 18 sets attributes by the prop's name), each as text, none undefined.
  const own = { collection, query, sort, 'page-size': pageSize?.toString(), 'product-url': productUrl, search: search ? 'true' : undefined };
  return createElement(PRODUCT_GRID_TAG, { ...attributes(props), ...Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined)) });
}

/** The props given, none undefined (React 19 would set an undefined property on a defined element). */
function attributes({ className, style, id }: ElementComponentProps): Record<string, unknown> {
  return { ...(className ? { className } : {}), ...(style ? { style } : {}), ...(id ? { id } : {}) };
}
