// The rules of Settings → Payments: the form's values from the store's view, the request they make, and what the status says.
import type { StripeSettingsInput, StripeSettingsView } from '../api/payments-api.js';

/** What the Stripe form holds: the secrets always start empty (the store never answers them). */
export interface StripeFormValues {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}

/** Where the keys in use come from, as the page says it. */
export type StripeConnection = 'none' | 'site' | 'environment';

/** The form's first values: the site's own publishable key (not the environment's: saving here would make it the site's), empty secrets. */
export function stripeFormValuesOf(view: StripeSettingsView): StripeFormValues {
  return { publishableKey: view.source === 'site' ? (view.publishableKey ?? '') : '', secretKey: '', webhookSecret: '' };
}

/**
 * The request of the form's values: keys trimmed (a pasted key often ends in a space or a newline); an empty secret is
 * left out, so the store keeps the one it has (and says "is required the first time" when it has none).
 */
export function stripeInputOf(values: StripeFormValues): StripeSettingsInput {
  const secretKey = values.secretKey.trim();
  const webhookSecret = values.webhookSecret.trim();
  return {
    publishableKey: values.publishableKey.trim(),
    ...(secretKey ? { secretKey } : {}),
    ...(webhookSecret ? { webhookSecret } : {}),
  };
}

/** Where the site's Stripe keys come from. */
export function stripeConnectionOf(view: StripeSettingsView): StripeConnection {
  return view.configured && view.source ? view.source : 'none';
}

/** Whether the site has keys of its own to forget (the environment's cannot be disconnected here). */
export function canDisconnect(view: StripeSettingsView): boolean {
  return view.source === 'site';
}

/** Whether the secret fields may be left empty: the site has its own secret key saved, which an empty field keeps. */
export function keepsSavedSecrets(view: StripeSettingsView): boolean {
  return view.source === 'site' && view.secretKeySet;
}
