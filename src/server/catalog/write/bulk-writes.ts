// Bulk writes over up to 100 products: set or adjust price, cost or weight (variant overrides follow), set ribbon or brand.
import { Type, type Static } from 'typebox';
import type { BulkProductResult, BulkProductsResponse } from '../../../wire/catalog.js';
import type { FieldViolation } from '../../../wire/errors.js';
import { fieldError, validationError } from '../../http/http-error.js';
import { decimalToScaled, minorToDecimal, mulDivRound, parseDecimal } from '../../money.js';
import { discountedMinor } from '../pricing.js';
import type { ProductRow, VariantRow } from '../product-rows.js';
import { MAX_UNIT_PRICE_MINOR } from '../../pricing/index.js';
import { amountToMinor, MAX_AMOUNT } from './product-input.js';
import { inTransaction, touchProduct, type Db } from './product-store.js';
import { queueProductEvent } from './catalog-events.js';
import { CatalogEventType } from '../../../wire/events.js';
import type { WriteDeps } from './product-writes.js';

/** Weights are kept with 3 decimals. */
const WEIGHT_DIGITS = 3;

const Amount = Type.Number({ minimum: 0, maximum: MAX_AMOUNT });

/** `set` of the bulk update: exactly one property. */
export const BulkSetSchema = Type.Object(
  {
    price: Type.Optional(Amount),
    cost: Type.Optional(Amount),
    weight: Type.Optional(Amount),
    ribbon: Type.Optional(Type.String({ maxLength: 30 })),
    brand: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);

/** One adjustment: by an amount, or by a percentage (rate -100..1000, rounded to a cent or a whole unit). */
export const AdjustmentSchema = Type.Object(
  {
    amount: Type.Optional(Type.Number({ minimum: -MAX_AMOUNT, maximum: MAX_AMOUNT })),
    percentage: Type.Optional(
      Type.Object({ rate: Type.Integer({ minimum: -100, maximum: 1000 }), roundToInt: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);

/** `adjust` of the bulk adjustment: exactly one property. */
export const BulkAdjustSchema = Type.Object(
  { price: Type.Optional(AdjustmentSchema), cost: Type.Optional(AdjustmentSchema), weight: Type.Optional(AdjustmentSchema) },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);

/** A bulk `set` as checked by its schema. */
export type BulkSet = Static<typeof BulkSetSchema>;
/** A bulk `adjust` as checked by its schema. */
export type BulkAdjust = Static<typeof BulkAdjustSchema>;

/** Why one product of a bulk write failed. */
class ItemFailure extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/** A numeric change of a value in scaled integers (minor units, or thousandths of a KG). */
type Change = (value: number) => number;

function scaledAdjustment(adjustment: Static<typeof AdjustmentSchema>, digits: number, path: string): Change {
  if (adjustment.amount !== undefined) {
    const delta = decimalToScaled(adjustment.amount, digits);
    if (delta === undefined) throw fieldError(`${path}.amount`, `must have at most ${digits} decimals`, 'DECIMAL_MAX_SCALE');
    return (value) => value + delta;
  }
  const { rate, roundToInt } = adjustment.percentage as { rate: number; roundToInt?: boolean };
  const unit = 10 ** digits;
  return (value) => {
    // value × (100 + rate) / 100, rounded half up in integers; roundToInt rounds (half up) to whole units.
    const scaled = mulDivRound(value, 100 + rate, 100);
    return roundToInt ? mulDivRound(scaled, 1, unit) * unit : scaled;
  };
}

function weightScaled(weight: string | number | null): number | null {
  return weight === null ? null : (parseDecimal(weight, WEIGHT_DIGITS, 'half-up') ?? 0);
}

/** The largest value a property may take, scaled: {@link MAX_UNIT_PRICE_MINOR} minor units (totals stay exact), or 999,999,999.999 KG. */
function largest(property: 'price' | 'cost' | 'weight'): number {
  return property === 'weight' ? 999_999_999_999 : MAX_UNIT_PRICE_MINOR;
}

async function changeProduct(
  trx: Db,
  product: ProductRow,
  variants: readonly VariantRow[],
  property: 'price' | 'cost' | 'weight',
  rawChange: Change,
  mode: 'set' | 'adjust',
): Promise<void> {
  const fail = () => {
    throw new ItemFailure('NEGATIVE_VALUE', `The ${property} of the product or of one of its variants would fall below 0`);
  };
  const max = largest(property);
  const bounded = (next: number) => {
    if (next > max) throw new ItemFailure('VALUE_TOO_LARGE', `The ${property} of the product or of one of its variants would pass the largest value allowed`);
    return next;
  };
  const change: Change = (value) => bounded(rawChange(value));
  if (property === 'price') {
    const price = change(product.price);
    if (price < 0) fail();
    // Set moves variant prices by the product's change; adjust applies the same change to each.
    const variantPrice = (v: number) => (mode === 'set' ? bounded(v + (price - product.price)) : change(v));
    for (const v of variants) if (v.price !== null && variantPrice(v.price) < 0) fail();
    await trx
      .updateTable('products')
      .set({ price, discounted_price: discountedMinor(price, product.discount_type, product.discount_value) })
      .where('id', '=', product.id)
      .execute();
    for (const v of variants) {
      if (v.price !== null)
        await trx
          .updateTable('variants')
          .set({ price: variantPrice(v.price) })
          .where('product_id', '=', product.id)
          .where('id', '=', v.id)
          .execute();
    }
    return;
  }
  if (property === 'cost') {
    if (mode === 'set') {
      await trx
        .updateTable('products')
        .set({ cost: change(0) })
        .where('id', '=', product.id)
        .execute();
      await trx.updateTable('variants').set({ cost: null }).where('product_id', '=', product.id).execute();
      return;
    }
    const cost = product.cost === null ? null : change(product.cost);
    if (cost !== null && cost < 0) fail();
    for (const v of variants) if (v.cost !== null && change(v.cost) < 0) fail();
    await trx.updateTable('products').set({ cost }).where('id', '=', product.id).execute();
    for (const v of variants)
      if (v.cost !== null)
        await trx
          .updateTable('variants')
          .set({ cost: change(v.cost) })
          .where('product_id', '=', product.id)
          .where('id', '=', v.id)
          .execute();
    return;
  }
  if (mode === 'set') {
    await trx
      .updateTable('products')
      .set({ weight: minorToDecimal(change(0), WEIGHT_DIGITS) })
      .where('id', '=', product.id)
      .execute();
    await trx.updateTable('variants').set({ weight: null }).where('product_id', '=', product.id).execute();
    return;
  }
  const weight = weightScaled(product.weight);
  const next = weight === null ? null : change(weight);
  if (next !== null && next < 0) fail();
  for (const v of variants) {
    const own = weightScaled(v.weight);
    if (own !== null && change(own) < 0) fail();
  }
  await trx
    .updateTable('products')
    .set({ weight: next === null ? null : minorToDecimal(next, WEIGHT_DIGITS) })
    .where('id', '=', product.id)
    .execute();
  for (const v of variants) {
    const own = weightScaled(v.weight);
    if (own !== null)
      await trx
        .updateTable('variants')
        .set({ weight: minorToDecimal(change(own), WEIGHT_DIGITS) })
        .where('product_id', '=', product.id)
        .where('id', '=', v.id)
        .execute();
  }
}

/** Runs one change per product id in one transaction; each product succeeds or fails on its own (changes check before they write). */
async function eachProduct(
  deps: WriteDeps,
  siteId: string,
  ids: readonly string[],
  apply: (trx: Db, product: ProductRow, variants: VariantRow[]) => Promise<void>,
): Promise<BulkProductsResponse> {
  const results: BulkProductResult[] = [];
  await inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const products = await trx
      .selectFrom('products')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', 'in', [...ids])
      .orderBy('id')
      .forUpdate()
      .execute();
    for (const [index, id] of ids.entries()) {
      const product = products.find((p) => p.id === id);
      if (!product) {
        results.push({
          itemMetadata: { id, originalIndex: index, success: false, error: { code: 'PRODUCT_NOT_FOUND', description: 'Product not found', data: { id } } },
        });
        continue;
      }
      const variants = await trx.selectFrom('variants').selectAll().where('product_id', '=', id).orderBy('position').execute();
      try {
        await apply(trx, product, variants);
        await touchProduct(trx, id, now);
        await queueProductEvent(trx, deps, CatalogEventType.PRODUCT_CHANGED, id, now);
        results.push({ itemMetadata: { id, originalIndex: index, success: true } });
      } catch (error) {
        if (!(error instanceof ItemFailure)) throw error;
        results.push({ itemMetadata: { id, originalIndex: index, success: false, error: { code: error.code, description: error.description, data: { id } } } });
      }
    }
  });
  const failures = results.filter((r) => !r.itemMetadata.success).length;
  return { results, bulkActionMetadata: { totalSuccesses: results.length - failures, totalFailures: failures, undetailedFailures: 0 } };
}

/** Sets one property of every listed product. */
export async function bulkSetProducts(deps: WriteDeps, siteId: string, ids: readonly string[], set: BulkSet, digits: number): Promise<BulkProductsResponse> {
  const violations: FieldViolation[] = [];
  const price = set.price !== undefined ? amountToMinor(set.price, digits, 'set.price', violations) : undefined;
  const cost = set.cost !== undefined ? amountToMinor(set.cost, digits, 'set.cost', violations) : undefined;
  if (violations.length > 0) throw validationError(violations);
  return eachProduct(deps, siteId, ids, async (trx, product, variants) => {
    if (price !== undefined) await changeProduct(trx, product, variants, 'price', () => price, 'set');
    else if (cost !== undefined) await changeProduct(trx, product, variants, 'cost', () => cost, 'set');
    else if (set.weight !== undefined) await changeProduct(trx, product, variants, 'weight', () => weightScaled(set.weight as number) ?? 0, 'set');
    else if (set.ribbon !== undefined)
      await trx
        .updateTable('products')
        .set({ ribbon: set.ribbon.trim() || null })
        .where('id', '=', product.id)
        .execute();
    else if (set.brand !== undefined)
      await trx
        .updateTable('products')
        .set({ brand: set.brand.trim() || null })
        .where('id', '=', product.id)
        .execute();
  });
}

/** Adjusts price, cost or weight of every listed product (and its variants' own values) by an amount or a percentage. */
export async function bulkAdjustProducts(
  deps: WriteDeps,
  siteId: string,
  ids: readonly string[],
  adjust: BulkAdjust,
  digits: number,
): Promise<BulkProductsResponse> {
  const property = adjust.price ? 'price' : adjust.cost ? 'cost' : 'weight';
  const adjustment = (adjust.price ?? adjust.cost ?? adjust.weight) as Static<typeof AdjustmentSchema>;
  const change = scaledAdjustment(adjustment, property === 'weight' ? WEIGHT_DIGITS : digits, `adjust.${property}`);
  return eachProduct(deps, siteId, ids, (trx, product, variants) => changeProduct(trx, product, variants, property, change, 'adjust'));
}
