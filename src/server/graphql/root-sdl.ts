// The roots of the schema: queries (catalog, current cart, checkout and order reads) and mutations (the current cart's changes and estimate), with Wix's field names.

/**
 * SDL of Query and Mutation. Names are Wix's GraphQL names (`storesProductsV1Products`, `ecomCurrentCartV1AddToCurrentCart`,
 * ...); the two reads Wix serves as mutations (get current cart, collection by slug) are also queries here.
 */
export const ROOT_SDL = `
type Query {
  """Products: filter, sort and offset paging as REST query-platformized (default 50, at most 100)."""
  storesProductsV1Products(queryInput: StoresProductsV1QueryProductsInput): StoresProductsV1QueryProductsResponse
  """A product by id."""
  storesProductsV1Product(queryInput: StoresProductsV1GetProductInput!): CatalogV1Product
  """Collections: filter, sort and offset paging."""
  storesCollectionsV1Collections(queryInput: StoresCollectionsV1QueryCollectionsInput): StoresCollectionsV1QueryCollectionsResponse
  """A collection by id."""
  storesCollectionsV1Collection(queryInput: StoresCollectionsV1GetCollectionInput!): CatalogV1Collection
  """A collection by slug."""
  storesProductsV1GetCollectionBySlug(input: StoresProductsV1GetCollectionBySlugInput!): StoresProductsV1GetCollectionBySlugResponse
  """Store variants across products: filter, sort and offset paging."""
  storesVariantsV1Variants(queryInput: StoresVariantsV1QueryVariantsInput): StoresVariantsV1QueryVariantsResponse
  """A store variant by {productId}-{variantId}."""
  storesVariantsV1Variant(queryInput: StoresVariantsV1GetVariantInput!): CatalogV1StoreVariant
  """The current visitor's or member's cart (OWNED_CART_NOT_FOUND, the empty cart in its data, when there is none)."""
  ecomCartV1CurrentCartGetCurrentCart: EcomCartV1CartResponse
  """A checkout priced now, as REST GET checkout answers it (its owner, the checkout page, or a merchant key)."""
  ecomCheckoutV1GetCheckout(checkoutId: String!): EcomCheckoutV1GetCheckoutResponse
  """An order by id (a merchant key, or the member who bought it)."""
  ecomOrdersV1GetOrder(id: String!): EcomOrdersV1GetOrderResponse
}

type Mutation {
  """Add catalog items to the current cart; the same item twice adds up."""
  ecomCurrentCartV1AddToCurrentCart(input: EcomCurrentCartV1AddToCurrentCartInput!): EcomCartV1CartResponse
  """Set line quantities (1 to 9,999)."""
  ecomCurrentCartV1UpdateCurrentCartLineItemQuantity(input: EcomCurrentCartV1UpdateCurrentCartLineItemQuantityInput!): EcomCartV1CartResponse
  """Remove lines (ids already gone are ignored)."""
  ecomCurrentCartV1RemoveLineItemsFromCurrentCart(input: EcomCurrentCartV1RemoveLineItemsFromCurrentCartInput!): EcomCartV1CartResponse
  """Apply a coupon (couponCode), add lines, set the buyer note."""
  ecomCurrentCartV1UpdateCurrentCart(input: EcomCurrentCartV1UpdateCurrentCartInput!): EcomCartV1CartResponse
  """Subtotal, discounts, shipping, tax and total of the current cart for an address, shipping option and memberships."""
  ecomCurrentCartV1EstimateCurrentCartTotals(input: EcomCurrentCartV1EstimateCurrentCartTotalsInput): EcomCartV1EstimateTotalsResponse
  """Remove the coupon."""
  ecomCurrentCartV1RemoveCouponFromCurrentCart: EcomCartV1CartResponse
  """Snapshot the cart into a checkout (same cart, same checkout)."""
  ecomCurrentCartV1CreateCheckoutFromCurrentCart(input: EcomCurrentCartV1CreateCheckoutFromCurrentCartInput): EcomCurrentCartV1CreateCheckoutFromCurrentCartResponse
  """The current cart (Wix serves this read as a mutation)."""
  ecomCartV1CurrentCartGetCurrentCart: EcomCartV1CartResponse
  """A collection by slug (Wix serves this read as a mutation)."""
  storesProductsV1GetCollectionBySlug(input: StoresProductsV1GetCollectionBySlugInput!): StoresProductsV1GetCollectionBySlugResponse
}
`;
