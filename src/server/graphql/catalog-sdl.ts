// GraphQL types of the catalog: products, their variants and options, collections and store variants, as the REST reads answer them.
import { InventoryStatus, MeasurementUnit, MediaItemType, OptionType, ProductType, CatalogDiscountType } from '../../wire/enums.js';
import { enumSdl } from './common-sdl.js';

/** SDL of the catalog types; names follow Wix's GraphQL schema (`CatalogV1Product`, ...), fields the REST answers. */
export const CATALOG_SDL = `
${enumSdl('CatalogV1InventoryStatus', InventoryStatus, 'Stock state of a product.')}
${enumSdl('CatalogV1MeasurementUnit', MeasurementUnit, 'Units of price-per-unit data.')}
${enumSdl('CatalogV1MediaItemType', MediaItemType, 'Kinds of media item.')}
${enumSdl('CatalogV1OptionType', OptionType, 'How a product option is shown.')}
${enumSdl('CatalogV1ProductType', ProductType, 'Physical or digital product.')}
${enumSdl('CatalogV1DiscountType', CatalogDiscountType, "How a product's own discount is expressed.")}

type CatalogV1NumericPropertyRange { minValue: Float maxValue: Float }

type CatalogV1FormattedPrice { price: String discountedPrice: String pricePerUnit: String }

"""A price in the site currency; amounts in major units (12.5)."""
type CatalogV1PriceData {
  currency: String
  price: Float
  discountedPrice: Float
  formatted: CatalogV1FormattedPrice
  pricePerUnit: Float
}

"""Cost and profit: merchants only, with includeMerchantSpecificData."""
type CatalogV1CostAndProfitData {
  itemCost: Float
  formattedItemCost: String
  profit: Float
  formattedProfit: String
  profitMargin: Float
}

type CatalogV1PricePerUnitData {
  totalQuantity: Float
  totalMeasurementUnit: CatalogV1MeasurementUnit
  baseQuantity: Float
  baseMeasurementUnit: CatalogV1MeasurementUnit
}

type CatalogV1Stock { trackInventory: Boolean quantity: Int inStock: Boolean inventoryStatus: CatalogV1InventoryStatus }

type CatalogV1VariantStock { trackQuantity: Boolean quantity: Int inStock: Boolean }

type CatalogV1MediaItemUrlAndSize { url: String width: Int height: Int format: String altText: String }

type CatalogV1MediaItemVideo { files: [CatalogV1MediaItemUrlAndSize] stillFrameMediaId: String }

type CatalogV1MediaItem {
  id: String
  mediaType: CatalogV1MediaItemType
  title: String
  image: CatalogV1MediaItemUrlAndSize
  video: CatalogV1MediaItemVideo
  thumbnail: CatalogV1MediaItemUrlAndSize
}

type CatalogV1Media { mainMedia: CatalogV1MediaItem items: [CatalogV1MediaItem] }

type CatalogV1Choice { value: String description: String media: CatalogV1Media inStock: Boolean visible: Boolean }

type CatalogV1ProductOption { optionType: CatalogV1OptionType name: String choices: [CatalogV1Choice] }

type CatalogV1Discount { type: CatalogV1DiscountType value: Float }

type CatalogV1AdditionalInfoSection { title: String description: String }

type CatalogV1Ribbon { text: String }

type CatalogV1PageUrl { base: String path: String }

type CatalogV1CustomTextField { title: String maxLength: Int mandatory: Boolean }

type CatalogV1VariantDataWithNoStock {
  priceData: CatalogV1PriceData
  convertedPriceData: CatalogV1PriceData
  costAndProfitData: CatalogV1CostAndProfitData
  weight: Float
  sku: String
  visible: Boolean
}

"""A variant of a product: one combination of choices."""
type CatalogV1Variant {
  id: String
  """Option name to choice description, e.g. {"Size": "M"}."""
  choices: JSON
  variant: CatalogV1VariantDataWithNoStock
  stock: CatalogV1VariantStock
}

"""A product as the REST product reads answer it; variants are always there to select."""
type CatalogV1Product {
  id: String
  name: String
  slug: String
  visible: Boolean
  productType: CatalogV1ProductType
  description: String
  sku: String
  weight: Float
  weightRange: CatalogV1NumericPropertyRange
  stock: CatalogV1Stock
  price: CatalogV1PriceData
  priceData: CatalogV1PriceData
  convertedPriceData: CatalogV1PriceData
  priceRange: CatalogV1NumericPropertyRange
  costAndProfitData: CatalogV1CostAndProfitData
  costRange: CatalogV1NumericPropertyRange
  pricePerUnitData: CatalogV1PricePerUnitData
  additionalInfoSections: [CatalogV1AdditionalInfoSection]
  ribbons: [CatalogV1Ribbon]
  media: CatalogV1Media
  customTextFields: [CatalogV1CustomTextField]
  manageVariants: Boolean
  productOptions: [CatalogV1ProductOption]
  productPageUrl: CatalogV1PageUrl
  numericId: String
  inventoryItemId: String
  discount: CatalogV1Discount
  collectionIds: [String]
  variants: [CatalogV1Variant]
  lastUpdated: String
  createdDate: String
  seoData: JSON
  ribbon: String
  brand: String
  taxGroup: String
}

"""A collection of products."""
type CatalogV1Collection {
  id: String
  name: String
  media: CatalogV1Media
  numberOfProducts: Int
  description: String
  slug: String
  visible: Boolean
  """The collection's products: the product query with the collection added to its filter."""
  productsVirtualReference(query: StoresProductsV1QueryProductsInput): StoresProductsV1QueryProductsResponse
}

type CatalogV1StoreVariantMedia { image: String video: String }

type CatalogV1PreorderInfo { enabled: Boolean }

"""A variant across the store; id is {productId}-{variantId}."""
type CatalogV1StoreVariant {
  id: String
  variantId: String
  productId: String
  variantName: String
  productName: String
  managedVariant: Boolean
  sku: String
  stock: CatalogV1VariantStock
  choices: JSON
  collectionIds: [String]
  media: CatalogV1StoreVariantMedia
  preorderInfo: CatalogV1PreorderInfo
}

"""What the product query takes (REST query-platformized)."""
input StoresProductsV1QueryProductsInput {
  query: CommonQueryInput
  """Merchants only: hidden products too (default true for merchants)."""
  includeHiddenProducts: Boolean
  """Merchants only: cost and profit data."""
  includeMerchantSpecificData: Boolean
  """Accepted for REST's sake; variants are resolved whenever they are selected."""
  includeVariants: Boolean
}

type StoresProductsV1QueryProductsResponse { items: [CatalogV1Product] pageInfo: CommonPageInfo }

input StoresProductsV1GetProductInput { id: String! includeMerchantSpecificData: Boolean }

input StoresCollectionsV1QueryCollectionsInput { query: CommonQueryInput }

type StoresCollectionsV1QueryCollectionsResponse { items: [CatalogV1Collection] pageInfo: CommonPageInfo }

input StoresCollectionsV1GetCollectionInput { id: String! }

input StoresProductsV1GetCollectionBySlugInput { slug: String! }

type StoresProductsV1GetCollectionBySlugResponse { collection: CatalogV1Collection }

input StoresVariantsV1QueryVariantsInput { query: CommonQueryInput }

type StoresVariantsV1QueryVariantsResponse { items: [CatalogV1StoreVariant] pageInfo: CommonPageInfo }

input StoresVariantsV1GetVariantInput { id: String! }
`;
