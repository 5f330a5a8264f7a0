// Response schemas shared by cart, checkout and order answers: prices, texts, catalog references, addresses, price summaries.
import { Type } from 'typebox';

/** An amount as decimal strings and formatted texts (`MultiCurrencyPrice` of src/wire/cart.ts). */
export const MultiCurrencyPriceSchema = Type.Object({
  amount: Type.String({ examples: ['12.50'] }),
  convertedAmount: Type.String(),
  formattedAmount: Type.String({ examples: ['€12.50'] }),
  formattedConvertedAmount: Type.String(),
});

/** An order's amount: decimal string and formatted text. */
export const OrderPriceSchema = Type.Object({ amount: Type.String({ examples: ['12.50'] }), formattedAmount: Type.String() });

/** A translatable text. */
export const TranslatableTextSchema = Type.Object({ original: Type.String(), translated: Type.Optional(Type.String()) });

/** What a line points at in a catalog. */
export const CatalogReferenceSchema = Type.Object({
  catalogItemId: Type.String(),
  appId: Type.String(),
  options: Type.Optional(
    Type.Union([Type.Object({ variantId: Type.Optional(Type.String()), options: Type.Optional(Type.Record(Type.String(), Type.String())) }), Type.Null()]),
  ),
});

/** A line's image. */
export const WireImageSchema = Type.Object({
  url: Type.String(),
  width: Type.Optional(Type.Number()),
  height: Type.Optional(Type.Number()),
  altText: Type.Optional(Type.String()),
});

/** A line's option text (`Size: M`) or colour. */
export const DescriptionLineSchema = Type.Object({
  name: TranslatableTextSchema,
  plainText: Type.Optional(TranslatableTextSchema),
  colorInfo: Type.Optional(Type.Object({ original: Type.String(), translated: Type.Optional(Type.String()), code: Type.Optional(Type.String()) })),
  lineType: Type.String({ examples: ['PLAIN_TEXT', 'COLOR'] }),
});

/** A postal address; every part optional. */
export const AddressSchema = Type.Object({
  country: Type.Optional(Type.String()),
  subdivision: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  postalCode: Type.Optional(Type.String()),
  addressLine: Type.Optional(Type.String()),
  addressLine2: Type.Optional(Type.String()),
  formattedAddress: Type.Optional(Type.String()),
  streetAddress: Type.Optional(Type.Object({ name: Type.Optional(Type.String()), number: Type.Optional(Type.String()), apt: Type.Optional(Type.String()) })),
});

/** An address with the contact's name and phone. */
export const AddressWithContactSchema = Type.Object({
  address: Type.Optional(AddressSchema),
  contactDetails: Type.Optional(
    Type.Object({
      firstName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      lastName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      phone: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      company: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    }),
  ),
});

/** Totals of a cart or checkout. */
export const PriceSummarySchema = Type.Object({
  subtotal: MultiCurrencyPriceSchema,
  shipping: MultiCurrencyPriceSchema,
  tax: MultiCurrencyPriceSchema,
  discount: MultiCurrencyPriceSchema,
  total: MultiCurrencyPriceSchema,
  additionalFees: MultiCurrencyPriceSchema,
});

/** Who bought or created something. */
export const BuyerSchema = Type.Object({
  visitorId: Type.Optional(Type.String()),
  memberId: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
});

/** A line's availability and physical properties, as cart and checkout lines carry them. */
export const LineFactsSchema = {
  availability: Type.Object({ status: Type.String(), quantityAvailable: Type.Optional(Type.Number()) }),
  physicalProperties: Type.Object({ weight: Type.Optional(Type.Number()), sku: Type.Optional(Type.String()), shippable: Type.Boolean() }),
  itemType: Type.Object({ preset: Type.String({ examples: ['PHYSICAL'] }) }),
};

/** Paging of the platformized queries. */
export const PagingMetadataSchema = Type.Object({
  count: Type.Optional(Type.Number()),
  offset: Type.Optional(Type.Number()),
  total: Type.Optional(Type.Number()),
  tooManyToCount: Type.Optional(Type.Boolean()),
  cursors: Type.Optional(Type.Object({ next: Type.Optional(Type.String()), prev: Type.Optional(Type.String()) })),
  hasNext: Type.Optional(Type.Boolean()),
});
