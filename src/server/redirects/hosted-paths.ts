// Paths of the pages the store hosts, as redirect sessions and e-mails link to them (the hosted pages answer there).
import type { MembersAccountSection } from '../../wire/enums.js';

/** Hosted page paths on the store's origin. */
export const HOSTED_PATHS = {
  /** Login page: `?session=<redirect session id>`; after login it POSTs /oauth2/session and opens `/r/<id>`. */
  login: '/hosted/login',
  /** Password reset (and activation) page: `?recoveryToken=<token>`; it calls recovery/v1/recover. */
  resetPassword: '/hosted/reset-password',
  /** Checkout page of one checkout: `/hosted/checkout/<checkoutId>?session=<id>`. */
  checkout: '/hosted/checkout',
  /** Product page: `/hosted/product/<slug>`. */
  product: '/hosted/product',
  /** Member account sections: `/hosted/account/<section>`. */
  account: '/hosted/account',
} as const;

/** The account page path of each members-account section. */
export const ACCOUNT_SECTION_PATHS: Record<MembersAccountSection, string> = {
  ACCOUNT_INFO: 'info',
  ORDERS: 'orders',
  BOOKINGS: 'bookings',
  SUBSCRIPTIONS: 'subscriptions',
  EVENTS: 'events',
};
