// Every route of the pages the store hosts: login, password reset, member account, product, checkout, and their built files.
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { registerAccountPageRoute } from './account-page-route.js';
import { registerCheckoutPageRoutes } from './checkout-page-route.js';
import { registerHostedAssetRoutes } from './hosted-assets-route.js';
import { registerLoginPageRoute } from './login-page-route.js';
import { registerProductPageRoute } from './product-page-route.js';
import { registerResetPageRoute } from './reset-page-route.js';

/** Registers the hosted pages. */
export function registerHostedPageRoutes(app: TypedApp, ctx: AppContext): void {
  registerLoginPageRoute(app, ctx);
  registerResetPageRoute(app, ctx);
  registerAccountPageRoute(app, ctx);
  registerProductPageRoute(app, ctx);
  registerCheckoutPageRoutes(app, ctx);
  registerHostedAssetRoutes(app, ctx);
}
