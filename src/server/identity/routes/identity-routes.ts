// Every route of members and sign-in: identity calls, the captcha, members, authorize, the hosted session, logout, redirect sessions, dev mail.
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { registerDevMailRoutes } from '../../mail/index.js';
import { registerAuthorizeRoute, registerLogoutRoute, registerHostedSessionRoute } from '../../oauth/index.js';
import { registerContinueRoute, registerRedirectSessionRoutes } from '../../redirects/index.js';
import { registerAuthenticationRoutes } from './authentication-routes.js';
import { registerCaptchaRoute } from './captcha-route.js';
import { registerFactorRoutes } from './factor-routes.js';
import { installIdentityHousekeeping } from '../housekeeping.js';
import { registerMembersRoutes } from './members-routes.js';
import { registerMemberUpdateRoutes } from './member-update-routes.js';
import { registerRecoveryRoutes } from './recovery-routes.js';
import { registerVerificationRoutes } from './verification-routes.js';

/** Registers the members-and-sign-in part of the store. */
export function registerIdentityRoutes(app: TypedApp, ctx: AppContext): void {
  registerAuthenticationRoutes(app, ctx);
  registerFactorRoutes(app, ctx);
  registerVerificationRoutes(app, ctx);
  registerRecoveryRoutes(app, ctx);
  registerCaptchaRoute(app, ctx);
  registerMembersRoutes(app, ctx);
  registerMemberUpdateRoutes(app, ctx);
  registerAuthorizeRoute(app, ctx);
  registerHostedSessionRoute(app, ctx);
  registerLogoutRoute(app, ctx);
  registerRedirectSessionRoutes(app, ctx);
  registerContinueRoute(app, ctx);
  registerDevMailRoutes(app, ctx);
  installIdentityHousekeeping(app, ctx);
}
