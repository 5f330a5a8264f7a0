// The public surface of the server's hosted-pages: what other parts of the server import from it (only from here: .oxlintrc.json).
export { siteOfClient } from './hosted-site.js';
export { registerHostedPageRoutes } from './routes/hosted-page-routes.js';
