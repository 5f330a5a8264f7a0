// The site's Stripe set-up through the merchant API (`/tote/v1/payments/stripe`): read, save the keys, disconnect.
import type { StripeSettingsInput, StripeSettingsView } from '../../wire/payment-settings.js';
import { adminHttp } from './admin-client.js';

export type { StripeSettingsInput, StripeSettingsView };

const PATH = '/tote/v1/payments/stripe';

/** The site's Stripe set-up (secrets only as set or not). */
export async function readStripe(): Promise<StripeSettingsView> {
  return (await adminHttp().request<{ stripe: StripeSettingsView }>({ method: 'GET', path: PATH })).stripe;
}

/** Saves the site's Stripe keys; the store refuses a key of the wrong kind or mode with the reason, field by field (`stripe.<field>`). */
export async function saveStripe(input: StripeSettingsInput): Promise<StripeSettingsView> {
  return (await adminHttp().request<{ stripe: StripeSettingsView }>({ method: 'PUT', path: PATH, body: { stripe: input } })).stripe;
}

/** Forgets the site's own Stripe keys (the environment's, if any, then apply). */
export async function disconnectStripe(): Promise<StripeSettingsView> {
  return (await adminHttp().request<{ stripe: StripeSettingsView }>({ method: 'DELETE', path: PATH })).stripe;
}
