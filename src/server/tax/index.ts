// The public surface of the server's tax: what other parts of the server import from it (only from here: .oxlintrc.json).
export { registerTaxRateRoutes } from './routes/tax-rate-routes.js';
export { registerTaxSettingsRoutes } from './routes/tax-settings-routes.js';
export { insertTaxRate } from './tax-rate-store.js';
