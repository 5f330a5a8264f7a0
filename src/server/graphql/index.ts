// The public surface of the server's graphql: what other parts of the server import from it (only from here: .oxlintrc.json).
export { checkInput } from './input-checks.js';
export { registerGraphqlRoutes } from './routes/graphql-routes.js';
