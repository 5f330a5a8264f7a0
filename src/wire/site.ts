// A site's settings as GET and PATCH /tote/v1/site answer them: shared by the store and the dashboard.
import type { CartReminderSettings } from './cart-reminders.js';

/** The pages of other Wix apps a site may point to (bookings, events, paid plans). */
export type OwnerCustomUrls = Partial<Record<'bookingsCheckout' | 'eventsCheckout' | 'paidPlansCheckout' | 'bookingsBook', string>>;

/** The site as the API answers it. */
export interface SiteView {
  id: string;
  name: string;
  currency: string;
  locale: string;
  /** ISO 3166-1 alpha-2: the checkout's first country when the shopper gave none (stored, or the region of `locale`). */
  country: string;
  logoUrl: string | null;
  accentColor: string;
  /** The number the next order gets. */
  nextOrderNumber: number;
  memberPolicy: { requireEmailVerification: boolean; requireOwnerApproval: boolean };
  ownerCustomUrls: OwnerCustomUrls;
  offlinePaymentInstructions: string;
  pricesIncludeTax: boolean;
  /** Shipping is taxed. */
  taxShipping: boolean;
  /** Reminders of left carts (off by default). */
  cartReminders: CartReminderSettings;
  /** The owner said the shop charges no tax (tax counts as set up without a rate). */
  noTax: boolean;
  createdDate: string;
}

/** Path of the site's registered origins and when each was last seen (`GET`, merchant). */
export const ORIGINS_SEEN_PATH = '/tote/v1/site/origins-seen';

/** A registered origin of the site (an OAuth client's allowed origin) and when a page on it last called the store. */
export interface OriginSeen {
  origin: string;
  /** ISO time of its last call, to the minute; null: never seen (the script tag is not on that site yet). */
  lastSeenAt: string | null;
}

/** Answer of {@link ORIGINS_SEEN_PATH}. */
export interface OriginsSeenResponse {
  origins: OriginSeen[];
}
