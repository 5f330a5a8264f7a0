// Every route module of the store, registered in one place.
import { registerWixDataRoutes } from './wix-data/index.js';
import { registerRecommendationRoutes } from './recommendations/index.js';
import { registerAdminPageRoutes, registerAdminRoutes } from './admin/index.js';
import { registerCartRoutes, registerCartByIdRoutes } from './cart/index.js';
import { registerCatalogRoutes } from './catalog/index.js';
import { registerCheckoutRoutes } from './checkout/index.js';
import type { AppContext } from './context.js';
import { registerCouponRoutes, registerDiscountRuleRoutes } from './discounts/index.js';
import { registerExportRoutes } from './exports/index.js';
import { registerGraphqlRoutes } from './graphql/index.js';
import { registerHostedPageRoutes } from './hosted-pages/index.js';
import type { TypedApp } from './http/typed-app.js';
import { registerIdentityRoutes } from './identity/index.js';
import { registerMediaRoutes } from './media/index.js';
import { registerMembershipRoutes } from './memberships/index.js';
import { registerTokenRoute } from './oauth/index.js';
import {
  registerOrderRoutes,
  registerMemberOrderRoutes,
  registerFulfillmentRoutes,
  registerOrderActionRoutes,
  registerOrderTransactionRoutes,
  registerPaymentCollectorRoutes,
  registerSalesSummaryRoutes,
} from './orders/index.js';
import { registerPickupLocationRoutes, registerZoneRoutes } from './shipping/index.js';
import { registerOAuthClientRoutes, registerOriginsSeenRoutes, registerSiteRoutes } from './site/index.js';
import { installCartReminders, registerCartReminderRoutes } from './cart-reminders/index.js';
import { registerStripeRoutes } from './payments/index.js';
import { registerTaxRateRoutes, registerTaxSettingsRoutes } from './tax/index.js';
import { installOutboxWorker, registerWebhookRoutes } from './webhooks/index.js';
import { registerWidgetFileRoutes, registerWidgetThemeRoute } from './widget-files/index.js';

/** Registers the routes of every part of the store. */
export function registerRoutes(app: TypedApp, ctx: AppContext): void {
  registerTokenRoute(app, ctx);
  registerIdentityRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerCartByIdRoutes(app, ctx);
  registerCartReminderRoutes(app, ctx);
  installCartReminders(app, ctx);
  registerCatalogRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerStripeRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerMemberOrderRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerOAuthClientRoutes(app, ctx);
  registerOriginsSeenRoutes(app, ctx);
  registerCouponRoutes(app, ctx);
  registerDiscountRuleRoutes(app, ctx);
  registerOrderActionRoutes(app, ctx);
  registerFulfillmentRoutes(app, ctx);
  registerPaymentCollectorRoutes(app, ctx);
  registerOrderTransactionRoutes(app, ctx);
  registerSalesSummaryRoutes(app, ctx);
  registerExportRoutes(app, ctx);
  registerZoneRoutes(app, ctx);
  registerPickupLocationRoutes(app, ctx);
  registerTaxRateRoutes(app, ctx);
  registerTaxSettingsRoutes(app, ctx);
  registerMembershipRoutes(app, ctx);
  registerRecommendationRoutes(app, ctx);
  registerWixDataRoutes(app, ctx);
  registerGraphqlRoutes(app, ctx);
  registerWebhookRoutes(app, ctx, installOutboxWorker(app, ctx));
  registerWidgetFileRoutes(app, ctx);
  registerWidgetThemeRoute(app, ctx);
  registerHostedPageRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerAdminPageRoutes(app, ctx);
}
