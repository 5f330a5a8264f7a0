// The public surface of the server's payments: what other parts of the server import from it (only from here: .oxlintrc.json).
export { OFFLINE_PROVIDER_ID } from './offline-payment.js';
export { type PaymentOrder, type PaymentProvider, type PaymentResult } from './payment-provider.js';
export { paymentMethodsOf, providerById, providersOf } from './payment-providers.js';
export { registerStripeRoutes } from './routes/stripe-routes.js';
export { isUnreachable, stripeClient } from './stripe/stripe-client.js';
export { type StripeEnv, stripeEnvFrom } from './stripe/stripe-env.js';
export { modeOf } from './stripe/stripe-keys.js';
export { STRIPE_WEBHOOK_PATH, stripeKeysOf } from './stripe/stripe-settings.js';
