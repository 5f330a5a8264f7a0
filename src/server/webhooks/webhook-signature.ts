// Endpoint secrets and request signatures as the Standard Webhooks specification says (the `standardwebhooks` package).
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The three headers of a signed request. */
export interface SignatureHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs `body` for message `id` at `timestamp` with every given secret: the signatures are space-separated, so a
 * receiver that still holds the secret before a rotation verifies as well as one that has the new one.
 */
export function signWebhook(secrets: readonly string[], id: string, timestamp: Date, body: string): SignatureHeaders {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(id, timestamp, body));
  return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)), 'webhook-signature': signatures.join(' ') };
}
