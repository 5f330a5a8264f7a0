// Home's set-up checklist: which of payments, shipping, tax, a product and the installed site are done, decided from what the store answers.
import type { OriginSeen } from '../../wire/site.js';
import type { WireShippingZone } from '../../wire/shipping.js';

/** The checklist's items, in the order they are shown. */
export const CHECKLIST_KEYS = ['payments', 'shipping', 'tax', 'product', 'installed'] as const;

/** One item of the checklist. */
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];

/** The dashboard page that does each item (a path under /admin). */
export const CHECKLIST_PAGES: Readonly<Record<ChecklistKey, string>> = {
  payments: 'settings/payments',
  shipping: 'shipping',
  tax: 'tax',
  product: 'products/new',
  installed: 'install',
};

/** What the checklist is decided from, as the store answers it. */
export interface ShopFacts {
  /** Stripe is connected (the site's keys or the server's). */
  stripeConnected: boolean;
  /** The offline payment instructions of Settings (a manual method: bank transfer, pay on delivery). */
  offlinePaymentInstructions: string;
  zones: readonly Pick<WireShippingZone, 'destinations' | 'rates'>[];
  /** How many tax rates the site has. */
  taxRates: number;
  /** The owner said the shop charges no tax. */
  noTax: boolean;
  /** How many products shoppers can see (at least the first page's count). */
  visibleProducts: number;
  /** The site's registered origins and when each was last seen calling the store. */
  origins: readonly OriginSeen[];
}

/** An item of the checklist: done or not, and the page that does it. */
export interface ChecklistItem {
  key: ChecklistKey;
  done: boolean;
  /** Dashboard path of the page that does it. */
  to: string;
}

/** A zone someone can order into: it names at least one destination and has at least one rate. */
export function zoneCovers(zone: Pick<WireShippingZone, 'destinations' | 'rates'>): boolean {
  return zone.destinations.length > 0 && zone.rates.length > 0;
}

/**
 * The checklist: payments (Stripe connected, or offline payment instructions set), shipping (a zone that covers
 * somewhere), tax (a rate, or "no tax" said), a product shoppers can see, and the site installed (a registered origin
 * seen loading the widget).
 */
export function homeChecklist(facts: ShopFacts): ChecklistItem[] {
  const done: Record<ChecklistKey, boolean> = {
    payments: facts.stripeConnected || facts.offlinePaymentInstructions.trim() !== '',
    shipping: facts.zones.some(zoneCovers),
    tax: facts.taxRates > 0 || facts.noTax,
    product: facts.visibleProducts > 0,
    installed: facts.origins.some((o) => o.lastSeenAt !== null),
  };
  return CHECKLIST_KEYS.map((key) => ({ key, done: done[key], to: CHECKLIST_PAGES[key] }));
}

/** True when every item is done: Home is the plain Home again. */
export function checklistDone(items: readonly ChecklistItem[]): boolean {
  return items.every((item) => item.done);
}
