// Response schemas of the order calls: an order (Wix ecom Order, REST names), get and search answers.
import { Type } from 'typebox';
import {
  AddressWithContactSchema,
  BuyerSchema,
  CatalogReferenceSchema,
  DescriptionLineSchema,
  OrderPriceSchema,
  TranslatableTextSchema,
  WireImageSchema,
} from './ecom-common.js';

/** One line of an order. */
const OrderLineItemSchema = Type.Object({
  id: Type.String(),
  productName: TranslatableTextSchema,
  catalogReference: CatalogReferenceSchema,
  quantity: Type.Integer({ minimum: 1 }),
  totalDiscount: OrderPriceSchema,
  descriptionLines: Type.Array(DescriptionLineSchema),
  image: Type.Optional(WireImageSchema),
  physicalProperties: Type.Object({ weight: Type.Optional(Type.Number()), sku: Type.Optional(Type.String()), shippable: Type.Boolean() }),
  itemType: Type.Object({ preset: Type.String() }),
  price: OrderPriceSchema,
  priceBeforeDiscounts: OrderPriceSchema,
  fullPrice: OrderPriceSchema,
  lineItemPrice: OrderPriceSchema,
  totalPriceBeforeTax: OrderPriceSchema,
  totalPriceAfterTax: OrderPriceSchema,
  paymentOption: Type.String(),
  rootCatalogItemId: Type.String(),
  refundQuantity: Type.Integer(),
  restockQuantity: Type.Integer(),
});

/** An order (`Order` of src/wire/orders.ts). */
export const OrderSchema = Type.Object({
  id: Type.String(),
  number: Type.String({ examples: ['10001'] }),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  checkoutId: Type.String(),
  purchaseFlowId: Type.Optional(Type.String()),
  lineItems: Type.Array(OrderLineItemSchema),
  buyerInfo: Type.Intersect([BuyerSchema, Type.Object({ email: Type.String() })]),
  status: Type.String({ examples: ['APPROVED'] }),
  paymentStatus: Type.String({ examples: ['PAID'] }),
  fulfillmentStatus: Type.String({ examples: ['NOT_FULFILLED'] }),
  archived: Type.Boolean(),
  currency: Type.String(),
  weightUnit: Type.String(),
  taxIncludedInPrices: Type.Boolean(),
  siteLanguage: Type.String(),
  buyerLanguage: Type.String(),
  buyerNote: Type.Optional(Type.String()),
  priceSummary: Type.Object({
    subtotal: OrderPriceSchema,
    shipping: OrderPriceSchema,
    tax: OrderPriceSchema,
    discount: OrderPriceSchema,
    total: OrderPriceSchema,
    totalAdditionalFees: OrderPriceSchema,
  }),
  billingInfo: Type.Optional(AddressWithContactSchema),
  shippingInfo: Type.Optional(Type.Object({ code: Type.String(), title: Type.String(), carrierId: Type.Optional(Type.String()) })),
  recipientInfo: Type.Optional(AddressWithContactSchema),
  appliedDiscounts: Type.Array(Type.Object({ discountType: Type.String(), lineItemIds: Type.Array(Type.String()) })),
  taxSummary: Type.Object({ totalTax: OrderPriceSchema }),
  createdBy: BuyerSchema,
  channelInfo: Type.Object({ type: Type.String() }),
  balanceSummary: Type.Object({
    balance: Type.Object({ amount: Type.String(), formattedAmount: Type.String() }),
    paid: OrderPriceSchema,
    refunded: OrderPriceSchema,
  }),
  activities: Type.Array(Type.Object({ id: Type.String(), type: Type.String(), createdDate: Type.String({ format: 'date-time' }) })),
  paymentDetails: Type.Object({ providerId: Type.String(), title: Type.String(), kind: Type.String(), test: Type.Boolean() }),
});

/** `{order}`. */
export const OrderResponseSchema = Type.Object({ order: OrderSchema });

/** Answer of search orders: a page and its cursors. */
export const SearchOrdersResponseSchema = Type.Object({
  orders: Type.Array(OrderSchema),
  metadata: Type.Object({
    count: Type.Number(),
    cursors: Type.Object({ next: Type.Optional(Type.String()), prev: Type.Optional(Type.String()) }),
    hasNext: Type.Boolean(),
  }),
});
