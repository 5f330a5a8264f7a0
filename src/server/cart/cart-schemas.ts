// TypeBox schemas of the current cart's requests: validation, handler types and OpenAPI in one place.
import { Type } from 'typebox';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../wire/cart.js';
import { ChannelType } from '../../wire/enums.js';

/** A string that may also be null (the official SDK passes nulls through). */
function nullableString(options: { maxLength?: number; minLength?: number; pattern?: string; format?: string } = {}) {
  return Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], ...options }));
}

function nullableBoolean() {
  return Type.Optional(Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] }));
}

/** An address in REST names; read-only and unknown fields are accepted and ignored. */
export const AddressSchema = Type.Object(
  {
    country: nullableString({ pattern: '^[A-Za-z]{2}$' }),
    subdivision: nullableString({ maxLength: 50 }),
    city: nullableString({ maxLength: 100 }),
    postalCode: nullableString({ maxLength: 50 }),
    addressLine: nullableString({ maxLength: 150 }),
    addressLine2: nullableString({ maxLength: 150 }),
    formattedAddress: nullableString({ maxLength: 500 }),
    streetAddress: Type.Optional(
      Type.Object(
        { number: nullableString({ maxLength: 50 }), name: nullableString({ maxLength: 150 }), apt: nullableString({ maxLength: 50 }) },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: true },
);

/** Contact details of an address. */
export const ContactDetailsSchema = Type.Object(
  {
    firstName: nullableString({ maxLength: 100 }),
    lastName: nullableString({ maxLength: 100 }),
    phone: nullableString({ maxLength: 50 }),
    company: nullableString({ maxLength: 1000 }),
  },
  { additionalProperties: true },
);

/** A shipping option the buyer picked. */
export const SelectedShippingOptionSchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 100 }), carrierId: nullableString({ maxLength: 100 }) },
  { additionalProperties: true },
);

/** `catalogReference.options` of the store's catalog: a variant id, or choices by option name. */
export const ReferenceOptionsSchema = Type.Object(
  {
    variantId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    options: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ minLength: 1, maxLength: 200 }), { maxProperties: 20 })),
  },
  { additionalProperties: false },
);

/** A line to add. Fields the server computes (price, name, ...) may be present and are ignored. */
export const AddLineItemSchema = Type.Object(
  {
    catalogReference: Type.Object(
      {
        catalogItemId: Type.String({ minLength: 1, maxLength: 36 }),
        appId: Type.String({ minLength: 1, maxLength: 36 }),
        options: Type.Optional(ReferenceOptionsSchema),
      },
      { additionalProperties: false },
    ),
    quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
  },
  { additionalProperties: true },
);

const LineItems = Type.Array(AddLineItemSchema, { maxItems: MAX_CART_LINES });

/** A decimal amount as Wix sends it (a string such as `"12.50"`; a number is accepted too). */
const DecimalAmount = Type.Union([Type.String({ minLength: 1, maxLength: 30 }), Type.Number()]);

const TextSchema = Type.Object(
  { original: nullableString({ maxLength: 500 }), translated: nullableString({ maxLength: 500 }) },
  { additionalProperties: true },
);

/** A custom line item (merchant only): priced as given. Fields Tote does not keep (media, url, ...) are accepted and ignored. */
export const CustomLineItemSchema = Type.Object(
  {
    quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
    price: DecimalAmount,
    fullPrice: Type.Optional(Type.Union([DecimalAmount, Type.Null()])),
    productName: Type.Optional(TextSchema),
    itemType: Type.Optional(
      Type.Object({ preset: nullableString({ maxLength: 50 }), custom: nullableString({ maxLength: 100 }) }, { additionalProperties: false }),
    ),
    descriptionLines: Type.Optional(
      Type.Array(
        Type.Object(
          {
            name: Type.Optional(TextSchema),
            plainText: Type.Optional(TextSchema),
            colorInfo: Type.Optional(
              Type.Object({ original: nullableString({ maxLength: 500 }), code: nullableString({ maxLength: 50 }) }, { additionalProperties: true }),
            ),
          },
          { additionalProperties: true },
        ),
        { maxItems: 10 },
      ),
    ),
    taxGroupId: nullableString({ maxLength: 50 }),
    catalogReference: Type.Optional(
      Type.Object(
        {
          catalogItemId: Type.String({ minLength: 1, maxLength: 36 }),
          appId: Type.String({ minLength: 1, maxLength: 36 }),
          options: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 20 })),
        },
        { additionalProperties: false },
      ),
    ),
    physicalProperties: Type.Optional(
      Type.Object(
        { weight: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 1_000_000 }), Type.Null()])), sku: nullableString({ maxLength: 100 }) },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: true },
);

/** A merchant's amount off the cart, or off the lines named (merchant only). */
export const MerchantDiscountSchema = Type.Object(
  { amount: DecimalAmount, lineItemIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: MAX_CART_LINES })) },
  { additionalProperties: false },
);

const CustomLineItems = Type.Optional(Type.Array(CustomLineItemSchema, { maxItems: MAX_CART_LINES }));
const MerchantDiscounts = Type.Optional(Type.Array(MerchantDiscountSchema, { maxItems: 100 }));

/** POST add-to-cart. */
export const AddToCartBody = Type.Object(
  { lineItems: Type.Optional(LineItems), customLineItems: CustomLineItems, businessLocationId: nullableString({ maxLength: 100 }) },
  { additionalProperties: false },
);

const CartInfoSchema = Type.Optional(
  Type.Object(
    {
      buyerNote: nullableString({ maxLength: 1000 }),
      contactInfo: Type.Optional(
        Type.Union([
          Type.Object({ address: Type.Optional(AddressSchema), contactDetails: Type.Optional(ContactDetailsSchema) }, { additionalProperties: true }),
          Type.Null(),
        ]),
      ),
      selectedShippingOption: Type.Optional(Type.Union([SelectedShippingOptionSchema, Type.Null()])),
    },
    { additionalProperties: true },
  ),
);

/** PATCH a cart (`customLineItems` and `merchantDiscounts`: a merchant's only). */
export const UpdateCartBody = Type.Object(
  {
    cartInfo: CartInfoSchema,
    couponCode: nullableString({ maxLength: 100 }),
    lineItems: Type.Optional(LineItems),
    customLineItems: CustomLineItems,
    merchantDiscounts: MerchantDiscounts,
    cartFieldmask: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })])),
  },
  { additionalProperties: false },
);

/** POST remove-line-items. */
export const RemoveLineItemsBody = Type.Object(
  { lineItemIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: MAX_CART_LINES }) },
  { additionalProperties: false },
);

/** POST update-line-items-quantity. */
export const UpdateQuantitiesBody = Type.Object(
  {
    lineItems: Type.Array(
      Type.Object(
        { id: Type.String({ minLength: 1, maxLength: 100 }), quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_CART_LINES },
    ),
  },
  { additionalProperties: false },
);

/** POST remove-coupon: an empty object (or no body). */
export const EmptyBody = Type.Object({}, { additionalProperties: true });

/** POST estimate-totals. */
/** The memberships a member chose to pay lines with: `{memberships: [{id, appId, lineItemIds}]}` (the SDK's `_id` is `id` on the wire). */
export const SelectedMembershipsSchema = Type.Object(
  {
    memberships: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: Type.String({ minLength: 1, maxLength: 100 }),
            appId: Type.Optional(Type.String({ maxLength: 100 })),
            lineItemIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 300 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 50 },
      ),
    ),
  },
  { additionalProperties: false },
);

export const EstimateTotalsBody = Type.Object(
  {
    shippingAddress: Type.Optional(AddressSchema),
    billingAddress: Type.Optional(AddressSchema),
    selectedShippingOption: Type.Optional(SelectedShippingOptionSchema),
    selectedMemberships: Type.Optional(SelectedMembershipsSchema),
    calculateTax: nullableBoolean(),
    calculateShipping: nullableBoolean(),
    calculateAdditionalFees: nullableBoolean(),
  },
  { additionalProperties: false },
);

/** Every channel type the official package knows (two are newer than the shared enumeration). */
export const CHANNEL_TYPES: readonly string[] = [...new Set<string>([...Object.values(ChannelType), 'PAYPAL_AGENTIC_CHECKOUT', 'STRIPE_AGENTIC_CHECKOUT'])];

/** POST create-checkout. */
export const CreateCheckoutBody = Type.Object(
  {
    channelType: Type.Optional(Type.Enum(CHANNEL_TYPES)),
    shippingAddress: Type.Optional(AddressSchema),
    billingAddress: Type.Optional(AddressSchema),
    selectedShippingOption: Type.Optional(SelectedShippingOptionSchema),
    email: nullableString({ format: 'email', maxLength: 254 }),
    lineItems: Type.Optional(
      Type.Array(Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }) }), {
        minItems: 1,
        maxItems: MAX_CART_LINES,
      }),
    ),
  },
  { additionalProperties: false },
);

/** POST create a cart (Wix's Create Cart; `customLineItems` and `merchantDiscounts`: a merchant's only). */
export const CreateCartBody = Type.Object(
  {
    cartInfo: CartInfoSchema,
    couponCode: nullableString({ maxLength: 100 }),
    lineItems: Type.Optional(LineItems),
    customLineItems: CustomLineItems,
    merchantDiscounts: MerchantDiscounts,
  },
  { additionalProperties: false },
);
