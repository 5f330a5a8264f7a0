// The public surface of the server's checkout: what other parts of the server import from it (only from here: .oxlintrc.json).
export { checkAddress } from './address-validation.js';
export { type CheckoutAccess, checkoutAccess, ownedCheckout } from './checkout-access.js';
export { changesToken } from './checkout-changes.js';
export { checkoutError } from './checkout-errors.js';
export { type CheckoutRow, type PricedCheckout, priceCheckout } from './checkout-pricing.js';
export { changesOf, getCheckout } from './checkout-read.js';
export { type CheckoutPageSession, exchangeCheckoutSession, readCheckoutSession } from './checkout-session.js';
export { type SnapshotLine, checkoutSnapshot } from './checkout-snapshot.js';
export { findCheckoutAnySite, findCheckoutRow, memberEmail } from './checkout-store.js';
export { registerCheckoutRoutes } from './routes/checkout-routes.js';
