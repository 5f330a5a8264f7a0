// The public surface of the server's shipping: what other parts of the server import from it (only from here: .oxlintrc.json).
export { isCountryCode, subdivisionOf } from './country-codes.js';
export { deliveryTimeText, instructionsText } from './delivery-text.js';
export { registerPickupLocationRoutes } from './routes/pickup-location-routes.js';
export { registerZoneRoutes } from './routes/zone-routes.js';
export { insertZone } from './zone-store.js';
