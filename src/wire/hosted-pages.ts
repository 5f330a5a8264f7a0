// What a hosted page's server-rendered shell hands its script (a JSON element `#tote-page-data`): shared by the server and src/hosted.
import type { CheckoutResponse } from './checkout.js';

/** The id of the JSON script element that carries a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'tote-page-data';

/** The hosted pages, one entry script each (`src/hosted/entries/<name>.tsx`). */
export type HostedPageName = 'login' | 'reset-password' | 'account' | 'product' | 'checkout';

/** The account sections by path segment (`/hosted/account/<section>`). */
export type AccountSectionPath = 'info' | 'orders' | 'bookings' | 'subscriptions' | 'events';

/** The store a page belongs to (site settings `name`; colours reach the page as CSS custom properties). */
export interface HostedStore {
  /** The store's name, shown in the header and the title. */
  name: string;
  /** The store's logo (site settings), shown before the name in the header. */
  logoUrl?: string;
  /** The store's locale (site settings `locale`, BCP 47): the page's texts are in its language, amounts and dates formatted in it. */
  locale: string;
  /** The shop's country (site settings `country`, ISO 3166-1 alpha-2): the checkout's first country when the shopper gave none. */
  country?: string;
}

/** What every page gets. */
interface PageDataBase {
  page: HostedPageName;
  store: HostedStore;
  /** The OAuth client the page acts as (the redirect session's, or the site's first). */
  clientId: string;
}

/** The login page of a `login` or `auth` redirect session. */
export interface LoginPageData extends PageDataBase {
  page: 'login';
  /** The redirect session the login continues (`/r/<id>` after login). */
  sessionId: string;
  /** `auth`: an authorization request waits for the login; `login`: a plain hosted login. */
  sessionKind: 'login' | 'auth';
  /** Where "back to the shop" goes: the client's redirect URI with `error=access_denied`, or the session's postFlowUrl. */
  cancelUrl?: string;
  /** The view to open with. @default 'signin' */
  view?: 'signin' | 'register';
}

/** The password-reset page of an e-mailed link. */
export interface ResetPasswordPageData extends PageDataBase {
  page: 'reset-password';
  /** `valid`: the link can set a password; `expired`: it was used or is too old (the page offers a new one). */
  link: 'valid' | 'expired';
  /** `reset`: a forgotten password; `activation`: a first password for an account the owner created. */
  purpose: 'reset' | 'activation';
}

/** A member account section the store runs, or one it does not. */
export interface AccountSectionInfo {
  path: AccountSectionPath;
  /** False for services this store does not run (bookings, subscriptions, events). */
  available: boolean;
}

/** The member account page. */
export interface AccountPageData extends PageDataBase {
  page: 'account';
  /** The section to show first. */
  section: AccountSectionPath;
  /** Every section, in menu order. */
  sections: AccountSectionInfo[];
  /** Where "back to the shop" goes: the account session's cartPageUrl or postFlowUrl, else the client's first origin. */
  backUrl?: string;
}

/** The product page of a `storesProduct` redirect session (or a cart line's link). */
export interface ProductPageData extends PageDataBase {
  page: 'product';
  /** The product's slug. */
  slug: string;
}

/** The checkout page of an `ecomCheckout` redirect session (`/hosted/checkout/<id>`), and its thank-you view (`.../thank-you`). */
export interface CheckoutPageData extends PageDataBase {
  page: 'checkout';
  /** The checkout the page shows. */
  checkoutId: string;
  /** `checkout`: the form; `thank-you`: the placed order's summary (the page asks the store which one applies). */
  view: 'checkout' | 'thank-you';
  /** The checkout as the session exchange answered it on the page's first load; absent on a reload (the page reads it). */
  initial?: CheckoutResponse;
  /** Where "back to the shop" goes when the page cannot open the checkout (the session's cartPageUrl or postFlowUrl). */
  backUrl?: string;
}

/** The data of any hosted page. */
export type HostedPageData = LoginPageData | ResetPasswordPageData | AccountPageData | ProductPageData | CheckoutPageData;
