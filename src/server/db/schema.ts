// The whole database as Kysely sees it: the tables of every part of the store.
import type { AdminTables } from './admin-tables.js';
import type { CatalogTables } from './catalog-tables.js';
import type { CommerceTables } from './commerce-tables.js';
import type { CoreTables } from './core-tables.js';
import type { IdentityTables } from './identity-tables.js';
import type { MediaTables } from './media-tables.js';
import type { MembershipTables } from './membership-tables.js';
import type { WebhookTables } from './webhook-tables.js';
import type { OrderTables } from './order-tables.js';
import type { PaymentTables } from './payment-tables.js';
import type { ReminderTables } from './reminder-tables.js';

/** Every table, by name. Each part of the store adds its tables through its own interface. */
export interface Database
  extends
    CoreTables,
    AdminTables,
    CatalogTables,
    CommerceTables,
    IdentityTables,
    MediaTables,
    MembershipTables,
    OrderTables,
    PaymentTables,
    ReminderTables,
    WebhookTables {}
