// The public surface of the server's admin: what other parts of the server import from it (only from here: .oxlintrc.json).
export { apiKeyNotFound, setupCodeInvalid, setupDone, tooManySetupAttempts } from './admin-errors.js';
export { registerAdminPageRoutes } from './routes/admin-page-routes.js';
export { registerAdminRoutes } from './routes/admin-routes.js';
export { checkCookieRequest, checkOwnOrigin, checkStaffRole } from './staff-access.js';
export { ADMIN_RATE_SITE } from './staff-login.js';
export { readStaffSession, startStaffSession } from './staff-sessions.js';
