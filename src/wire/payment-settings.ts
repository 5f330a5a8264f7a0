// A site's card payment set-up as the merchant API shows and takes it (`/tote/v1/payments/stripe`): shared by the store and the dashboard.

/** What the dashboard is shown: never a secret, only whether it is set. */
export interface StripeSettingsView {
  configured: boolean;
  /** Where the keys in use come from: the site's own (set in the dashboard), the server's environment, or none. */
  source: 'site' | 'environment' | null;
  /** Test or live, from the keys' prefix. */
  mode: 'test' | 'live' | null;
  publishableKey: string | null;
  secretKeySet: boolean;
  webhookSecretSet: boolean;
  /** The URL to give Stripe as the webhook endpoint. */
  webhookUrl: string;
}

/** What the owner sends: the publishable key always; a secret left out keeps the stored one. */
export interface StripeSettingsInput {
  publishableKey: string;
  secretKey?: string;
  webhookSecret?: string;
}
