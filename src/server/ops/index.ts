// The public surface of the server's ops: what other parts of the server import from it (only from here: .oxlintrc.json).
export { createMetrics } from './metrics.js';
export { registerOpsRoutes } from './routes/ops-routes.js';
