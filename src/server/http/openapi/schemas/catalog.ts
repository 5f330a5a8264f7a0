// Response schemas of the catalog reads: a product (stores catalog v1, REST names), a collection and their query answers.
import { Type } from 'typebox';
import { PagingMetadataSchema } from './ecom-common.js';

/** Prices of a product or variant: numbers and formatted texts. */
const PriceDataSchema = Type.Object({
  currency: Type.String({ examples: ['EUR'] }),
  price: Type.Number({ examples: [12.5] }),
  discountedPrice: Type.Number(),
  formatted: Type.Object({ price: Type.String(), discountedPrice: Type.String(), pricePerUnit: Type.Optional(Type.String()) }),
  pricePerUnit: Type.Optional(Type.Number()),
});

/** A lowest and highest value. */
const RangeSchema = Type.Object({ minValue: Type.Number(), maxValue: Type.Number() });

/** An image or video of the product. */
const MediaItemSchema = Type.Object({
  id: Type.String(),
  mediaType: Type.String({ examples: ['image'] }),
  title: Type.String(),
  image: Type.Optional(Type.Object({ url: Type.String(), width: Type.Number(), height: Type.Number(), altText: Type.Optional(Type.String()) })),
});

/** The product's media. */
const MediaSchema = Type.Object({ mainMedia: Type.Optional(MediaItemSchema), items: Type.Array(MediaItemSchema) });

/** A product option and its choices. */
const ProductOptionSchema = Type.Object({
  optionType: Type.String({ examples: ['drop_down', 'color'] }),
  name: Type.String(),
  choices: Type.Array(Type.Object({ value: Type.String(), description: Type.String(), inStock: Type.Boolean(), visible: Type.Boolean() })),
});

/** A variant: one combination of choices. */
const VariantSchema = Type.Object({
  id: Type.String(),
  choices: Type.Record(Type.String(), Type.String()),
  variant: Type.Object({
    priceData: PriceDataSchema,
    convertedPriceData: PriceDataSchema,
    weight: Type.Optional(Type.Number()),
    sku: Type.Optional(Type.String()),
    visible: Type.Boolean(),
  }),
  stock: Type.Object({ trackQuantity: Type.Boolean(), quantity: Type.Optional(Type.Number()), inStock: Type.Boolean() }),
});

/** A product (`Product` of src/wire/catalog.ts). */
export const ProductSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  visible: Type.Boolean(),
  productType: Type.String({ examples: ['physical'] }),
  description: Type.String(),
  sku: Type.Optional(Type.String()),
  weight: Type.Optional(Type.Number()),
  weightRange: RangeSchema,
  stock: Type.Object({ trackInventory: Type.Boolean(), quantity: Type.Optional(Type.Number()), inStock: Type.Boolean(), inventoryStatus: Type.String() }),
  price: PriceDataSchema,
  priceData: PriceDataSchema,
  convertedPriceData: PriceDataSchema,
  priceRange: RangeSchema,
  additionalInfoSections: Type.Array(Type.Object({ title: Type.String(), description: Type.String() })),
  ribbons: Type.Array(Type.Object({ text: Type.String() })),
  media: MediaSchema,
  customTextFields: Type.Array(Type.Object({ title: Type.String(), maxLength: Type.Number(), mandatory: Type.Boolean() })),
  manageVariants: Type.Boolean(),
  productOptions: Type.Array(ProductOptionSchema),
  productPageUrl: Type.Object({ base: Type.String(), path: Type.String() }),
  numericId: Type.String(),
  inventoryItemId: Type.String(),
  discount: Type.Object({ type: Type.String(), value: Type.Number() }),
  collectionIds: Type.Array(Type.String()),
  variants: Type.Optional(Type.Array(VariantSchema)),
  lastUpdated: Type.String({ format: 'date-time' }),
  createdDate: Type.String({ format: 'date-time' }),
  ribbon: Type.Optional(Type.String()),
  brand: Type.Optional(Type.String()),
});

/** `{product}`. */
export const ProductResponseSchema = Type.Object({ product: ProductSchema });

/** Answer of the product query. */
export const QueryProductsResponseSchema = Type.Object({ products: Type.Array(ProductSchema), metadata: PagingMetadataSchema });

/** Answer of the older product query. */
export const LegacyQueryProductsResponseSchema = Type.Object({
  products: Type.Array(ProductSchema),
  metadata: Type.Object({ items: Type.Number(), offset: Type.Number() }),
  totalResults: Type.Number(),
});

/** A collection of products. */
export const CollectionSchema = Type.Object({ id: Type.String(), name: Type.String(), media: MediaSchema, numberOfProducts: Type.Number() });

/** `{collection}`. */
export const CollectionResponseSchema = Type.Object({ collection: CollectionSchema });

/** Answer of the collection query. */
export const QueryCollectionsResponseSchema = Type.Object({ collections: Type.Array(CollectionSchema), metadata: PagingMetadataSchema });

/** Answer of the variant query of one product. */
export const ProductVariantsResponseSchema = Type.Object({ variants: Type.Array(VariantSchema) });

/** Answer of productOptionsAvailability: the options given the selected choices, and the variant a full selection picks. */
export const ProductOptionsAvailabilityResponseSchema = Type.Object({
  selectedVariant: Type.Optional(
    Type.Object({ priceData: Type.Optional(PriceDataSchema), convertedPriceData: Type.Optional(PriceDataSchema) }, { additionalProperties: true }),
  ),
  media: MediaSchema,
  productOptions: Type.Array(ProductOptionSchema),
  availableForPurchase: Type.Boolean(),
});
