// The npm entry (`import { defineElements } from 'tote-shop'`): defines every Tote element without the script-tag loader.
import { runCommand } from './commands.js';
import type { ToteCommand } from './config.js';
import { define } from './entries/elements.js';
import { defineLoginElement } from './entries/login-element.js';
import { defineProductGridElement } from './entries/product-grid.js';
// Every language pack: an app built with npm has no loader to fetch the page's.
import './i18n/de.js';

export type { ToteCommand, WidgetConfig } from './config.js';
export type { ToteEvent, ToteEventDetails, ToteEventItem, ToteEventName } from './events.js';
export { BUY_BOX_PARTS, CART_PARTS, LOGIN_PARTS, PRODUCT_GRID_PARTS } from './styles/parts.js';
export { BUY_BOX_TAG, CART_TAG, LOGIN_TAG, PRODUCT_GRID_TAG } from './elements/shared-elements.js';

/** Options of {@link defineElements}. */
export interface DefineElementsOptions {
  /** OAuth client id of the shop. */
  clientId: string;
  /** Origin (or base URL) of the store server, e.g. `https://shop.example.com`. */
  api: string;
  /** Language and region for texts and prices. @default `<html lang>`, then the browser's language */
  locale?: string;
  /** `ga4` also pushes the widget's events to `window.dataLayer`. @default undefined (off) */
  analytics?: 'ga4';
  /** The fetch the store's calls go through (tests, a proxy). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** True in a browser page: `window` and `customElements` exist (not on a server, in SSR or in a worker). */
function inBrowserPage(): boolean {
  return typeof window !== 'undefined' && typeof customElements !== 'undefined';
}

/**
 * Defines `<tote-buy-box>`, `<tote-cart>`, `<tote-login>` and `<tote-product-grid>` on this page (calling it again changes nothing). On a server or in
 * SSR (no `window` or `customElements`) it does nothing: call it again in the browser.
 */
export function defineElements(options: DefineElementsOptions): void {
  if (!inBrowserPage()) return;
  define({ ...options, queue: [] });
  defineLoginElement();
  defineProductGridElement();
}

/** Runs a page command, as `tote('open')` does with the script tag: `open`, `close`, `login`, `addToCart` ... (nothing outside a browser page). */
export function tote(...command: ToteCommand): void {
  if (!inBrowserPage()) return;
  runCommand(command);
}
