// TypeBox schemas of the checkout calls: loose where the official package sends read-only fields (they are ignored), strict where Tote decides.
import { SelectedMembershipsSchema } from '../cart/cart-schemas.js';
import { Type } from 'typebox';

/** A string that may be null (one JSON type list, so a violation names its rule, not ONE_OF_ALIGNMENT); the address check has the real limits. */
function text(maxLength = 1000) {
  return Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength }));
}

/** An address in REST names (`addressLine1` accepted too); unknown and read-only fields are ignored. */
export const AddressInputSchema = Type.Object(
  {
    country: text(100),
    subdivision: text(),
    city: text(),
    postalCode: text(),
    addressLine: text(),
    addressLine1: text(),
    addressLine2: text(),
    formattedAddress: text(2000),
    streetAddress: Type.Optional(Type.Union([Type.Object({ number: text(), name: text(), apt: text() }, { additionalProperties: true }), Type.Null()])),
  },
  { additionalProperties: true },
);

/** A Brazilian tax id as sent (`{ id, type }`, or null); the contact check reads its kind and check digits. */
const VatIdInputSchema = Type.Optional(
  Type.Unsafe<{ id?: string | null; type?: string | null } | null>({
    type: ['object', 'null'],
    properties: { id: { type: ['string', 'null'], maxLength: 100 }, type: { type: ['string', 'null'], maxLength: 100 } },
  }),
);

/** Contact details of an address. */
export const ContactInputSchema = Type.Object(
  { firstName: text(), lastName: text(), phone: text(), company: text(2000), vatId: VatIdInputSchema },
  { additionalProperties: true },
);

/** An address with the person at it (`billingInfo`, `shippingInfo.shippingDestination`). */
export const AddressWithContactSchema = Type.Object(
  { address: Type.Optional(Type.Union([AddressInputSchema, Type.Null()])), contactDetails: Type.Optional(Type.Union([ContactInputSchema, Type.Null()])) },
  { additionalProperties: true },
);

/** Path parameter of every checkout call. */
export const CheckoutIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** PATCH `/ecom/v1/checkouts/{id}`: the writable checkout fields; prices, lines and totals in `checkout` are ignored (the server computes them). */
export const UpdateCheckoutBody = Type.Object(
  {
    checkout: Type.Optional(
      Type.Object(
        {
          id: text(100),
          buyerNote: text(1000),
          buyerInfo: Type.Optional(Type.Object({ email: text() }, { additionalProperties: true })),
          billingInfo: Type.Optional(Type.Union([AddressWithContactSchema, Type.Null()])),
          shippingInfo: Type.Optional(
            Type.Object(
              {
                shippingDestination: Type.Optional(Type.Union([AddressWithContactSchema, Type.Null()])),
                selectedCarrierServiceOption: Type.Optional(
                  Type.Union([Type.Object({ code: text(100), carrierId: text(100) }, { additionalProperties: true }), Type.Null()]),
                ),
              },
              { additionalProperties: true },
            ),
          ),
          // What GET answered may come back whole: only the chosen memberships are read.
          membershipOptions: Type.Optional(
            Type.Union([
              Type.Object({ selectedMemberships: Type.Optional(Type.Union([SelectedMembershipsSchema, Type.Null()])) }, { additionalProperties: true }),
              Type.Null(),
            ]),
          ),
        },
        { additionalProperties: true },
      ),
    ),
    couponCode: text(100),
    giftCardCode: text(100),
    overrideCheckoutUrl: text(1000),
    lineItems: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 300 })),
    customLineItems: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 300 })),
    fieldMask: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 })])),
    giftCardRedeemAmount: text(50),
  },
  { additionalProperties: false },
);

/** POST `.../create-order`: Tote's `paymentMethod` (offline when absent) and the official package's flags; other fields (a price the client thinks it pays) are ignored. */
export const CreateOrderBody = Type.Object(
  {
    id: text(100),
    savePaymentMethod: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    delayCapture: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    paymentMethod: Type.Optional(
      Type.Object(
        {
          providerId: Type.String({ minLength: 1, maxLength: 100 }),
          card: Type.Optional(
            Type.Object(
              {
                number: Type.Optional(Type.String({ maxLength: 40 })),
                expiryMonth: Type.Optional(Type.Integer()),
                expiryYear: Type.Optional(Type.Integer()),
                cvc: Type.Optional(Type.String({ maxLength: 10 })),
                holderName: Type.Optional(Type.String({ maxLength: 200 })),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: true },
);

/** POST `.../confirm-changes`. */
export const ConfirmChangesBody = Type.Object({ changesToken: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

/** POST `.../shipping-options`: an address, possibly partial (a country is enough). */
export const ShippingOptionsBody = Type.Object({ shippingAddress: AddressInputSchema }, { additionalProperties: false });

/** POST `.../session`: the redirect session the page was opened with. */
export const OpenSessionBody = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

/** Bodies that carry only the id (the official package repeats it). */
export const IdOnlyBody = Type.Object({ id: text(100) }, { additionalProperties: true });
