// Entry of the `ga4` chunk, loaded by `import()` on the first event of a page with analytics on: the GA4 copies of the events.
export { pushToDataLayer } from '../ga4.js';
