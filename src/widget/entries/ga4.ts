// Entry of the `ga4` chunk, loaded by `import()` on the first event of a page with analytics on: the GA4 copies of the events, and
// the `purchase` of an order the shopper comes back from.
export { pushToDataLayer } from '../ga4.js';
export { reportPurchase } from '../ga4-purchase.js';
