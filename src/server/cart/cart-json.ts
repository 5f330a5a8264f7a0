// The `{"cart":...}` answer as JSON text, each line's JSON kept by everything it is made of, so an add renders only the line it changed.
import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE } from '../../wire/locale.js';
import type { ShopperCaller } from '../auth/caller.js';
import type { Database } from '../db/schema.js';
import { memoOf } from '../db/revision-memo.js';
import type { CartProduct } from './cart-products.js';
import type { LoadedCart, StoredLine } from './cart-store.js';
import { priceStoredLine, toWireCart, wireLine } from './cart-view.js';

/** Name of the memo of line JSON (weights are string lengths). */
const MEMO = 'cart-line-json';
/** Most line JSON kept, in characters. */
const KEPT_CHARACTERS = 16 * 1024 * 1024;

/** What `JSON.stringify` writes for a cart without lines: the lines are spliced in after it. */
const EMPTY_LINES = '{"lineItems":[]';

/**
 * A key naming everything a line's JSON is made of: the line as stored, the exact product content (its revision: a
 * revision is one content, variants included), and the site's currency, locale and public URL. Undefined for lines
 * that are rendered every time: custom lines, lines whose product is gone, and products without a revision.
 */
function lineKey(line: StoredLine, currency: string, locale: string, publicUrl: string): string | undefined {
  const product = line.product as Partial<CartProduct> | undefined;
  if (line.custom || !product || typeof product.revision !== 'number') return undefined;
  return [
    currency,
    locale,
    publicUrl,
    line.id,
    line.quantity,
    line.appId,
    line.productId,
    product.id,
    product.revision,
    line.variantId,
    JSON.stringify(line.options),
  ].join('\u0001');
}

/**
 * The answer `{"cart": ...}` of a loaded cart, byte for byte `JSON.stringify({ cart: toWireCart(...) })` of its priced
 * lines: each line's JSON is taken from the memo of `memoDb` (a database handle, not a transaction) when a line of the
 * same content was rendered before, else priced, rendered and kept. Lines are priced one by one (no line's price
 * depends on another), so a kept line is the same JSON it would be rendered as now.
 */
export function cartAnswerJson(loaded: LoadedCart, caller: Pick<ShopperCaller, 'kind' | 'subjectId'>, publicUrl: string, memoDb: Kysely<Database>): string {
  const memo = memoOf<string>(memoDb, MEMO, { maxWeight: KEPT_CHARACTERS });
  const currency = loaded.site.currency;
  const locale = loaded.site.locale ?? DEFAULT_LOCALE;
  const lines = loaded.lines.map((stored) => {
    const key = memo && lineKey(stored, currency, locale, publicUrl);
    const kept = key === undefined ? undefined : memo!.get(key);
    if (kept !== undefined) return kept;
    const json = JSON.stringify(wireLine(priceStoredLine(stored, publicUrl), currency, locale, publicUrl));
    if (key !== undefined) memo!.set(key, json, key.length + json.length);
    return json;
  });
  const shell = JSON.stringify(toWireCart(loaded, [], caller, publicUrl));
  if (!shell.startsWith(EMPTY_LINES)) throw new Error('the cart JSON does not start with its lines');
  return `{"cart":{"lineItems":[${lines.join(',')}]${shell.slice(EMPTY_LINES.length)}}`;
}
