// A site's Stripe keys: its own (set in the dashboard, secrets sealed at rest) or the environment's; and the merchant calls that set and show them.
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config.js';
import type { SiteSettings, StoredStripeKeys } from '../../db/core-tables.js';
import type { Database } from '../../db/schema.js';
import { applicationError, notFound, validationError } from '../../http/http-error.js';
import { openSecret, sealSecret } from '../../secret-box.js';
import type { FieldViolation } from '../../../wire/errors.js';
import type { StripeSettingsInput, StripeSettingsView } from '../../../wire/payment-settings.js';
import { keyProblem, modeOf, pairProblem, type StripeMode } from './stripe-keys.js';

/** The keys Tote uses for a site. */
export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  /** Undefined: events cannot be verified, so none are accepted (the buyer's return still completes payments). */
  webhookSecret: string | undefined;
  mode: StripeMode;
  /** Where they come from. */
  source: 'site' | 'environment';
}

/** What the merchant calls show and take, shared with the dashboard (src/wire/payment-settings.ts). */
export type { StripeSettingsInput, StripeSettingsView };

/** The path of Stripe's events. */
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';

const context = (siteId: string, field: string) => `site:${siteId}:stripe.${field}`;

/** The site's own keys, opened; undefined when it has none or they cannot be opened (another SECRETS_KEY). */
function siteKeys(config: Pick<ServerConfig, 'secretsKey'>, siteId: string, stored: StoredStripeKeys | undefined): StripeKeys | undefined {
  if (!stored || !config.secretsKey) return undefined;
  const secretKey = openSecret(config.secretsKey, context(siteId, 'secretKey'), stored.sealedSecretKey);
  if (!secretKey) return undefined;
  const webhookSecret = stored.sealedWebhookSecret ? openSecret(config.secretsKey, context(siteId, 'webhookSecret'), stored.sealedWebhookSecret) : undefined;
  return { secretKey, publishableKey: stored.publishableKey, webhookSecret, mode: modeOf(secretKey), source: 'site' };
}

/** The keys of a site: its own when it set them, else the environment's when both keys are there, else undefined (no Stripe). */
export function stripeKeysOf(config: Pick<ServerConfig, 'secretsKey' | 'stripe'>, siteId: string, settings: SiteSettings): StripeKeys | undefined {
  if (settings.stripe) return siteKeys(config, siteId, settings.stripe);
  const { secretKey, publishableKey, webhookSecret } = config.stripe;
  if (!secretKey || !publishableKey) return undefined;
  return { secretKey, publishableKey, webhookSecret, mode: modeOf(secretKey), source: 'environment' };
}

/** How the dashboard shows the site's Stripe set-up. */
export function stripeSettingsView(
  config: Pick<ServerConfig, 'secretsKey' | 'stripe' | 'publicUrl'>,
  siteId: string,
  settings: SiteSettings,
): StripeSettingsView {
  const keys = stripeKeysOf(config, siteId, settings);
  return {
    configured: keys !== undefined,
    source: keys?.source ?? null,
    mode: keys?.mode ?? null,
    publishableKey: keys?.publishableKey ?? null,
    secretKeySet: keys !== undefined,
    webhookSecretSet: keys?.webhookSecret !== undefined,
    webhookUrl: `${config.publicUrl}${STRIPE_WEBHOOK_PATH}`,
  };
}

function violation(field: string, description: string): FieldViolation {
  return { field, description, violatedRule: 'VALIDATION', ruleName: 'VALIDATION' };
}

/** Stores the site's own keys (secrets sealed); refuses keys of the wrong kind or of two modes, with the reason. */
export async function saveStripeSettings(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'secretsKey' | 'stripe' | 'publicUrl'>,
  siteId: string,
  input: StripeSettingsInput,
): Promise<StripeSettingsView> {
  if (!config.secretsKey) {
    throw applicationError(
      409,
      'SECRETS_KEY_MISSING',
      'No key to store secrets with',
      'This server has no SECRETS_KEY to seal secrets with; set SECRETS_KEY (openssl rand -hex 32) and restart, or give the keys as STRIPE_* environment variables',
    );
  }
  const key = config.secretsKey;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('sites').select(['settings']).where('id', '=', siteId).forUpdate().executeTakeFirst();
    if (!row) throw notFound('SITE_NOT_FOUND', 'Site');
    const previous = siteKeys(config, siteId, row.settings.stripe);
    const violations: FieldViolation[] = [];
    const publishableProblem = keyProblem('publishable', input.publishableKey);
    if (publishableProblem) violations.push(violation('stripe.publishableKey', publishableProblem));
    const secretKey = input.secretKey ?? previous?.secretKey;
    if (secretKey === undefined) violations.push(violation('stripe.secretKey', 'is required the first time'));
    else if (input.secretKey !== undefined) {
      const problem = keyProblem('secret', input.secretKey);
      if (problem) violations.push(violation('stripe.secretKey', problem));
    }
    if (input.webhookSecret !== undefined && input.webhookSecret !== '') {
      const problem = keyProblem('webhook', input.webhookSecret);
      if (problem) violations.push(violation('stripe.webhookSecret', problem));
    }
    if (violations.length === 0 && secretKey) {
      const problem = pairProblem(secretKey, input.publishableKey);
      if (problem) violations.push(violation('stripe.publishableKey', problem));
    }
    if (violations.length > 0 || !secretKey) throw validationError(violations);
    // An empty webhook secret removes it; a missing one keeps what was stored.
    const webhookSecret = input.webhookSecret === '' ? undefined : (input.webhookSecret ?? previous?.webhookSecret);
    const settings: SiteSettings = {
      ...row.settings,
      stripe: {
        publishableKey: input.publishableKey,
        sealedSecretKey: sealSecret(key, context(siteId, 'secretKey'), secretKey),
        sealedWebhookSecret: webhookSecret ? sealSecret(key, context(siteId, 'webhookSecret'), webhookSecret) : null,
      },
    };
    await writeSiteSettings(trx, siteId, settings);
    return stripeSettingsView(config, siteId, settings);
  });
}

/** Forgets the site's own keys (the environment's apply again, when set). */
export async function removeStripeSettings(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'secretsKey' | 'stripe' | 'publicUrl'>,
  siteId: string,
): Promise<StripeSettingsView> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('sites').select(['settings']).where('id', '=', siteId).forUpdate().executeTakeFirst();
    if (!row) throw notFound('SITE_NOT_FOUND', 'Site');
    const { stripe: _removed, ...settings } = row.settings;
    await writeSiteSettings(trx, siteId, settings);
    return stripeSettingsView(config, siteId, settings);
  });
}

/** Stores a site's whole settings document (read `for update` in the same transaction). */
async function writeSiteSettings(trx: Kysely<Database>, siteId: string, settings: SiteSettings): Promise<void> {
  await trx
    .updateTable('sites')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', siteId)
    .execute();
}
