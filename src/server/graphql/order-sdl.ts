// GraphQL types of an order, as REST GET /ecom/v1/orders/{id} answers it: statuses, sums and top-level facts typed, the deeper parts as JSON.

/** SDL of the order types; names follow Wix's GraphQL schema (`EcomOrdersV1Order`). */
export const ORDER_SDL = `
"""An amount of an order: a decimal string ("12.50") and its formatted text ("$12.50")."""
type EcomOrdersV1Price { amount: String formattedAmount: String }

"""The sums of an order."""
type EcomOrdersV1PriceSummary {
  subtotal: EcomOrdersV1Price
  shipping: EcomOrdersV1Price
  tax: EcomOrdersV1Price
  discount: EcomOrdersV1Price
  total: EcomOrdersV1Price
  totalAdditionalFees: EcomOrdersV1Price
}

"""An order (lines, addresses, discounts, activities and payments as JSON, as REST answers them)."""
type EcomOrdersV1Order {
  id: String
  number: String
  createdDate: String
  updatedDate: String
  checkoutId: String
  purchaseFlowId: String
  lineItems: [JSON]
  buyerInfo: JSON
  status: String
  paymentStatus: String
  fulfillmentStatus: String
  archived: Boolean
  currency: String
  weightUnit: EcomCartV1WeightUnit
  taxIncludedInPrices: Boolean
  siteLanguage: String
  buyerLanguage: String
  buyerNote: String
  priceSummary: EcomOrdersV1PriceSummary
  billingInfo: JSON
  shippingInfo: JSON
  recipientInfo: JSON
  appliedDiscounts: [JSON]
  taxSummary: JSON
  taxInfo: JSON
  createdBy: JSON
  channelInfo: JSON
  balanceSummary: JSON
  activities: [JSON]
  paymentDetails: JSON
}

type EcomOrdersV1GetOrderResponse { order: EcomOrdersV1Order }
`;
