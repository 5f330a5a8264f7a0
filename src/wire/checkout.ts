// Wire types of the checkout (@wix/ecom checkout, REST names) and Tote's additions for the hosted page: changes to confirm, payment methods, the way back.
import type {
  AddressWithContact,
  AppliedDiscount,
  CalculationErrors,
  CatalogReference,
  DescriptionLine,
  ItemTaxFullDetails,
  MultiCurrencyPrice,
  PageUrl,
  PriceSummary,
  SelectedCarrierServiceOption,
  ShippingOption,
  TaxSummary,
  TranslatableText,
  WireImage,
} from './cart.js';
import type { ItemAvailabilityStatus, ItemType, PaymentOptionType, WeightUnit } from './enums.js';
import type { WireCheckoutMembershipOptions } from './memberships.js';
import type { Order } from './orders.js';

/** A line of a checkout, priced from the catalog when the checkout is read. */
export interface CheckoutLineItem {
  id: string;
  quantity: number;
  catalogReference: CatalogReference;
  productName: TranslatableText;
  url?: PageUrl;
  media?: WireImage;
  /** Unit price after the catalog's own discount. */
  price: MultiCurrencyPrice;
  /** Unit price before the catalog's own discount. */
  fullPrice: MultiCurrencyPrice;
  priceBeforeDiscounts: MultiCurrencyPrice;
  /** `price` × `quantity`. */
  lineItemPrice: MultiCurrencyPrice;
  /** Cart discounts (coupon, automatic discounts) taken off this line. */
  discount: MultiCurrencyPrice;
  totalPriceBeforeTax: MultiCurrencyPrice;
  totalPriceAfterTax: MultiCurrencyPrice;
  taxDetails: ItemTaxFullDetails;
  descriptionLines: DescriptionLine[];
  availability: { status: ItemAvailabilityStatus; quantityAvailable?: number };
  physicalProperties: { weight?: number; sku?: string; shippable: boolean };
  itemType: { preset: ItemType };
  paymentOption: PaymentOptionType;
  rootCatalogItemId: string;
  customLineItem: boolean;
  priceUndetermined: boolean;
  fixedQuantity: boolean;
  savePaymentMethod: boolean;
  membersOnly: boolean;
}

/** Shipping of a checkout: where to, the chosen option, and the options the destination's region offers. */
export interface CheckoutShippingInfo {
  shippingDestination?: AddressWithContact;
  selectedCarrierServiceOption?: SelectedCarrierServiceOption;
  region?: { id: string; name: string };
  carrierServiceOptions: { carrierId: string; shippingOptions: ShippingOption[] }[];
}

/** A checkout as GET, PATCH and the other checkout calls answer it (`{checkout}`). */
export interface Checkout {
  id: string;
  cartId: string;
  lineItems: CheckoutLineItem[];
  billingInfo?: AddressWithContact;
  shippingInfo: CheckoutShippingInfo;
  buyerNote?: string;
  buyerInfo: { visitorId?: string; memberId?: string; email?: string };
  currency: string;
  conversionCurrency: string;
  paymentCurrency: string;
  priceSummary: PriceSummary;
  payNow: PriceSummary;
  payLater: PriceSummary;
  calculationErrors: CalculationErrors;
  appliedDiscounts: AppliedDiscount[];
  taxSummary: TaxSummary;
  weightUnit: WeightUnit;
  channelType: string;
  siteLanguage: string;
  buyerLanguage: string;
  /** An order was created from this checkout (or it was marked completed). */
  completed: boolean;
  taxIncludedInPrice: boolean;
  createdBy: { visitorId?: string; memberId?: string };
  createdDate: string;
  updatedDate: string;
  membershipOptions: WireCheckoutMembershipOptions;
  additionalFees: never[];
  violations: never[];
}

/**
 * A difference between what the buyer saw (the checkout's snapshot, or what they last confirmed) and the catalog now.
 * The checkout answers prices as they are now; an order is refused until the buyer confirms these.
 */
export type CheckoutChange =
  | { type: 'PRICE_CHANGED'; lineItemId: string; productName: string; previousPrice: MultiCurrencyPrice; price: MultiCurrencyPrice }
  | { type: 'NOT_ENOUGH_STOCK'; lineItemId: string; productName: string; quantity: number; quantityAvailable: number }
  | { type: 'ITEM_UNAVAILABLE'; lineItemId: string; productName: string }
  | { type: 'DISCOUNT_ENDED'; discountId: string; name: string }
  | { type: 'DISCOUNT_ADDED'; discountId: string; name: string }
  | { type: 'COUPON_NOT_APPLICABLE'; couponCode: string; reason: string; description: string };

/** A way to pay that the store offers (SPEC §4 payment option types). */
export interface PaymentMethodInfo {
  /** Id to send as `paymentMethod.providerId` of create-order: `offline`, `test-card`, ... */
  id: string;
  title: string;
  kind: PaymentOptionType;
  /** A test provider: no real money moves. Pages must say so. */
  test: boolean;
  /** What to show the buyer (the merchant's offline payment instructions, the test card numbers). */
  instructions?: string;
  /** The method needs card details. */
  needsCard: boolean;
}

/** What GET, PATCH, remove-coupon, confirm-changes and the session exchange answer. */
export interface CheckoutResponse {
  checkout: Checkout;
  /** Price, stock and discount changes since the buyer's snapshot; empty when nothing changed. */
  changes: CheckoutChange[];
  /** Names exactly this list of changes: send it to confirm-changes. */
  changesToken: string;
  paymentMethods: PaymentMethodInfo[];
  /** The order created from this checkout, once there is one. */
  orderId?: string;
  /** Where "back to the shop" goes (the session's cartPageUrl or postFlowUrl), checked against the client's origins. */
  backUrl?: string;
}

/** Card details for the test card provider (never stored: only the last four digits are kept). */
export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName?: string;
}

/** Body of POST `/ecom/v1/checkouts/{id}/create-order` (Tote adds `paymentMethod`; without it the order is paid offline). */
export interface CreateOrderRequest {
  paymentMethod?: { providerId: string; card?: CardDetails };
  savePaymentMethod?: boolean;
  delayCapture?: boolean;
}

/** Answer of create-order: the order's id (the same one for every retry). */
export interface CreateOrderResponse {
  orderId: string;
}

/** Answer of GET `/ecom/v1/checkouts/{id}/thank-you`: the order and the URL back to the shop with `orderId` added. */
export interface ThankYouResponse {
  order: Order;
  returnUrl?: string;
}

/** Application error codes of checkout calls, for clients to `switch` on. */
export type CheckoutErrorCode =
  | 'CHECKOUT_NOT_FOUND'
  | 'CHECKOUT_SESSION_EXPIRED'
  | 'CHECKOUT_SESSION_MISMATCH'
  | 'CHECKOUT_ALREADY_COMPLETED'
  | 'CHECKOUT_NOT_COMPLETED'
  | 'CHECKOUT_EMPTY'
  | 'CHECKOUT_CHANGED'
  | 'CHANGES_OUTDATED'
  | 'OUT_OF_STOCK'
  | 'SHIPPING_NOT_AVAILABLE'
  | 'PAYMENT_METHOD_NOT_AVAILABLE'
  | 'PAYMENT_DECLINED'
  | 'ORIGIN_NOT_ALLOWED'
  | 'ERROR_COUPON_DOES_NOT_EXIST'
  | 'ERROR_COUPON_IS_DISABLED'
  | 'ERROR_COUPON_IS_NOT_ACTIVE_YET'
  | 'ERROR_COUPON_HAS_EXPIRED'
  | 'ERROR_COUPON_USAGE_EXCEEDED'
  | 'ERROR_INVALID_SUBTOTAL'
  | 'ERROR_COUPON_NOT_APPLICABLE';
