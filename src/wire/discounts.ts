// Wire shapes of the merchant's discounts: Wix Coupons (`/stores/v2/coupons`) and eCom Discount Rules (`/ecom/v1/discount-rules`).
import type { PagingMetadata } from './query.js';

/** Coupon kinds as `specification.type` names them; each matches one value field of the specification. */
export type CouponType = 'MONEY_OFF_AMOUNT' | 'PERCENT_OFF_RATE' | 'FREE_SHIPPING' | 'FIXED_PRICE_AMOUNT' | 'BUY_X_GET_Y';

/** What a coupon applies to: all store products (`{namespace: 'stores'}`), one product or one collection. */
export interface CouponScope {
  namespace: string;
  group?: { name: string; entityId?: string };
}

/** A coupon's definition, as merchants write it and read it back. Times are UNIX epoch milliseconds. */
export interface CouponSpecification {
  name?: string;
  /** Unique per site, compared case-insensitively; at most 20 characters. */
  code?: string;
  startTime?: number;
  expirationTime?: number;
  /** Uses in total, all customers together. */
  usageLimit?: number;
  /** The coupon applies to one item of the order only. */
  limitedToOneItem?: boolean;
  appliesToSubscriptions?: boolean;
  active?: boolean;
  scope?: CouponScope;
  /** Subtotal the cart needs, in the site currency. */
  minimumSubtotal?: number;
  /** Read only: the kind, from the value field that is set. */
  type?: CouponType;
  moneyOffAmount?: number;
  /** Percent off, more than 0 and at most 100. */
  percentOffRate?: number;
  freeShipping?: boolean;
  /** What each item in scope costs with the coupon. */
  fixedPriceAmount?: number;
  /** Buy `x` items in scope, get `y` more at no cost. */
  buyXGetY?: { x: number; y: number };
}

/** A coupon with what the store knows about it. */
export interface WireCoupon {
  id: string;
  specification: CouponSpecification;
  /** UNIX epoch milliseconds. */
  dateCreated: number;
  /** Past its expiration time. */
  expired: boolean;
  numberOfUsages: number;
  displayData: { name: string };
}

/** Answer of a coupon query. */
export interface QueryCouponsResponse {
  coupons: WireCoupon[];
  metadata: PagingMetadata & { items: number };
  totalResults: number;
}

/** A set of catalog items: the store's products (some or all of them), or its collections. */
export interface DiscountScope {
  id?: string;
  type: 'CATALOG_ITEM' | 'CUSTOM_FILTER';
  /** CATALOG_ITEM: the store's app id, and product ids (none = every product). */
  catalogItemFilter?: { catalogAppId: string; catalogItemIds?: string[] };
  /** CUSTOM_FILTER: the store's app id and `params.collectionIds`. */
  customFilter?: { appId: string; params: { collectionIds?: string[] } & Record<string, unknown> };
}

/** When a discount rule applies; amounts are decimal strings in the site currency. */
export interface DiscountTrigger {
  triggerType: 'AND' | 'OR' | 'SUBTOTAL_RANGE' | 'ITEM_QUANTITY_RANGE';
  and?: { triggers: DiscountTrigger[] };
  or?: { triggers: DiscountTrigger[] };
  subtotalRange?: { scopes?: DiscountScope[]; from?: string; to?: string };
  itemQuantityRange?: { scopes?: DiscountScope[]; from?: number; to?: number };
}

/** One discount of a rule. */
export interface DiscountValue {
  targetType: 'SPECIFIC_ITEMS';
  specificItemsInfo: { scopes: DiscountScope[] };
  discountType: 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FIXED_PRICE';
  percentage?: number;
  /** Off each item in scope. */
  fixedAmount?: string;
  /** What each item in scope costs. */
  fixedPrice?: string;
}

/** An automatic discount ("discount rule"). */
export interface WireDiscountRule {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  active: boolean;
  name: string;
  trigger?: DiscountTrigger;
  activeTimeInfo?: { start?: string; end?: string };
  discounts: { values: DiscountValue[] };
  /** LIVE, PENDING (starts later) or EXPIRED. */
  status: 'LIVE' | 'EXPIRED' | 'PENDING';
  usageCount: number;
}

/** Answer of a discount rule query. */
export interface QueryDiscountRulesResponse {
  discountRules: WireDiscountRule[];
  pagingMetadata: PagingMetadata;
}
