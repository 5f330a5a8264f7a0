// Request bodies of the merchant's tax rate API: a rate by country and region, its reduced rate, whether it taxes shipping.
import { Type, type Static } from 'typebox';

/** A percentage: a decimal string (`"7.25"`) or a number, 0 to 100 with at most 4 decimals. */
const Percent = Type.Union([Type.String({ maxLength: 20 }), Type.Number()]);
const Jurisdiction = Type.Union([Type.Literal('COUNTRY'), Type.Literal('STATE'), Type.Literal('COUNTY'), Type.Literal('CITY'), Type.Literal('SPECIAL')]);

const fields = {
  country: Type.String({ minLength: 1, maxLength: 2, description: 'ISO 3166-1 alpha-2' }),
  subdivision: Type.Union([
    Type.String({ minLength: 1, maxLength: 10, description: 'ISO 3166-2 (`US-CA`, or `CA` for country US); null for the whole country' }),
    Type.Null(),
  ]),
  name: Type.String({ minLength: 1, maxLength: 100, description: 'Shown to shoppers in the tax breakdown (`MwSt`, `California Sales Tax`)' }),
  rate: Percent,
  reducedRate: Type.Union([Percent, Type.Null()]),
  jurisdictionType: Jurisdiction,
  appliesToShipping: Type.Boolean(),
};

/** A tax rate as created: the rate (percent) of STANDARD products, the reduced one of REDUCED products (null: the standard one). */
export const TaxRateSchema = Type.Object(
  {
    country: fields.country,
    subdivision: Type.Optional(fields.subdivision),
    name: fields.name,
    rate: fields.rate,
    reducedRate: Type.Optional(fields.reducedRate),
    jurisdictionType: Type.Optional(fields.jurisdictionType),
    appliesToShipping: Type.Optional(fields.appliesToShipping),
  },
  { additionalProperties: false },
);

/** A tax rate change: the fields given replace the stored ones. */
export const TaxRatePatchSchema = Type.Object(
  {
    country: Type.Optional(fields.country),
    subdivision: Type.Optional(fields.subdivision),
    name: Type.Optional(fields.name),
    rate: Type.Optional(fields.rate),
    reducedRate: Type.Optional(fields.reducedRate),
    jurisdictionType: Type.Optional(fields.jurisdictionType),
    appliesToShipping: Type.Optional(fields.appliesToShipping),
  },
  { additionalProperties: false },
);

/** A tax rate as its schema checked it. */
export type TaxRateInput = Static<typeof TaxRateSchema>;
/** A tax rate change as its schema checked it. */
export type TaxRatePatch = Static<typeof TaxRatePatchSchema>;
