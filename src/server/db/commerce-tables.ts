// Row types of commerce: carts and their lines, coupons, automatic discounts, shipping, pickup, tax rates and checkouts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './core-tables.js';
import type { TaxIdType } from '../../wire/enums.js';
import type { StoredCustomLine, StoredMerchantDiscount } from '../cart/index.js';

/** A nullable JSON column that inserts may leave out. */
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** A timestamp column that may be null. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A numeric column: read as a decimal string, written as a string or a number. */
type Numeric = ColumnType<string, string | number, string | number>;
/** A nullable numeric column. */
type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

/** A stored postal address, in the wire's REST names (no nulls: absent fields are left out). */
export interface StoredAddress {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine?: string;
  addressLine2?: string;
  streetAddress?: { number?: string; name?: string; apt?: string };
  formattedAddress?: string;
}

/** A stored address with the person at it. */
export interface StoredContactInfo {
  address?: StoredAddress;
  /** `vatId`: a Brazilian tax id (CPF or CNPJ) whose check digits were validated, without punctuation. */
  contactDetails?: { firstName?: string; lastName?: string; phone?: string; company?: string; vatId?: { id: string; type: TaxIdType } };
}

export interface CartsTable {
  id: string;
  site_id: string;
  /** Visitor id or member identity id: the subject of the access token. */
  owner_id: string;
  coupon_id: string | null;
  coupon_code: string | null;
  buyer_note: string | null;
  contact_info: Json<StoredContactInfo> | null;
  selected_shipping_option: Json<{ code: string; carrierId?: string | null }> | null;
  /** Latest checkout created from this cart. */
  checkout_id: string | null;
  /** Amounts a merchant took off with an API key (PATCH `merchantDiscounts`). */
  merchant_discounts: NullableJson<StoredMerchantDiscount[]>;
  revision: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface CartLinesTable {
  id: string;
  site_id: string;
  cart_id: string;
  /** Product, variant and app: equal keys merge into one line. */
  line_key: string;
  app_id: string;
  product_id: string;
  /** The resolved variant; null for a product without variants. */
  variant_id: string | null;
  /** The catalog reference's options as the shopper sent them, kept for the wire. */
  options: Json<Record<string, unknown>>;
  quantity: number;
  /** A custom line item's own name, price and type (null for a catalog line). */
  custom: NullableJson<StoredCustomLine>;
  /** Insertion order. */
  seq: Generated<number>;
  created_at: CreatedAt;
}

/** What a coupon takes off: a share, an amount, the shipping, the price down to a fixed one, or Y items free for X bought. */
export type CouponKind = 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING' | 'FIXED_PRICE' | 'BUY_X_GET_Y';

/** Which lines a discount applies to. */
export type DiscountScope = 'ALL' | 'PRODUCTS' | 'COLLECTIONS';

export interface CouponsTable {
  id: string;
  site_id: string;
  /** Matched case-insensitively. */
  code: string;
  name: string;
  kind: CouponKind;
  /** PERCENTAGE: percent off, `"10.0000"`. */
  percentage: NullableNumeric;
  /** FIXED_AMOUNT: minor units off. */
  amount: number | null;
  /** FIXED_PRICE: what each item in scope costs, minor units. */
  fixed_price: number | null;
  /** BUY_X_GET_Y: items to buy. */
  buy_x: number | null;
  /** BUY_X_GET_Y: items then free (the cheapest in scope). */
  get_y: number | null;
  /** The coupon applies to one item of the order only. */
  limited_to_one_item: Generated<boolean>;
  /** Cart subtotal (minor units) the coupon needs. */
  minimum_subtotal: number | null;
  starts_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  usage_limit: number | null;
  times_used: Generated<number>;
  scope: DiscountScope;
  /** Product or collection ids of a PRODUCTS or COLLECTIONS scope. */
  scope_ids: string[];
  active: boolean;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface MerchantDiscountsTable {
  id: string;
  site_id: string;
  name: string;
  /** GLOBAL: every line; SPECIFIC_ITEMS: lines of the listed products or collections; SHIPPING: the shipping price. */
  discount_type: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
  /** Percent off, `"15.0000"` (100 for free shipping); exactly one of `percentage`, `amount` and `fixed_price` is set. */
  percentage: NullableNumeric;
  /** Minor units off (the lines in scope together, or each unit with `amount_per_unit`). */
  amount: number | null;
  /** What each unit in scope costs, minor units. */
  fixed_price: number | null;
  /** `amount` is taken off each unit in scope (Wix's `fixedAmount`), not off the lines together. */
  amount_per_unit: Generated<boolean>;
  minimum_subtotal: number | null;
  product_ids: string[];
  collection_ids: string[];
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  active: boolean;
  position: number;
  /** A Wix discount rule's `trigger`, as checked and normalised (amounts as decimal strings); null: always. */
  trigger_rule: Json<Record<string, unknown>> | null;
  /** A Wix discount rule's `specificItemsInfo.scopes` as given, for its answers; null for rows made otherwise. */
  target_scopes: Json<Record<string, unknown>[]> | null;
  revision: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One destination of a shipping region: a country, optionally limited to some subdivisions or postal codes; `*` is the rest of the world. */
export interface ShippingDestination {
  country: string;
  /** ISO 3166-2 codes (`US-CA`); empty or absent means the whole country. */
  subdivisions?: string[];
  /** Postal codes starting with one of these (upper case, without spaces or dashes); empty or absent means any (migration 0012). */
  postalCodePrefixes?: string[];
}

export interface ShippingRegionsTable {
  id: string;
  site_id: string;
  name: string;
  destinations: Json<ShippingDestination[]>;
  position: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A weight bracket: orders up to `maxWeight` KG (decimal string; null = any weight) cost `rate` minor units. */
export interface WeightRate {
  maxWeight: string | null;
  rate: number;
}

/** A subtotal bracket: orders whose items come to at most `maxSubtotal` minor units (null = any) cost `rate` minor units. */
export interface SubtotalRate {
  maxSubtotal: number | null;
  rate: number;
}

/** How a shipping option is priced. */
export type ShippingKind = 'FLAT' | 'BY_WEIGHT' | 'BY_SUBTOTAL' | 'PICKUP';

/** Opening hours of a pickup location on one day: `open` to `close`, `HH:MM` (24 h, local time of the location). */
export interface OpeningHours {
  day: 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
  open: string;
  close: string;
}

export interface ShippingOptionsTable {
  id: string;
  site_id: string;
  region_id: string;
  /** Unique within its region; what `selectedShippingOption.code` names. */
  code: string;
  title: string;
  kind: ShippingKind;
  /** FLAT and PICKUP: price in minor units. */
  rate: number;
  /** BY_WEIGHT: brackets in increasing weight. */
  weight_rates: Json<WeightRate[]>;
  /** BY_SUBTOTAL: brackets in increasing subtotal (migration 0012). */
  subtotal_rates: ColumnType<SubtotalRate[], string | undefined, string>;
  /** Free when the items (after discounts) reach this many minor units. */
  free_over: number | null;
  delivery_time: string | null;
  /** Fewest and most business days to deliver, when the merchant says (migration 0012). */
  min_days: number | null;
  max_days: number | null;
  instructions: string | null;
  pickup_location_id: string | null;
  position: number;
}

export interface PickupLocationsTable {
  id: string;
  site_id: string;
  name: string;
  address: Json<StoredAddress>;
  /** Opening hours, in day order (migration 0012). */
  hours: ColumnType<OpeningHours[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface TaxRatesTable {
  id: string;
  site_id: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 3166-2 (`US-CA`); null applies to the whole country. */
  subdivision: string | null;
  name: string;
  /** Decimal fraction, `"0.072500"`. */
  rate: Numeric;
  /** The rate of products in the REDUCED tax group; null: they pay `rate` (migration 0012). */
  reduced_rate: NullableNumeric;
  jurisdiction_type: 'COUNTRY' | 'STATE' | 'COUNTY' | 'CITY' | 'SPECIAL';
  /** Whether shipping is taxed at this rate too. */
  applies_to_shipping: boolean;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface CheckoutsTable {
  id: string;
  site_id: string;
  cart_id: string;
  owner_id: string;
  owner_kind: 'visitor' | 'member';
  /** SHA-256 of the snapshot: an unchanged cart and request give the same checkout. */
  fingerprint: string;
  idempotency_key: string | null;
  /** SHA-256 of the request body, to refuse an idempotency key reused for another request. */
  request_hash: string;
  channel_type: string;
  email: string | null;
  currency: string;
  shipping_address: Json<StoredAddress> | null;
  billing_address: Json<StoredAddress> | null;
  contact_info: Json<StoredContactInfo> | null;
  /** The option used: code, title, price and logistics. */
  shipping_option: Json<Record<string, unknown>> | null;
  coupon_id: string | null;
  coupon_code: string | null;
  /** The cart's merchant discounts when the checkout was made. */
  merchant_discounts: NullableJson<StoredMerchantDiscount[]>;
  /** Snapshot of every line: product, variant, name, options, quantity, prices in minor units, discount, tax. */
  line_items: Json<Record<string, unknown>[]>;
  applied_discounts: Json<Record<string, unknown>[]>;
  /** Sums in minor units: subtotal, shipping, discount, tax, total. */
  price_summary: Json<Record<string, number>>;
  /** The estimate as the wire showed it when the checkout was made. */
  totals: Json<Record<string, unknown>>;
  /** Which lines each membership pays, as the buyer chose (`membershipOptions.selectedMemberships`); null: none. */
  selected_memberships: ColumnType<StoredMembershipSelection[] | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** One membership chosen to pay some of a checkout's lines. */
export interface StoredMembershipSelection {
  membershipId: string;
  lineItemIds: string[];
}

export interface CommerceTables {
  carts: CartsTable;
  cart_lines: CartLinesTable;
  coupons: CouponsTable;
  merchant_discounts: MerchantDiscountsTable;
  shipping_regions: ShippingRegionsTable;
  shipping_options: ShippingOptionsTable;
  pickup_locations: PickupLocationsTable;
  tax_rates: TaxRatesTable;
  checkouts: CheckoutsTable;
}
