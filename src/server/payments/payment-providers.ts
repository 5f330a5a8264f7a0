// Which payment providers a site offers: offline always, the TEST card provider outside production unless the site turns it off.
import type { PaymentMethodInfo } from '../../wire/checkout.js';
import type { ServerConfig } from '../config.js';
import { offlinePayment } from './offline-payment.js';
import type { PaymentProvider } from './payment-provider.js';
import { testCardPayment } from './test-card-payment.js';

/** Every provider the store has, by id. A real provider is added here. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider<any>[] = [offlinePayment, testCardPayment];

/**
 * The providers a site offers, in the order pages show them. Site settings may list them (`paymentProviders:
 * ["offline", "test-card"]`); without that list: offline everywhere, and the test card provider outside production.
 */
export function providersOf(config: Pick<ServerConfig, 'environment'>, settings: Record<string, unknown>): PaymentProvider<any>[] {
  const listed = Array.isArray(settings.paymentProviders) ? settings.paymentProviders.filter((id): id is string => typeof id === 'string') : undefined;
  const ids = listed ?? (config.environment === 'production' ? [offlinePayment.id] : [offlinePayment.id, testCardPayment.id]);
  return PAYMENT_PROVIDERS.filter((p) => ids.includes(p.id));
}

/** How a site's payment methods show on the checkout page. */
export function paymentMethodsOf(config: Pick<ServerConfig, 'environment'>, settings: Record<string, unknown>): PaymentMethodInfo[] {
  return providersOf(config, settings).map((p) => p.describe(settings));
}
