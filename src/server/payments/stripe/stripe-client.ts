// The official `stripe` package's client for a secret key, pointed at STRIPE_API_BASE, with bounded time and retries; and Stripe's failures as Tote's errors.
import Stripe from 'stripe';
import { applicationError, type HttpError } from '../../http/http-error.js';

/** How long one call to Stripe may take before the buyer is told Stripe is unreachable. */
export const STRIPE_TIMEOUT_MS = 10_000;

const clients = new Map<string, Stripe>();

/** A client for `secretKey` at `apiBase` (one per key and base, kept). */
export function stripeClient(secretKey: string, apiBase: URL): Stripe {
  const cacheKey = `${apiBase.href} ${secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(secretKey, {
      host: apiBase.hostname,
      ...(apiBase.port ? { port: apiBase.port } : {}),
      protocol: apiBase.protocol === 'http:' ? 'http' : 'https',
      // Every write carries Tote's own idempotency key, so the package's retries of a lost answer are safe.
      maxNetworkRetries: 1,
      timeout: STRIPE_TIMEOUT_MS,
      telemetry: false,
      appInfo: { name: 'Tote' },
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** True when Stripe could not be reached or did not answer in time (nothing is known about the call's effect). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeConnectionError || (error instanceof Stripe.errors.StripeError && error.type === 'StripeConnectionError');
}

/** A Stripe failure as the error a buyer or owner gets: unreachable (503), or Stripe's refusal (502, its message kept for the log only). */
export function stripeFailure(error: unknown, doing: string): HttpError {
  if (isUnreachable(error)) {
    return applicationError(
      503,
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'Stripe unavailable',
      `Stripe could not be reached while ${doing}; nothing was charged twice, try again in a moment`,
    );
  }
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    return applicationError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      'Stripe refused the store’s keys',
      `Stripe refused the store’s keys while ${doing}; the store’s owner must check them`,
    );
  }
  const code = error instanceof Stripe.errors.StripeError ? error.code : undefined;
  return applicationError(502, 'PAYMENT_PROVIDER_ERROR', 'Stripe refused the call', `Stripe refused the call while ${doing}`, code ? { stripeCode: code } : {});
}
