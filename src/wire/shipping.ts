// Shipping zones, their rates and pickup locations as /tote/v1/shipping answers them: shared by the store and the dashboard.

/** How a rate is priced: one amount, by weight brackets, by subtotal brackets, or picked up at a location. */
export type ShippingKind = 'FLAT' | 'BY_WEIGHT' | 'BY_SUBTOTAL' | 'PICKUP';

/** A rate of a zone. */
export interface WireShippingRate {
  id: string;
  /** What `selectedShippingOption.code` names; unique within the zone. */
  code: string;
  title: string;
  kind: ShippingKind;
  /** FLAT and PICKUP: the price. */
  amount?: string;
  /** BY_WEIGHT: brackets in increasing weight (KG); the last may have no upper bound (null). */
  weightBrackets?: { maxWeight: string | null; amount: string }[];
  /** BY_SUBTOTAL: brackets in increasing items total; the last may have no upper bound (null). */
  subtotalBrackets?: { maxSubtotal: string | null; amount: string }[];
  /** Free when the items (after discounts) come to at least this much. */
  freeOver: string | null;
  deliveryTime: string | null;
  minDays: number | null;
  maxDays: number | null;
  instructions: string | null;
  pickupLocationId: string | null;
}

/** Where a zone ships: a country (`*`: everywhere else), some of its subdivisions or postal codes (empty: all). */
export interface WireShippingDestination {
  country: string;
  subdivisions: string[];
  postalCodePrefixes: string[];
}

/** A shipping zone: where it ships and at which rates. */
export interface WireShippingZone {
  id: string;
  name: string;
  /** Place in the order of zones (0 first): of two zones naming a destination equally closely, the earlier wins. */
  position: number;
  destinations: WireShippingDestination[];
  rates: WireShippingRate[];
  createdDate: string;
  updatedDate: string;
}

/** Opening hours of one day (`HH:MM`, 24 h). */
export interface WireOpeningHours {
  day: 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
  open: string;
  close: string;
}

/** The postal address of a pickup location. */
export interface WirePickupAddress {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine?: string;
  addressLine2?: string;
  streetAddress?: { number?: string; name?: string; apt?: string };
  formattedAddress?: string;
}

/** A pickup location as the merchant API shows it. */
export interface WirePickupLocation {
  id: string;
  name: string;
  address: WirePickupAddress;
  /** Opening hours in day order; shoppers read them in the instructions of the pickup option. */
  hours: WireOpeningHours[];
  createdDate: string;
  updatedDate: string;
}
