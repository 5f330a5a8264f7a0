// Response schemas of the checkout calls: the checkout with its changes and payment methods, and the order it creates.
import { Type } from 'typebox';
import { AppliedDiscountSchema, CalculationErrorsSchema, ShippingInformationSchema, ShippingOptionSchema, TaxSummarySchema } from './cart.js';
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
import { OrderSchema } from './orders.js';

/** One line of a checkout, with its tax. */
const CheckoutLineItemSchema = Type.Object({
  id: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  catalogReference: CatalogReferenceSchema,
  productName: TranslatableTextSchema,
  media: Type.Optional(WireImageSchema),
  price: MultiCurrencyPriceSchema,
  fullPrice: MultiCurrencyPriceSchema,
  priceBeforeDiscounts: MultiCurrencyPriceSchema,
  lineItemPrice: MultiCurrencyPriceSchema,
  discount: MultiCurrencyPriceSchema,
  totalPriceBeforeTax: MultiCurrencyPriceSchema,
  totalPriceAfterTax: MultiCurrencyPriceSchema,
  taxDetails: Type.Object({ taxRate: Type.String(), totalTax: MultiCurrencyPriceSchema }),
  descriptionLines: Type.Array(DescriptionLineSchema),
  ...LineFactsSchema,
  paymentOption: Type.String(),
  rootCatalogItemId: Type.String(),
});

/** A checkout (`Checkout` of src/wire/checkout.ts). */
export const CheckoutSchema = Type.Object({
  id: Type.String(),
  cartId: Type.String(),
  lineItems: Type.Array(CheckoutLineItemSchema),
  billingInfo: Type.Optional(AddressWithContactSchema),
  shippingInfo: Type.Intersect([ShippingInformationSchema, Type.Object({ shippingDestination: Type.Optional(AddressWithContactSchema) })]),
  buyerNote: Type.Optional(Type.String()),
  buyerInfo: BuyerSchema,
  currency: Type.String(),
  conversionCurrency: Type.String(),
  paymentCurrency: Type.String(),
  priceSummary: PriceSummarySchema,
  payNow: PriceSummarySchema,
  payLater: PriceSummarySchema,
  calculationErrors: CalculationErrorsSchema,
  appliedDiscounts: Type.Array(AppliedDiscountSchema),
  taxSummary: TaxSummarySchema,
  weightUnit: Type.String(),
  channelType: Type.String(),
  siteLanguage: Type.String(),
  buyerLanguage: Type.String(),
  completed: Type.Boolean(),
  taxIncludedInPrice: Type.Boolean(),
  createdBy: BuyerSchema,
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});

/** `{checkout, changes, changesToken, paymentMethods}`: the answer of get and update checkout (`CheckoutResponse`). */
export const CheckoutResponseSchema = Type.Object({
  checkout: CheckoutSchema,
  changes: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  changesToken: Type.String(),
  paymentMethods: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      kind: Type.String(),
      test: Type.Boolean(),
      instructions: Type.Optional(Type.String()),
      needsCard: Type.Boolean(),
    }),
  ),
  orderId: Type.Optional(Type.String()),
  backUrl: Type.Optional(Type.String()),
});

/** Answer of create order. */
export const CreateOrderResponseSchema = Type.Object({ orderId: Type.String() });

/** Answer of the thank-you page's read: the order and where to go back to. */
export const ThankYouResponseSchema = Type.Object({ order: OrderSchema, returnUrl: Type.Optional(Type.String()) });

/** Answer of the checkout's shipping options for an address: the region's options with their prices, or why there are none. */
export const ShippingOptionsResponseSchema = Type.Object({
  region: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
  shippingOptions: Type.Array(ShippingOptionSchema),
  calculationErrors: CalculationErrorsSchema,
});
