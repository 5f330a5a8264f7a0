// What the set-up makes besides the site: a shipping zone of the chosen preset, the tax setting and rate; all in the set-up's transaction.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { fieldError } from '../http/http-error.js';
import { currencyDigits, decimalToScaled } from '../money.js';
import { insertZone } from '../shipping/index.js';
import { isCurrencyCode } from '../site/index.js';
import { insertTaxRate } from '../tax/index.js';
import { textLanguageOf } from '../../wire/locale.js';
import type { SetupRequest } from '../../wire/setup.js';

/** A non-negative amount of the currency, or a field violation at `field`. */
function checkedAmount(value: string | undefined, currency: string, field: string): string {
  // A bad currency is named by the site's own checks; the amount is read with 2 decimals meanwhile.
  const digits = isCurrencyCode(currency) ? currencyDigits(currency.toUpperCase()) : 2;
  const scaled = value === undefined ? undefined : decimalToScaled(value.trim(), digits);
  if (scaled === undefined || scaled < 0) throw fieldError(field, `must be an amount of ${currency.toUpperCase()} such as 4.90 (0 or more)`, 'FORMAT');
  return value!.trim();
}

/** Field violations of the shipping and tax answers that the site's own checks do not see (amounts; the rate is checked where it is made). */
export function checkShippingAnswers(input: SetupRequest): void {
  if (!input.shipping) return;
  checkedAmount(input.shipping.amount, input.currency, 'shipping.amount');
  if (input.shipping.preset === 'FREE_ABOVE') checkedAmount(input.shipping.freeAbove, input.currency, 'shipping.freeAbove');
}

/**
 * The shop's shipping zone: everywhere (`*`) at the flat rate, everywhere and free from `freeAbove`, or the shop's country
 * alone. Every preset leaves one zone with one rate, so the checkout can place an order at once.
 */
export async function insertShippingPreset(trx: Transaction<Database>, siteId: string, input: SetupRequest, country: string, now: Date): Promise<void> {
  if (!input.shipping) return;
  const german = textLanguageOf(input.locale) === 'de';
  const { preset, amount, freeAbove } = input.shipping;
  const domestic = preset === 'DOMESTIC_ONLY';
  await insertZone(
    trx,
    siteId,
    {
      name: domestic ? country : german ? 'Weltweit' : 'Everywhere',
      destinations: [{ country: domestic ? country : '*' }],
      rates: [
        {
          code: 'standard',
          title: german ? 'Standardversand' : 'Standard shipping',
          kind: 'FLAT',
          amount: amount.trim(),
          ...(preset === 'FREE_ABOVE' && freeAbove !== undefined ? { freeOver: freeAbove.trim() } : {}),
        },
      ],
    },
    now,
  );
}

/** Whether prices include tax, and the shop country's tax rate when one above 0 was given. */
export async function insertTaxAnswers(trx: Transaction<Database>, siteId: string, input: SetupRequest, country: string, now: Date): Promise<void> {
  if (!input.tax) return;
  const row = await trx.selectFrom('sites').select('settings').where('id', '=', siteId).executeTakeFirstOrThrow();
  await trx
    .updateTable('sites')
    .set({ settings: JSON.stringify({ ...row.settings, pricesIncludeTax: input.tax.pricesIncludeTax }) })
    .where('id', '=', siteId)
    .execute();
  const rate = input.tax.rate?.trim();
  if (!rate || Number(rate) === 0) return;
  const name = textLanguageOf(input.locale) === 'de' ? 'MwSt.' : 'Tax';
  await insertTaxRate(trx, siteId, { country, name, rate, appliesToShipping: true }, now, 'tax');
}
