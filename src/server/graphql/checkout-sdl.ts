// GraphQL types of a checkout, as REST GET /ecom/v1/checkouts/{id} answers it: sums and top-level facts typed, the deeper parts as JSON.

/** SDL of the checkout types; names follow Wix's GraphQL schema (`EcomCheckoutV1Checkout`). */
export const CHECKOUT_SDL = `
"""A checkout priced now (lines, addresses and discounts as JSON, as REST answers them)."""
type EcomCheckoutV1Checkout {
  id: String
  cartId: String
  lineItems: [JSON]
  billingInfo: JSON
  shippingInfo: JSON
  buyerNote: String
  buyerInfo: JSON
  currency: String
  conversionCurrency: String
  paymentCurrency: String
  priceSummary: EcomTotalsCalculatorV1PriceSummary
  payNow: EcomTotalsCalculatorV1PriceSummary
  payLater: EcomTotalsCalculatorV1PriceSummary
  calculationErrors: JSON
  appliedDiscounts: [JSON]
  taxSummary: JSON
  weightUnit: EcomCartV1WeightUnit
  channelType: String
  siteLanguage: String
  buyerLanguage: String
  completed: Boolean
  taxIncludedInPrice: Boolean
  createdBy: JSON
  createdDate: String
  updatedDate: String
  membershipOptions: JSON
  additionalFees: [JSON]
  violations: [JSON]
}

"""A checkout with its changes since the buyer's snapshot, the token to confirm them, and the ways to pay."""
type EcomCheckoutV1GetCheckoutResponse {
  checkout: EcomCheckoutV1Checkout
  changes: [JSON]
  changesToken: String
  paymentMethods: [JSON]
  orderId: String
  backUrl: String
}
`;
