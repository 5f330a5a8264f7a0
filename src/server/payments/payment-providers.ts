// Which payment providers a site offers: offline always, the TEST card provider outside production unless the site turns it off, Stripe when the site has keys.
import type { PaymentMethodInfo } from '../../wire/checkout.js';
import type { ServerConfig } from '../config.js';
import type { SiteSettings } from '../db/core-tables.js';
import { offlinePayment } from './offline-payment.js';
import type { PaymentProvider } from './payment-provider.js';
import { stripePayment } from './stripe/stripe-payment.js';
import { stripeKeysOf } from './stripe/stripe-settings.js';
import { testCardPayment } from './test-card-payment.js';

/** The providers that need no set-up, by id. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider<any>[] = [offlinePayment, testCardPayment];

/** What choosing a site's providers reads of the configuration. */
export type ProviderConfig = Pick<ServerConfig, 'environment' | 'secretsKey' | 'stripe'>;

/** Every provider a site has (whether it offers it or not): those without set-up, and Stripe when it has keys. */
function allProvidersOf(config: ProviderConfig, siteId: string, settings: Record<string, unknown>): PaymentProvider<any>[] {
  const keys = stripeKeysOf(config, siteId, settings as SiteSettings);
  return keys ? [...PAYMENT_PROVIDERS, stripePayment(keys, config.stripe.apiBase)] : [...PAYMENT_PROVIDERS];
}

/**
 * The providers a site offers, in the order pages show them. Site settings may list them (`paymentProviders:
 * ["offline", "test-card", "stripe"]`); without that list: offline everywhere, the test card provider outside
 * production, and Stripe when the site has keys (its own, or the environment's).
 */
export function providersOf(config: ProviderConfig, siteId: string, settings: Record<string, unknown>): PaymentProvider<any>[] {
  const listed = Array.isArray(settings.paymentProviders) ? settings.paymentProviders.filter((id): id is string => typeof id === 'string') : undefined;
  const ids = listed ?? [offlinePayment.id, ...(config.environment === 'production' ? [] : [testCardPayment.id]), 'stripe'];
  return allProvidersOf(config, siteId, settings).filter((p) => ids.includes(p.id));
}

/** The provider an order was paid with, to refund it (offered still or not); undefined when it is gone (Stripe's keys removed). */
export function providerById(config: ProviderConfig, siteId: string, settings: Record<string, unknown>, id: string): PaymentProvider<any> | undefined {
  return allProvidersOf(config, siteId, settings).find((p) => p.id === id);
}

/** How a site's payment methods show on the checkout page. */
export function paymentMethodsOf(config: ProviderConfig, siteId: string, settings: Record<string, unknown>): PaymentMethodInfo[] {
  return providersOf(config, siteId, settings).map((p) => p.describe(settings));
}
