// Wire types of the current cart (@wix/ecom currentCart, REST names): cart, line items, estimated totals, checkout creation.
import type { WireAddress } from './address.js';
import type { WireMembershipOptions } from './memberships.js';
import type { CartDiscountType, ChannelType, ItemAvailabilityStatus, ItemType, JurisdictionType, TaxIdType, TaxRateType, WeightUnit } from './enums.js';

export type { WireAddress } from './address.js';

/** `catalogReference.appId` of the store's own catalog (the stores catalog v1 app id the official packages use). */
export const STORES_APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';

/** Id of the store's built-in shipping calculator, the `carrierId` of its options. */
export const TOTE_SHIPPING_CARRIER_ID = '7a3c0f1e-5b2d-4e8a-9c61-0d4f2b8e7a15';

/** Most units of one line, and of one quantity in a request. */
export const MAX_LINE_QUANTITY = 9_999;

/**
 * Most units a shopper may pick for one line: what is in stock (when the store tracks it), never more than
 * {@link MAX_LINE_QUANTITY}, and at least 1 so a field always has a valid value.
 */
export function lineQuantityCap(inStock?: number | null): number {
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, inStock ?? MAX_LINE_QUANTITY));
}

/** Most lines a cart holds. */
export const MAX_CART_LINES = 300;

/** An amount of the site's currency: decimal strings (`"12.50"`) and formatted texts (`"$12.50"`). */
export interface MultiCurrencyPrice {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

/** A translatable text as the ecom protocol sends it. */
export interface TranslatableText {
  original: string;
  translated?: string;
}

/** What a line points at in a catalog. For the store's catalog `options` is `{variantId}` or `{options: {Size: "M"}}`. */
export interface CatalogReference {
  /** The product id. */
  catalogItemId: string;
  /** {@link STORES_APP_ID} for the store's catalog. */
  appId: string;
  options?: { variantId?: string; options?: Record<string, string> } | null;
}

/** One line of a line's description: a chosen option, as text or as a colour. */
export interface DescriptionLine {
  name: TranslatableText;
  plainText?: TranslatableText;
  colorInfo?: TranslatableText & { code?: string };
  lineType: 'PLAIN_TEXT' | 'COLOR';
}

/** An image as REST sends it; without `id` the official SDK hands out `url` as is. */
export interface WireImage {
  url: string;
  width?: number;
  height?: number;
  altText?: string;
}

/** A page URL (page-url-v2): the SDK reads `url`. */
export interface PageUrl {
  relativePath: string;
  url: string;
}

/** A line of the cart. Everything except `id`, `quantity` and `catalogReference` is computed by the server. */
export interface CartLineItem {
  id: string;
  quantity: number;
  catalogReference: CatalogReference;
  productName: TranslatableText;
  url?: PageUrl;
  /** Unit price after the catalog's own discount. */
  price: MultiCurrencyPrice;
  /** Unit price before the catalog's own discount. */
  fullPrice: MultiCurrencyPrice;
  /** Unit price before cart discounts (equals `price`). */
  priceBeforeDiscounts: MultiCurrencyPrice;
  /** `price` × `quantity`. */
  lineItemPrice: MultiCurrencyPrice;
  descriptionLines: DescriptionLine[];
  image?: WireImage;
  availability: { status: ItemAvailabilityStatus; quantityAvailable?: number };
  physicalProperties: { weight?: number; sku?: string; shippable: boolean };
  /** `custom`: the type a merchant named for a custom line item (the preset is then UNRECOGNISED). */
  itemType: { preset: ItemType; custom?: string };
  paymentOption: 'FULL_PAYMENT_ONLINE';
  rootCatalogItemId: string;
  customLineItem: boolean;
  priceUndetermined: boolean;
  fixedQuantity: boolean;
  savePaymentMethod: boolean;
  membersOnly: boolean;
}

/** A buyer's Brazilian tax id: a CPF (person) or CNPJ (company), kept without punctuation. */
export interface VatId {
  id: string;
  /** Requests may send `UNSPECIFIED` only without an id; answers always name the kind. */
  type: TaxIdType | 'UNSPECIFIED';
}

/** Contact details of an address. */
export interface ContactDetails {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  company?: string | null;
  /** Tax id of the buyer (Brazil), check digits validated. */
  vatId?: VatId | null;
}

/** An address with the person at it. */
export interface AddressWithContact {
  address?: WireAddress;
  contactDetails?: ContactDetails;
}

/** The shipping option a buyer picked. */
export interface SelectedShippingOption {
  code: string;
  carrierId?: string | null;
}

/** A discount kept on the cart: its coupon (automatic discounts appear in estimated totals). */
export interface CartDiscount {
  coupon?: { id: string; code: string };
  merchantDiscount?: { amount: MultiCurrencyPrice };
}

/** The current visitor's or member's cart. */
export interface Cart {
  /** Absent while the visitor has no cart yet. */
  id?: string;
  lineItems: CartLineItem[];
  buyerNote?: string;
  buyerInfo: { visitorId?: string; memberId?: string };
  currency: string;
  conversionCurrency: string;
  paymentCurrency: string;
  buyerLanguage: string;
  siteLanguage: string;
  taxIncludedInPrices: boolean;
  weightUnit: WeightUnit;
  /**
   * The lines' prices added up, before cart discounts (Wix's `cart.subtotal`; tax included when prices include it). Absent
   * for a cart stored past the amount bound before it existed (its totals answer CART_TOTAL_TOO_LARGE).
   */
  subtotal?: MultiCurrencyPrice;
  appliedDiscounts: CartDiscount[];
  contactInfo?: AddressWithContact;
  selectedShippingOption?: SelectedShippingOption;
  checkoutId?: string;
  createdDate?: string;
  updatedDate?: string;
  /** Increases by one with every change, as a string. */
  revision?: string;
}

/** `{cart}`: the answer of get, update, add, remove, quantities and remove-coupon. */
export interface CartResponse {
  cart: Cart;
}

/** A line to add: a catalog reference and a quantity (1 to {@link MAX_LINE_QUANTITY}). */
export interface AddLineItem {
  catalogReference: CatalogReference;
  quantity: number;
}

/** Body of POST `.../add-to-cart`. */
export interface AddToCartRequest {
  lineItems: AddLineItem[];
}

/** Body of POST `.../remove-line-items`. */
export interface RemoveLineItemsRequest {
  lineItemIds: string[];
}

/** Body of POST `.../update-line-items-quantity`. */
export interface UpdateLineItemsQuantityRequest {
  lineItems: { id: string; quantity: number }[];
}

/** Body of PATCH `/ecom/v1/carts/current`. */
export interface UpdateCartRequest {
  cartInfo?: { buyerNote?: string | null; contactInfo?: AddressWithContact | null; selectedShippingOption?: SelectedShippingOption | null };
  couponCode?: string | null;
  lineItems?: AddLineItem[];
  /** Comma-separated cartInfo paths to write (unlisted ones are left alone; listed but absent ones are cleared). */
  cartFieldmask?: string | string[];
}

/** Body of POST `.../estimate-totals`. */
export interface EstimateTotalsRequest {
  shippingAddress?: WireAddress;
  billingAddress?: WireAddress;
  selectedShippingOption?: SelectedShippingOption;
  selectedMemberships?: { memberships?: unknown[] };
  /** @default true */
  calculateTax?: boolean;
  /** @default true */
  calculateShipping?: boolean;
  calculateAdditionalFees?: boolean;
}

/** One tax authority's part of a tax. */
export interface TaxRateBreakdown {
  name: string;
  /** Decimal fraction, `"0.0725"`. */
  rate: string;
  tax: MultiCurrencyPrice;
}

/** Tax of one line or of shipping. */
export interface ItemTaxFullDetails {
  taxableAmount: MultiCurrencyPrice;
  /** Decimal fraction, `"0.0725"`. */
  taxRate: string;
  totalTax: MultiCurrencyPrice;
  rateBreakdown: TaxRateBreakdown[];
  taxBreakdown: {
    jurisdiction?: string;
    jurisdictionType: JurisdictionType;
    rate: string;
    taxName: string;
    taxAmount: MultiCurrencyPrice;
    taxableAmount: MultiCurrencyPrice;
  }[];
}

/** A line's prices after discounts and tax. */
export interface CalculatedLineItem {
  lineItemId: string;
  pricesBreakdown: {
    totalPriceAfterTax: MultiCurrencyPrice;
    totalPriceBeforeTax: MultiCurrencyPrice;
    taxDetails: ItemTaxFullDetails;
    totalDiscount: MultiCurrencyPrice;
    price: MultiCurrencyPrice;
    priceBeforeDiscounts: MultiCurrencyPrice;
    lineItemPrice: MultiCurrencyPrice;
    fullPrice: MultiCurrencyPrice;
  };
  /** MEMBERSHIP when a chosen membership pays the line (its price is then 0). */
  paymentOption: 'FULL_PAYMENT_ONLINE' | 'MEMBERSHIP';
}

/** The sums of an estimate. */
export interface PriceSummary {
  /** Lines before cart discounts and tax. */
  subtotal: MultiCurrencyPrice;
  /** Shipping before discounts and tax. */
  shipping: MultiCurrencyPrice;
  tax: MultiCurrencyPrice;
  /** Every cart discount: items and shipping. */
  discount: MultiCurrencyPrice;
  /** subtotal + shipping − discount (+ tax unless prices include it). */
  total: MultiCurrencyPrice;
  additionalFees: MultiCurrencyPrice;
}

/** Where a pickup option is picked up. */
export interface PickupDetails {
  address: WireAddress;
  businessLocation: boolean;
  pickupMethod: 'STORE_PICKUP' | 'PICKUP_POINT';
}

/** How an option delivers: a delivery time, instructions, a pickup address. */
export interface DeliveryLogistics {
  deliveryTime?: string;
  /** When it arrives (ISO dates), from the option's delivery days. */
  deliveryTimeSlot?: { from?: string; to?: string };
  instructions?: string;
  pickupDetails?: PickupDetails;
}

/** One shipping option offered for the destination. */
export interface ShippingOption {
  code: string;
  title: string;
  logistics: DeliveryLogistics;
  cost: { price: MultiCurrencyPrice; otherCharges: never[] };
}

/** The option the estimate used. */
export interface SelectedCarrierServiceOption {
  code: string;
  title: string;
  logistics: DeliveryLogistics;
  cost: {
    totalPriceAfterTax: MultiCurrencyPrice;
    totalPriceBeforeTax: MultiCurrencyPrice;
    taxDetails: ItemTaxFullDetails;
    totalDiscount: MultiCurrencyPrice;
    price: MultiCurrencyPrice;
  };
  /** True when the requested option was found; false when the first option was used instead. */
  requestedShippingOption: boolean;
  otherCharges: never[];
  carrierId: string;
}

/** Shipping of an estimate. */
export interface ShippingInformation {
  region?: { id: string; name: string };
  selectedCarrierServiceOption?: SelectedCarrierServiceOption;
  carrierServiceOptions: { carrierId: string; shippingOptions: ShippingOption[] }[];
}

/** A discount applied by an estimate: a coupon or an automatic discount of the merchant. */
export interface AppliedDiscount {
  discountType: CartDiscountType;
  lineItemIds: string[];
  coupon?: { id: string; code: string; name: string; amount: MultiCurrencyPrice };
  /** Automatic discounts: the amount, and the percentage when the discount is one. */
  merchantDiscount?: { amount: MultiCurrencyPrice; percentage?: number };
  /** Automatic discounts: the rule's id and name. */
  discountRule?: { id: string; name: TranslatableText; amount: MultiCurrencyPrice };
}

/** An error of one part of a calculation; the rest of the estimate stands. */
export interface CalculationErrorDetails {
  applicationError: { code: string; description: string; data: Record<string, unknown> };
}

/** Parts of an estimate that could not be calculated. */
export interface CalculationErrors {
  generalShippingCalculationError?: CalculationErrorDetails;
  selectedShippingOptionError?: CalculationErrorDetails;
  taxCalculationError?: CalculationErrorDetails;
  couponCalculationError?: CalculationErrorDetails;
  discountsCalculationError?: CalculationErrorDetails;
  orderValidationErrors?: { code: string; description: string; data: Record<string, unknown> }[];
}

/** Tax of the whole estimate. */
export interface TaxSummary {
  taxableAmount: MultiCurrencyPrice;
  totalTax: MultiCurrencyPrice;
  calculationDetails: { rateType: TaxRateType; manualRateReason?: 'GLOBAL_SETTING_TO_MANUAL' | 'REGION_SETTING_TO_MANUAL' };
}

/** Answer of POST `.../estimate-totals`. */
export interface EstimateTotalsResponse {
  cart: Cart;
  calculatedLineItems: CalculatedLineItem[];
  priceSummary: PriceSummary;
  taxSummary: TaxSummary;
  shippingInfo: ShippingInformation;
  appliedDiscounts: AppliedDiscount[];
  calculationErrors: CalculationErrors;
  membershipOptions: WireMembershipOptions;
  additionalFees: never[];
  violations: never[];
  weightUnit: WeightUnit;
  currency: string;
  payNow: PriceSummary;
  payLater: PriceSummary;
}

/** Body of POST `.../create-checkout`. */
export interface CreateCheckoutRequest {
  /** @default 'WEB' */
  channelType?: ChannelType;
  shippingAddress?: WireAddress;
  billingAddress?: WireAddress;
  selectedShippingOption?: SelectedShippingOption;
  email?: string | null;
  /**
   * Tote's addition: check out only these lines of the cart, each with at most its cart quantity (a "Buy now"); the order then
   * takes only these units out of the cart. @default the whole cart
   */
  lineItems?: { id: string; quantity: number }[];
}

/** Answer of POST `.../create-checkout`. */
export interface CreateCheckoutResponse {
  checkoutId: string;
}

/** Application error codes of cart calls, for clients to `switch` on. */
export type CartErrorCode =
  | 'PRODUCT_NOT_FOUND'
  | 'VARIANT_NOT_FOUND'
  | 'OPTION_NOT_FOUND'
  | 'OPTION_CHOICE_NOT_FOUND'
  | 'PRODUCT_OPTIONS_REQUIRED'
  | 'CATALOG_NOT_FOUND'
  | 'INSUFFICIENT_INVENTORY'
  | 'LINE_ITEM_NOT_FOUND'
  | 'CART_LINE_LIMIT_EXCEEDED'
  | 'CART_EMPTY'
  | 'CART_ITEMS_NOT_AVAILABLE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'ERROR_COUPON_DOES_NOT_EXIST'
  | 'ERROR_COUPON_IS_DISABLED'
  | 'ERROR_COUPON_IS_NOT_ACTIVE_YET'
  | 'ERROR_COUPON_HAS_EXPIRED'
  | 'ERROR_COUPON_USAGE_EXCEEDED'
  | 'ERROR_INVALID_SUBTOTAL'
  | 'ERROR_COUPON_NOT_APPLICABLE'
  /** No cart of the caller's site has this id (or it is another shopper's). */
  | 'CART_NOT_FOUND'
  /**
   * The caller has no current cart yet (GET of the current cart, as Wix answers it); `data.cart` holds the empty cart
   * (without `id`) a shop shows meanwhile.
   */
  | 'OWNED_CART_NOT_FOUND'
  /** A cart reminder's link that is not one (or is another site's). */
  | 'CART_REMINDER_NOT_FOUND'
  /** A cart reminder's link past its time. */
  | 'CART_REMINDER_EXPIRED'
  /** A cart reminder's link already used by another shopper. */
  | 'CART_REMINDER_USED'
  /** The cart's subtotal would pass the bound that keeps totals exact (prices set before the bound existed). */
  | 'CART_TOTAL_TOO_LARGE';
