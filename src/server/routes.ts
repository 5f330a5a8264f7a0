// Every route module of the store, registered in one place.
import { registerRecommendationRoutes } from './recommendations/routes/recommendation-routes.js';
import { registerAdminPageRoutes } from './admin/routes/admin-page-routes.js';
import { registerAdminRoutes } from './admin/routes/admin-routes.js';
import { registerCartRoutes } from './cart/routes/cart-routes.js';
import { registerCatalogRoutes } from './catalog/routes/catalog-routes.js';
import { registerCheckoutRoutes } from './checkout/routes/checkout-routes.js';
import type { AppContext } from './context.js';
import { registerCouponRoutes } from './discounts/routes/coupon-routes.js';
import { registerDiscountRuleRoutes } from './discounts/routes/discount-rule-routes.js';
import { registerHostedPageRoutes } from './hosted-pages/routes/hosted-page-routes.js';
import type { TypedApp } from './http/typed-app.js';
import { registerIdentityRoutes } from './identity/routes/identity-routes.js';
import { registerMediaRoutes } from './media/routes/media-routes.js';
import { registerTokenRoute } from './oauth/routes/token-route.js';
import { registerOrderRoutes } from './orders/routes/order-routes.js';
import { registerFulfillmentRoutes } from './orders/routes/fulfillment-routes.js';
import { registerOrderActionRoutes } from './orders/routes/order-action-routes.js';
import { registerOrderTransactionRoutes } from './orders/routes/order-transaction-routes.js';
import { registerPaymentCollectorRoutes } from './orders/routes/payment-collector-routes.js';
import { registerPickupLocationRoutes } from './shipping/routes/pickup-location-routes.js';
import { registerZoneRoutes } from './shipping/routes/zone-routes.js';
import { registerOAuthClientRoutes } from './site/routes/oauth-client-routes.js';
import { registerSiteRoutes } from './site/routes/site-routes.js';
import { registerTaxRateRoutes } from './tax/routes/tax-rate-routes.js';
import { registerTaxSettingsRoutes } from './tax/routes/tax-settings-routes.js';
import { installOutboxWorker } from './webhooks/install-worker.js';
import { registerWebhookRoutes } from './webhooks/routes/webhook-routes.js';
import { registerWidgetFileRoutes } from './widget-files/routes/widget-file-routes.js';

/** Registers the routes of every part of the store. */
export function registerRoutes(app: TypedApp, ctx: AppContext): void {
  registerTokenRoute(app, ctx);
  registerIdentityRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerCatalogRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerOAuthClientRoutes(app, ctx);
  registerCouponRoutes(app, ctx);
  registerDiscountRuleRoutes(app, ctx);
  registerOrderActionRoutes(app, ctx);
  registerFulfillmentRoutes(app, ctx);
  registerPaymentCollectorRoutes(app, ctx);
  registerOrderTransactionRoutes(app, ctx);
  registerZoneRoutes(app, ctx);
  registerPickupLocationRoutes(app, ctx);
  registerTaxRateRoutes(app, ctx);
  registerTaxSettingsRoutes(app, ctx);
  registerRecommendationRoutes(app, ctx);
  registerWebhookRoutes(app, ctx, installOutboxWorker(app, ctx));
  registerWidgetFileRoutes(app, ctx);
  registerHostedPageRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerAdminPageRoutes(app, ctx);
}
