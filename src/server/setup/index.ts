// The public surface of the server's setup: what other parts of the server import from it (only from here: .oxlintrc.json).
export { codeOfLink, ensureSetupLink, readSetupLink, setupCodeFile } from './setup-code.js';
export { registerSetupRoutes } from './setup-routes.js';
