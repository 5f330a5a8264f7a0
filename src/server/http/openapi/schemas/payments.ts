// 200 schemas of the payment provider calls: Stripe's intent and completion on the checkout, its event endpoint, and the site's Stripe settings.
import { Type, type TSchema } from 'typebox';

/** What the checkout page gets to confirm a Stripe payment (`StripeIntentResponse`). */
const StripeIntentSchema = Type.Object({
  providerId: Type.Literal('stripe'),
  publishableKey: Type.String(),
  clientSecret: Type.String(),
  amount: Type.Integer({ description: 'minor units of currency' }),
  currency: Type.String(),
  testMode: Type.Boolean(),
  status: Type.String({ description: 'Stripe’s status of the PaymentIntent' }),
});

/** The site's Stripe set-up as the dashboard sees it: secrets only as set or not (`StripeSettingsView`). */
const StripeSettingsSchema = Type.Object({
  stripe: Type.Object({
    configured: Type.Boolean(),
    source: Type.Union([Type.Literal('site'), Type.Literal('environment'), Type.Null()]),
    mode: Type.Union([Type.Literal('test'), Type.Literal('live'), Type.Null()]),
    publishableKey: Type.Union([Type.String(), Type.Null()]),
    secretKeySet: Type.Boolean(),
    webhookSecretSet: Type.Boolean(),
    webhookUrl: Type.String(),
  }),
});

/** The answers of the payment calls, by `METHOD path`. */
export const PAYMENT_ANSWERS: Record<string, TSchema> = {
  'POST /ecom/v1/checkouts/{id}/payments/stripe/intent': StripeIntentSchema,
  'POST /ecom/v1/checkouts/{id}/payments/stripe/complete': Type.Object({ orderId: Type.String() }),
  'POST /payments/stripe/webhook': Type.Object({ received: Type.Literal(true), duplicate: Type.Boolean(), outcome: Type.String() }),
  'GET /tote/v1/payments/stripe': StripeSettingsSchema,
  'PUT /tote/v1/payments/stripe': StripeSettingsSchema,
  'DELETE /tote/v1/payments/stripe': StripeSettingsSchema,
};
