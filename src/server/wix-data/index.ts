// The public surface of the server's wix-data: what other parts of the server import from it (only from here: .oxlintrc.json).
export { registerWixDataRoutes } from './routes/wix-data-routes.js';
