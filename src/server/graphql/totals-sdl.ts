// GraphQL types of a cart's estimate (estimate totals): sums and line prices typed, the deeper parts as JSON as REST answers them.

/** SDL of the estimate types and input; names follow Wix's GraphQL schema (`EcomTotalsCalculatorV1PriceSummary`, ...). */
export const TOTALS_SDL = `
"""The sums of an estimate or a checkout."""
type EcomTotalsCalculatorV1PriceSummary {
  subtotal: EcommercePlatformCommonMultiCurrencyPrice
  shipping: EcommercePlatformCommonMultiCurrencyPrice
  tax: EcommercePlatformCommonMultiCurrencyPrice
  discount: EcommercePlatformCommonMultiCurrencyPrice
  total: EcommercePlatformCommonMultiCurrencyPrice
  additionalFees: EcommercePlatformCommonMultiCurrencyPrice
}

"""A line's prices after discounts and tax; taxDetails as REST answers it."""
type EcomTotalsCalculatorV1LineItemPricesData {
  totalPriceAfterTax: EcommercePlatformCommonMultiCurrencyPrice
  totalPriceBeforeTax: EcommercePlatformCommonMultiCurrencyPrice
  totalDiscount: EcommercePlatformCommonMultiCurrencyPrice
  price: EcommercePlatformCommonMultiCurrencyPrice
  priceBeforeDiscounts: EcommercePlatformCommonMultiCurrencyPrice
  lineItemPrice: EcommercePlatformCommonMultiCurrencyPrice
  fullPrice: EcommercePlatformCommonMultiCurrencyPrice
  taxDetails: JSON
}

"""One cart line of an estimate; paymentOption is MEMBERSHIP when a chosen membership pays it."""
type EcomTotalsCalculatorV1CalculatedLineItem {
  lineItemId: String
  pricesBreakdown: EcomTotalsCalculatorV1LineItemPricesData
  paymentOption: String
}

"""The estimate of the current cart, as REST estimate-totals answers it (deeper parts as JSON)."""
type EcomCartV1EstimateTotalsResponse {
  cart: EcomCartV1Cart
  calculatedLineItems: [EcomTotalsCalculatorV1CalculatedLineItem]
  priceSummary: EcomTotalsCalculatorV1PriceSummary
  payNow: EcomTotalsCalculatorV1PriceSummary
  payLater: EcomTotalsCalculatorV1PriceSummary
  currency: String
  weightUnit: EcomCartV1WeightUnit
  taxSummary: JSON
  shippingInfo: JSON
  appliedDiscounts: [JSON]
  calculationErrors: JSON
  membershipOptions: JSON
  additionalFees: [JSON]
  violations: [JSON]
}

input EcomCartV1StreetAddressInput { number: String name: String apt: String }

"""An address of an estimate: what is given must fit its country (a postal code, a state); nothing is required."""
input EcomCartV1AddressInput {
  country: String
  subdivision: String
  city: String
  postalCode: String
  addressLine: String
  addressLine2: String
  formattedAddress: String
  streetAddress: EcomCartV1StreetAddressInput
}

input EcomCartV1SelectedShippingOptionInput { code: String! carrierId: String }

"""A membership that pays lines: its id, its app and the cart lines it pays."""
input EcomCartV1SelectedMembershipInput { id: String! appId: String lineItemIds: [String!]! }

input EcomCartV1SelectedMembershipsInput { memberships: [EcomCartV1SelectedMembershipInput!] }

"""What to estimate for: an address, a shipping option, memberships; tax and shipping are calculated unless false."""
input EcomCurrentCartV1EstimateCurrentCartTotalsInput {
  selectedShippingOption: EcomCartV1SelectedShippingOptionInput
  shippingAddress: EcomCartV1AddressInput
  billingAddress: EcomCartV1AddressInput
  selectedMemberships: EcomCartV1SelectedMembershipsInput
  calculateTax: Boolean
  calculateShipping: Boolean
}
`;
