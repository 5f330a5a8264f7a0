// The public surface of the server's widget-files: what other parts of the server import from it (only from here: .oxlintrc.json).
export { buildInBackground } from './background-build.js';
export { awaitBuiltFiles } from './build-gate.js';
export { registerBuiltAssetRoute } from './routes/built-asset-route.js';
export { registerWidgetFileRoutes } from './routes/widget-file-routes.js';
export { registerWidgetThemeRoute } from './routes/widget-theme-route.js';
