// A site's settings as GET and PATCH /tote/v1/site answer them: shared by the store and the dashboard.

/** The pages of other Wix apps a site may point to (bookings, events, paid plans). */
export type OwnerCustomUrls = Partial<Record<'bookingsCheckout' | 'eventsCheckout' | 'paidPlansCheckout' | 'bookingsBook', string>>;

/** The site as the API answers it. */
export interface SiteView {
  id: string;
  name: string;
  currency: string;
  locale: string;
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
  createdDate: string;
}
