// GraphQL types of the current cart and its inputs, as the REST cart calls answer and take them.
import { ItemAvailabilityStatus, ItemType, WeightUnit } from '../../wire/enums.js';
import { CHANNEL_TYPES } from '../cart/cart-schemas.js';
import { enumSdl } from './common-sdl.js';

/** SDL of the cart types; names follow Wix's GraphQL schema (`EcomCartV1Cart`, `EcomCartV1LineItemInput`, ...). */
export const CART_SDL = `
${enumSdl('EcomCartV1ItemAvailabilityStatus', ItemAvailabilityStatus, 'Whether a cart line can be bought as it is.')}
${enumSdl('EcomCartV1ItemType', ItemType, 'What kind of item a cart line is.')}
${enumSdl('EcomCartV1WeightUnit', WeightUnit, 'Weight unit of the cart.')}
${enumSdl('EcomCartV1ChannelType', Object.fromEntries(CHANNEL_TYPES.map((c) => [c, c])), 'Where a checkout comes from.')}

"""An amount of the site currency: decimal strings ("12.50") and formatted texts ("$12.50")."""
type EcommercePlatformCommonMultiCurrencyPrice {
  amount: String
  convertedAmount: String
  formattedAmount: String
  formattedConvertedAmount: String
}

type EcomCartV1TranslatableText { original: String translated: String }

type EcomCartV1ColorInfo { original: String translated: String code: String }

type EcomCartV1DescriptionLine {
  name: EcomCartV1TranslatableText
  plainText: EcomCartV1TranslatableText
  colorInfo: EcomCartV1ColorInfo
  lineType: String
}

"""What a line points at: the product (catalogItemId), the store's app id, and {variantId} or {options: {Size: "M"}}."""
type EcommerceCatalogSpiV1CatalogReference { catalogItemId: String appId: String options: JSON }

type EcomCartV1Image { url: String width: Int height: Int altText: String }

type EcomCartV1PageUrl { relativePath: String url: String }

type EcomCartV1ItemAvailabilityInfo { status: EcomCartV1ItemAvailabilityStatus quantityAvailable: Int }

type EcomCartV1PhysicalProperties { weight: Float sku: String shippable: Boolean }

type EcomCartV1ItemTypeInfo { preset: EcomCartV1ItemType }

"""A line of the cart; everything but id, quantity and catalogReference is computed by the store."""
type EcomCartV1LineItem {
  id: String
  quantity: Int
  catalogReference: EcommerceCatalogSpiV1CatalogReference
  productName: EcomCartV1TranslatableText
  url: EcomCartV1PageUrl
  price: EcommercePlatformCommonMultiCurrencyPrice
  fullPrice: EcommercePlatformCommonMultiCurrencyPrice
  priceBeforeDiscounts: EcommercePlatformCommonMultiCurrencyPrice
  lineItemPrice: EcommercePlatformCommonMultiCurrencyPrice
  descriptionLines: [EcomCartV1DescriptionLine]
  image: EcomCartV1Image
  availability: EcomCartV1ItemAvailabilityInfo
  physicalProperties: EcomCartV1PhysicalProperties
  itemType: EcomCartV1ItemTypeInfo
  paymentOption: String
  rootCatalogItemId: String
  customLineItem: Boolean
  priceUndetermined: Boolean
  fixedQuantity: Boolean
  savePaymentMethod: Boolean
  membersOnly: Boolean
}

type EcomCartV1BuyerInfo { visitorId: String memberId: String }

type EcomCartV1StreetAddress { number: String name: String apt: String }

type EcomCartV1Address {
  country: String
  subdivision: String
  city: String
  postalCode: String
  addressLine: String
  addressLine2: String
  formattedAddress: String
  streetAddress: EcomCartV1StreetAddress
}

type EcomCartV1ContactDetails { firstName: String lastName: String phone: String company: String }

type EcomCartV1AddressWithContact { address: EcomCartV1Address contactDetails: EcomCartV1ContactDetails }

type EcomCartV1SelectedShippingOption { code: String carrierId: String }

type EcomCartV1Coupon { id: String code: String }

type EcomCartV1MerchantDiscount { amount: EcommercePlatformCommonMultiCurrencyPrice }

type EcomCartV1CartDiscount { coupon: EcomCartV1Coupon merchantDiscount: EcomCartV1MerchantDiscount }

"""The current visitor's or member's cart."""
type EcomCartV1Cart {
  id: String
  lineItems: [EcomCartV1LineItem]
  buyerNote: String
  buyerInfo: EcomCartV1BuyerInfo
  currency: String
  conversionCurrency: String
  paymentCurrency: String
  buyerLanguage: String
  siteLanguage: String
  taxIncludedInPrices: Boolean
  weightUnit: EcomCartV1WeightUnit
  """The lines' prices added up, before cart discounts (absent for a cart stored past the amount bound)."""
  subtotal: EcommercePlatformCommonMultiCurrencyPrice
  appliedDiscounts: [EcomCartV1CartDiscount]
  contactInfo: EcomCartV1AddressWithContact
  selectedShippingOption: EcomCartV1SelectedShippingOption
  checkoutId: String
  createdDate: String
  updatedDate: String
  revision: String
}

type EcomCartV1CartResponse { cart: EcomCartV1Cart }

input EcommerceCatalogSpiV1CatalogReferenceInput {
  catalogItemId: String!
  appId: String!
  """{variantId} or {options: {"Size": "M"}}."""
  options: JSON
}

"""A line to add: a catalog reference and a quantity (1 to 9,999)."""
input EcomCartV1LineItemInput { catalogReference: EcommerceCatalogSpiV1CatalogReferenceInput! quantity: Int! }

input EcomCartV1LineItemQuantityUpdateInput { id: String! quantity: Int! }

input EcomCurrentCartV1AddToCurrentCartInput { lineItems: [EcomCartV1LineItemInput!] }

input EcomCurrentCartV1UpdateCurrentCartLineItemQuantityInput { lineItems: [EcomCartV1LineItemQuantityUpdateInput!]! }

input EcomCurrentCartV1RemoveLineItemsFromCurrentCartInput { lineItemIds: [String!]! }

input EcomCartV1CartInfoInput { buyerNote: String }

"""Apply a coupon (couponCode), add lines, set the buyer note."""
input EcomCurrentCartV1UpdateCurrentCartInput {
  couponCode: String
  cartInfo: EcomCartV1CartInfoInput
  lineItems: [EcomCartV1LineItemInput!]
}

input EcomCurrentCartV1CreateCheckoutFromCurrentCartInput { channelType: EcomCartV1ChannelType }

type EcomCurrentCartV1CreateCheckoutFromCurrentCartResponse { checkoutId: String }
`;
