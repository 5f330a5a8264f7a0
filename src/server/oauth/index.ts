// The public surface of the server's oauth: what other parts of the server import from it (only from here: .oxlintrc.json).
export { checkAuthorizationRequest } from './authorization-request.js';
export { type OAuthClient, loadClient } from './clients.js';
export { escapeHtml, scriptJson, sendErrorPage, sendHtml } from './html-page.js';
export { isClientOrigin, urlProblem } from './registered-urls.js';
export { registerAuthorizeRoute } from './routes/authorize-route.js';
export { registerLogoutRoute } from './routes/logout-route.js';
export { registerHostedSessionRoute } from './routes/session-route.js';
export { registerTokenRoute } from './routes/token-route.js';
