// Request bodies of the merchant's shipping API: zones with their destinations and rates, pickup locations with opening hours.
import { Type, type Static } from 'typebox';

/** An amount in the site currency: a decimal string (`"5.00"`) or a number. */
const Amount = Type.Union([Type.String({ maxLength: 40 }), Type.Number()]);
/** A weight in KG: a decimal string or a number. */
const Weight = Type.Union([Type.String({ maxLength: 40 }), Type.Number()]);

/** Where a zone ships: a country (`*`: everywhere else), optionally only some subdivisions or postal codes of it. */
export const DestinationSchema = Type.Object(
  {
    country: Type.String({ minLength: 1, maxLength: 2, description: 'ISO 3166-1 alpha-2 code, or `*` for the rest of the world' }),
    subdivisions: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 10 }), { maxItems: 100, description: 'ISO 3166-2 codes (`US-CA`, or `CA` for country US)' }),
    ),
    postalCodePrefixes: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 12 }), { maxItems: 500, description: 'Postal codes starting with one of these' }),
    ),
  },
  { additionalProperties: false },
);

/** A bracket of a rate by weight: orders up to `maxWeight` KG (null: any weight) cost `amount`. */
const WeightBracketSchema = Type.Object({ maxWeight: Type.Union([Weight, Type.Null()]), amount: Amount }, { additionalProperties: false });
/** A bracket of a rate by subtotal: orders whose items come to at most `maxSubtotal` (null: any) cost `amount`. */
const SubtotalBracketSchema = Type.Object({ maxSubtotal: Type.Union([Amount, Type.Null()]), amount: Amount }, { additionalProperties: false });

/** A shipping rate of a zone. */
export const RateSchema = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 50, description: 'What `selectedShippingOption.code` names; unique within the zone' }),
    title: Type.String({ minLength: 1, maxLength: 100 }),
    kind: Type.Union([Type.Literal('FLAT'), Type.Literal('BY_WEIGHT'), Type.Literal('BY_SUBTOTAL'), Type.Literal('PICKUP')]),
    amount: Type.Optional(Amount),
    weightBrackets: Type.Optional(Type.Array(WeightBracketSchema, { minItems: 1, maxItems: 20 })),
    subtotalBrackets: Type.Optional(Type.Array(SubtotalBracketSchema, { minItems: 1, maxItems: 20 })),
    freeOver: Type.Optional(Type.Union([Amount, Type.Null()])),
    deliveryTime: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    minDays: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 365 }), Type.Null()])),
    maxDays: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 365 }), Type.Null()])),
    instructions: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    pickupLocationId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()])),
  },
  { additionalProperties: false },
);

/** A rate as its schema checked it. */
export type RateInput = Static<typeof RateSchema>;

/** A zone as created: name, destinations and rates. */
export const ZoneSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    destinations: Type.Array(DestinationSchema, { minItems: 1, maxItems: 300 }),
    rates: Type.Optional(Type.Array(RateSchema, { maxItems: 50 })),
  },
  { additionalProperties: false },
);

/** A zone change: the fields given replace the stored ones (`rates` replaces every rate). */
export const ZonePatchSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    destinations: Type.Optional(Type.Array(DestinationSchema, { minItems: 1, maxItems: 300 })),
    rates: Type.Optional(Type.Array(RateSchema, { maxItems: 50 })),
  },
  { additionalProperties: false },
);

/** A zone as its schema checked it. */
export type ZoneInput = Static<typeof ZoneSchema>;
/** A zone change as its schema checked it. */
export type ZonePatch = Static<typeof ZonePatchSchema>;

/** Body of create. */
export const CreateZoneBody = Type.Object({ zone: ZoneSchema }, { additionalProperties: false });
/** Body of update. */
export const UpdateZoneBody = Type.Object({ zone: ZonePatchSchema }, { additionalProperties: false });
/** Body of reorder: every zone id of the site, in the new order. */
export const ReorderZonesBody = Type.Object(
  { zoneIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 1000 }) },
  { additionalProperties: false },
);

/** Opening hours of one day. */
export const OpeningHoursSchema = Type.Object(
  {
    day: Type.Union([
      Type.Literal('MONDAY'),
      Type.Literal('TUESDAY'),
      Type.Literal('WEDNESDAY'),
      Type.Literal('THURSDAY'),
      Type.Literal('FRIDAY'),
      Type.Literal('SATURDAY'),
      Type.Literal('SUNDAY'),
    ]),
    open: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM, 24 h' }),
    close: Type.String({ pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$', description: 'HH:MM, 24 h; after `open`' }),
  },
  { additionalProperties: false },
);

/** A postal address of a pickup location. */
const AddressSchema = Type.Object(
  {
    country: Type.String({ minLength: 2, maxLength: 2 }),
    subdivision: Type.Optional(Type.String({ maxLength: 10 })),
    city: Type.Optional(Type.String({ maxLength: 100 })),
    postalCode: Type.Optional(Type.String({ maxLength: 20 })),
    addressLine: Type.Optional(Type.String({ maxLength: 200 })),
    addressLine2: Type.Optional(Type.String({ maxLength: 200 })),
    formattedAddress: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

/** A pickup location as created. */
export const PickupLocationSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }), address: AddressSchema, hours: Type.Optional(Type.Array(OpeningHoursSchema, { maxItems: 21 })) },
  { additionalProperties: false },
);

/** A pickup location change: the fields given replace the stored ones. */
export const PickupLocationPatchSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    address: Type.Optional(AddressSchema),
    hours: Type.Optional(Type.Array(OpeningHoursSchema, { maxItems: 21 })),
  },
  { additionalProperties: false },
);

/** A pickup location as its schema checked it. */
export type PickupLocationInput = Static<typeof PickupLocationSchema>;
/** A pickup location change as its schema checked it. */
export type PickupLocationPatch = Static<typeof PickupLocationPatchSchema>;
