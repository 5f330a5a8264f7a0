// Every route of the merchant dashboard's own: sign-in and sessions, the set-up, staff, the second factor, API keys.
import { registerApiKeyRoutes } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { registerSetupRoutes } from '../../setup/index.js';
import { registerAdminSessionRoutes } from './session-routes.js';
import { registerStaffRoutes } from './staff-routes.js';
import { registerTotpRoutes } from './totp-routes.js';

/** Registers the dashboard's routes. */
export function registerAdminRoutes(app: TypedApp, ctx: AppContext): void {
  registerAdminSessionRoutes(app, ctx);
  registerStaffRoutes(app, ctx);
  registerTotpRoutes(app, ctx);
  registerApiKeyRoutes(app, ctx);
  registerSetupRoutes(app, ctx);
}
