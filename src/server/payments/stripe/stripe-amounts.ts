// Amounts as Stripe takes them: Tote's minor units (ISO 4217 digits) in Stripe's minor units per currency, which differ for a few currencies.
import { currencyDigits } from '../../money.js';

/** Currencies Stripe takes without decimals (https://docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

/** Currencies Stripe takes with three decimals, whose last digit must be 0 (https://docs.stripe.com/currencies#three-decimal). */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** Decimal digits of an amount Stripe takes in `currency` (ISK, which has none, Stripe takes with two). */
export function stripeDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/**
 * An amount of Tote's minor units of `currency` in Stripe's, or undefined when Stripe cannot take it exactly (a
 * three-decimal amount whose last digit is not 0).
 */
export function toStripeAmount(amount: number, currency: string): number | undefined {
  const shift = stripeDigits(currency) - currencyDigits(currency.toUpperCase());
  const stripe = shift >= 0 ? amount * 10 ** shift : amount / 10 ** -shift;
  const exact = Number.isSafeInteger(stripe) && (!THREE_DECIMAL.has(currency.toUpperCase()) || stripe % 10 === 0);
  return exact ? stripe : undefined;
}

/** An amount of Stripe's minor units of `currency` in Tote's (undefined when it has more precision than Tote keeps). */
export function fromStripeAmount(amount: number, currency: string): number | undefined {
  const shift = currencyDigits(currency.toUpperCase()) - stripeDigits(currency);
  const tote = shift >= 0 ? amount * 10 ** shift : amount / 10 ** -shift;
  return Number.isSafeInteger(tote) ? tote : undefined;
}
