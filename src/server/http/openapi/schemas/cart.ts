// Response schemas of the current cart's calls: the cart, estimated totals and the checkout it creates.
import { Type } from 'typebox';
import {
  AddressWithContactSchema,
  BuyerSchema,
  CatalogReferenceSchema,
  DescriptionLineSchema,
  LineFactsSchema,
  MultiCurrencyPriceSchema,
  PriceSummarySchema,
  TranslatableTextSchema,
  WireImageSchema,
} from './ecom-common.js';

/** One line of the cart (`CartLineItem` of src/wire/cart.ts). */
export const CartLineItemSchema = Type.Object({
  id: Type.String(),
  quantity: Type.Integer({ minimum: 1, examples: [2] }),
  catalogReference: CatalogReferenceSchema,
  productName: TranslatableTextSchema,
  url: Type.Optional(Type.Object({ relativePath: Type.String(), url: Type.String() })),
  price: MultiCurrencyPriceSchema,
  fullPrice: MultiCurrencyPriceSchema,
  priceBeforeDiscounts: MultiCurrencyPriceSchema,
  lineItemPrice: MultiCurrencyPriceSchema,
  descriptionLines: Type.Array(DescriptionLineSchema),
  image: Type.Optional(WireImageSchema),
  ...LineFactsSchema,
  paymentOption: Type.String(),
  rootCatalogItemId: Type.String(),
  customLineItem: Type.Boolean(),
  priceUndetermined: Type.Boolean(),
  fixedQuantity: Type.Boolean(),
  savePaymentMethod: Type.Boolean(),
  membersOnly: Type.Boolean(),
});

/** A discount on the cart: a coupon or the merchant's. */
const CartDiscountSchema = Type.Object({
  coupon: Type.Optional(Type.Object({ id: Type.String(), code: Type.String() })),
  merchantDiscount: Type.Optional(Type.Object({ amount: MultiCurrencyPriceSchema })),
});

/** The visitor's or member's cart (`Cart` of src/wire/cart.ts); a cart never written has no `id`. */
export const CartSchema = Type.Object({
  id: Type.Optional(Type.String()),
  lineItems: Type.Array(CartLineItemSchema),
  buyerNote: Type.Optional(Type.String()),
  buyerInfo: BuyerSchema,
  currency: Type.String({ examples: ['EUR'] }),
  conversionCurrency: Type.String(),
  paymentCurrency: Type.String(),
  buyerLanguage: Type.String(),
  siteLanguage: Type.String(),
  taxIncludedInPrices: Type.Boolean(),
  weightUnit: Type.String({ examples: ['KG'] }),
  subtotal: Type.Optional(MultiCurrencyPriceSchema),
  appliedDiscounts: Type.Array(CartDiscountSchema),
  contactInfo: Type.Optional(AddressWithContactSchema),
  selectedShippingOption: Type.Optional(Type.Object({ code: Type.String(), carrierId: Type.Optional(Type.Union([Type.String(), Type.Null()])) })),
  checkoutId: Type.Optional(Type.String()),
  createdDate: Type.Optional(Type.String({ format: 'date-time' })),
  updatedDate: Type.Optional(Type.String({ format: 'date-time' })),
  revision: Type.Optional(Type.String()),
});

/** `{cart}`: the answer of get, update, add, remove, change quantities and remove coupon. */
export const CartResponseSchema = Type.Object({ cart: CartSchema });

/** An application error inside `calculationErrors`. */
const CalculationErrorSchema = Type.Object({
  applicationError: Type.Object({ code: Type.String(), description: Type.String(), data: Type.Record(Type.String(), Type.Unknown()) }),
});

/** A shipping option with its price. */
export const ShippingOptionSchema = Type.Object({
  code: Type.String(),
  title: Type.String(),
  logistics: Type.Object({ deliveryTime: Type.Optional(Type.String()), instructions: Type.Optional(Type.String()) }),
  cost: Type.Object({ price: MultiCurrencyPriceSchema }),
});

/** Shipping of a cart or checkout: the region, the choices and the chosen one. */
export const ShippingInformationSchema = Type.Object({
  region: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
  selectedCarrierServiceOption: Type.Optional(Type.Object({ code: Type.String(), title: Type.String(), carrierId: Type.String() })),
  carrierServiceOptions: Type.Array(Type.Object({ carrierId: Type.String(), shippingOptions: Type.Array(ShippingOptionSchema) })),
});

/** A discount applied to the totals. */
export const AppliedDiscountSchema = Type.Object({
  discountType: Type.String(),
  lineItemIds: Type.Array(Type.String()),
  coupon: Type.Optional(Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), amount: MultiCurrencyPriceSchema })),
  merchantDiscount: Type.Optional(Type.Object({ amount: MultiCurrencyPriceSchema, percentage: Type.Optional(Type.Number()) })),
  discountRule: Type.Optional(Type.Object({ id: Type.String(), name: TranslatableTextSchema, amount: MultiCurrencyPriceSchema })),
});

/** What could not be calculated (shipping, tax, coupon, discounts, order validation). */
export const CalculationErrorsSchema = Type.Object({
  generalShippingCalculationError: Type.Optional(CalculationErrorSchema),
  selectedShippingOptionError: Type.Optional(CalculationErrorSchema),
  taxCalculationError: Type.Optional(CalculationErrorSchema),
  couponCalculationError: Type.Optional(CalculationErrorSchema),
  discountsCalculationError: Type.Optional(CalculationErrorSchema),
  orderValidationErrors: Type.Optional(Type.Array(Type.Object({ code: Type.String(), description: Type.String() }))),
});

/** Tax totals. */
export const TaxSummarySchema = Type.Object({
  taxableAmount: MultiCurrencyPriceSchema,
  totalTax: MultiCurrencyPriceSchema,
  calculationDetails: Type.Object({ rateType: Type.String(), manualRateReason: Type.Optional(Type.String()) }),
});

/** Answer of estimate totals (`EstimateTotalsResponse` of src/wire/cart.ts). */
export const EstimateTotalsResponseSchema = Type.Object({
  cart: CartSchema,
  calculatedLineItems: Type.Array(Type.Object({ lineItemId: Type.String(), pricesBreakdown: Type.Record(Type.String(), Type.Unknown()) })),
  priceSummary: PriceSummarySchema,
  taxSummary: TaxSummarySchema,
  shippingInfo: ShippingInformationSchema,
  appliedDiscounts: Type.Array(AppliedDiscountSchema),
  calculationErrors: CalculationErrorsSchema,
  membershipOptions: Type.Object({
    eligibleMemberships: Type.Array(Type.Unknown()),
    invalidMemberships: Type.Array(Type.Unknown()),
    selectedMemberships: Type.Array(Type.Unknown()),
  }),
  additionalFees: Type.Array(Type.Unknown()),
  violations: Type.Array(Type.Unknown()),
  weightUnit: Type.String(),
  currency: Type.String(),
  payNow: PriceSummarySchema,
  payLater: PriceSummarySchema,
});

/** Answer of create checkout: the new checkout's id. */
export const CreateCheckoutResponseSchema = Type.Object({ checkoutId: Type.String() });
