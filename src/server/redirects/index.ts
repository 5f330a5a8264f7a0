// The public surface of the server's redirects: what other parts of the server import from it (only from here: .oxlintrc.json).
export { ACCOUNT_SECTION_PATHS, HOSTED_PATHS } from './hosted-paths.js';
export { type RedirectSessionRow, consumeRedirectSession, createRedirectSession, findLiveRedirectSession } from './redirect-sessions.js';
export { registerContinueRoute } from './routes/continue-route.js';
export { registerRedirectSessionRoutes } from './routes/redirect-session-route.js';
export { AUTHORIZE_PATH, LOGOUT_PATH } from './session-urls.js';
