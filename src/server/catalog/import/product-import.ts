// One product to import: Tote's JSON import format (the product write body plus its variants, stock and image URLs).
import { Type, type Static } from 'typebox';
import { ChoicesSchema } from '../routes/route-schemas.js';
import { MAX_AMOUNT, ProductInputSchema } from '../write/product-input.js';
import { nullable } from '../write/nullable.js';

const Amount = Type.Number({ minimum: 0, maximum: MAX_AMOUNT });

/** A variant of an imported product: which choices it has, its own values (products with options only) and its stock. */
export const VariantImportSchema = Type.Object(
  {
    choices: ChoicesSchema,
    price: Type.Optional(nullable(Amount)),
    cost: Type.Optional(nullable(Amount)),
    weight: Type.Optional(nullable(Amount)),
    sku: Type.Optional(nullable(Type.String({ maxLength: 40 }))),
    visible: Type.Optional(Type.Boolean()),
    /** Units in stock, when the product tracks inventory. */
    quantity: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 99_999 }))),
    /** In stock, when the product does not track inventory. */
    inStock: Type.Optional(Type.Boolean()),
    /** This variant's own "was" price (Shopify's Variant Compare At Price when one product discount cannot express it); kept for export, shown nowhere. */
    compareAtPrice: Type.Optional(nullable(Amount)),
  },
  { additionalProperties: false },
);

/** An image of an imported product, by URL, optionally shown for some choices (of one option). */
export const MediaImportSchema = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    /** What the image shows, for screen readers (Shopify's Image Alt Text). */
    altText: Type.Optional(Type.String({ maxLength: 500 })),
    choices: Type.Optional(
      Type.Array(
        Type.Object(
          { option: Type.String({ minLength: 1, maxLength: 50 }), choice: Type.String({ minLength: 1, maxLength: 50 }) },
          { additionalProperties: false },
        ),
        { maxItems: 100 },
      ),
    ),
  },
  { additionalProperties: false },
);

/**
 * One product of Tote's JSON import: `product` is the body of `POST /stores/v1/products` with a `slug` (the key a
 * re-import updates by); `variants` give each choice combination its values and stock; `media` its images, first
 * the main one. Variants not listed keep what the catalog gives new variants.
 */
export const ProductImportSchema = Type.Object(
  {
    product: Type.Intersect([
      ProductInputSchema,
      Type.Object({
        slug: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
        name: Type.String({ minLength: 1, maxLength: 80 }),
      }),
    ]),
    variants: Type.Optional(Type.Array(VariantImportSchema, { maxItems: 300 })),
    media: Type.Optional(Type.Array(MediaImportSchema, { maxItems: 100 })),
    /** Shopify's product Type, a free-text category ("Shirts"); a Tote extension kept for export, not on the Wix wire. */
    type: Type.Optional(nullable(Type.String({ maxLength: 255 }))),
    /** Shopify's Tags, in order; a Tote extension kept for export, not on the Wix wire. */
    tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 255 }), { maxItems: 250 })),
  },
  { additionalProperties: false },
);

/** A product of Tote's JSON import. */
export type ProductImport = Static<typeof ProductImportSchema>;
/** A variant of {@link ProductImport}. */
export type VariantImport = Static<typeof VariantImportSchema>;
/** An image of {@link ProductImport}. */
export type MediaImport = Static<typeof MediaImportSchema>;
