// Every migration, in order; each part of the store appends its own file here.
import type { Migration } from 'kysely';
import * as core from './0001-core.js';
import * as catalog from './0002-catalog.js';
import * as commerce from './0003-commerce.js';
import * as identity from './0004-identity.js';
import * as orders from './0005-orders.js';
import * as productRevisions from './0006-product-revisions.js';
import * as catalogVersions from './0007-catalog-versions.js';
import * as clientRedirectUris from './0008-client-redirect-uris.js';
import * as siteSetup from './0009-site-setup.js';
import * as couponKinds from './0010-coupon-kinds.js';
import * as orderOperations from './0011-order-operations.js';
import * as shippingAndTax from './0012-shipping-and-tax.js';
import * as mediaFiles from './0013-media-files.js';
import * as webhooks from './0014-webhooks.js';
import * as webhookClaimOrder from './0015-webhook-claim-order.js';
import * as staffSessions from './0016-staff-sessions.js';
import * as customCartLines from './0017-custom-cart-lines.js';
import * as memberships from './0018-memberships.js';
import * as memberFactors from './0019-member-factors.js';
import * as outboxSiteTrigger from './0020-outbox-site-trigger.js';
import * as outboxPendingQueue from './0021-outbox-pending-queue.js';
import * as paymentIntents from './0022-payment-intents.js';
import * as webhookEndpointCircuit from './0023-webhook-endpoint-circuit.js';
import * as originSightings from './0024-origin-sightings.js';
import * as ordersGuestEmail from './0025-orders-guest-email.js';
import * as cartReminders from './0026-cart-reminders.js';
import * as productTypeTags from './0027-product-type-tags.js';

/** Migrations by name; Kysely runs them in name order. */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-catalog': catalog,
  '0003-commerce': commerce,
  '0004-identity': identity,
  '0005-orders': orders,
  '0006-product-revisions': productRevisions,
  '0007-catalog-versions': catalogVersions,
  '0008-client-redirect-uris': clientRedirectUris,
  '0009-site-setup': siteSetup,
  '0010-coupon-kinds': couponKinds,
  '0011-order-operations': orderOperations,
  '0012-shipping-and-tax': shippingAndTax,
  '0013-media-files': mediaFiles,
  '0014-webhooks': webhooks,
  '0015-webhook-claim-order': webhookClaimOrder,
  '0016-staff-sessions': staffSessions,
  '0017-custom-cart-lines': customCartLines,
  '0018-memberships': memberships,
  '0019-member-factors': memberFactors,
  '0020-outbox-site-trigger': outboxSiteTrigger,
  '0021-outbox-pending-queue': outboxPendingQueue,
  '0022-payment-intents': paymentIntents,
  '0023-webhook-endpoint-circuit': webhookEndpointCircuit,
  '0024-origin-sightings': originSightings,
  '0025-orders-guest-email': ordersGuestEmail,
  '0026-cart-reminders': cartReminders,
  '0027-product-type-tags': productTypeTags,
};
