// Stripe's settings from the environment: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE, checked at start.
import { ConfigError, invalidSetting } from '../../config-error.js';
import { keyProblem, pairProblem } from './stripe-keys.js';

/** Stripe's settings of the server; a site's own keys (set in the dashboard) take their place for that site. */
export interface StripeEnv {
  /** `STRIPE_SECRET_KEY`. @default none */
  secretKey: string | undefined;
  /** `STRIPE_PUBLISHABLE_KEY`. @default none */
  publishableKey: string | undefined;
  /** `STRIPE_WEBHOOK_SECRET`: the signing secret of the endpoint `POST /payments/stripe/webhook`. @default none */
  webhookSecret: string | undefined;
  /** `STRIPE_API_BASE`: where Stripe's API is (another host only for tests). @default https://api.stripe.com */
  apiBase: URL;
}

/** Stripe's API. */
export const STRIPE_API_BASE = 'https://api.stripe.com';

function keyFrom(env: Record<string, string | undefined>, name: string, kind: 'secret' | 'publishable' | 'webhook'): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const problem = keyProblem(kind, value);
  // Never echo a key: a secret pasted into the wrong variable must not reach a log.
  if (problem) throw new ConfigError('INVALID_VALUE', name, '(not shown)', problem);
  return value;
}

/** Reads and checks Stripe's variables (a wrong kind of key, or keys of two modes, stop the start with the reason). */
export function stripeEnvFrom(env: Record<string, string | undefined>): StripeEnv {
  const secretKey = keyFrom(env, 'STRIPE_SECRET_KEY', 'secret');
  const publishableKey = keyFrom(env, 'STRIPE_PUBLISHABLE_KEY', 'publishable');
  const webhookSecret = keyFrom(env, 'STRIPE_WEBHOOK_SECRET', 'webhook');
  if (secretKey && publishableKey) {
    const problem = pairProblem(secretKey, publishableKey);
    if (problem) throw new ConfigError('INVALID_VALUE', 'STRIPE_PUBLISHABLE_KEY', '(not shown)', problem);
  }
  let apiBase: URL;
  try {
    apiBase = new URL(env.STRIPE_API_BASE || STRIPE_API_BASE);
  } catch {
    throw invalidSetting('STRIPE_API_BASE', env.STRIPE_API_BASE ?? '', 'must be an http or https URL such as https://api.stripe.com');
  }
  if (apiBase.protocol !== 'https:' && apiBase.protocol !== 'http:') throw invalidSetting('STRIPE_API_BASE', apiBase.href, 'must be an http or https URL');
  return { secretKey, publishableKey, webhookSecret, apiBase };
}
