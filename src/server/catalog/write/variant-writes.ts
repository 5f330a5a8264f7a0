// Variant writes: overrides of price, cost, weight, SKU and visibility; reset; per-variant stock; removing options.
import { Type, type Static } from 'typebox';
import type { FieldViolation } from '../../../wire/errors.js';
import { applicationError, validationError } from '../../http/http-error.js';
import { readSelection } from '../choice-selection.js';
import { variantsWithChoices } from '../options-wire.js';
import { ChoicesSchema } from '../routes/route-schemas.js';
import { amountToMinor, MAX_AMOUNT, weightDecimal } from './product-input.js';
import { inTransaction, lockProduct, touchProduct, variantsOf } from './product-store.js';
import type { WriteDeps } from './product-writes.js';
import { planVariants } from './variant-plan.js';
import { nullable } from './nullable.js';
import { queueInventoryChanged, queueProductEvent } from './catalog-events.js';
import { CatalogEventType } from '../../../wire/events.js';

/** One variant override: which variants (choices or ids) and what changes. */
export const VariantOverrideSchema = Type.Object(
  {
    choices: Type.Optional(ChoicesSchema),
    variantIds: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 300 })),
    price: Type.Optional(nullable(Type.Number({ minimum: 0, maximum: MAX_AMOUNT }))),
    cost: Type.Optional(nullable(Type.Number({ minimum: 0, maximum: MAX_AMOUNT }))),
    weight: Type.Optional(nullable(Type.Number({ minimum: 0, maximum: MAX_AMOUNT }))),
    sku: Type.Optional(nullable(Type.String({ maxLength: 40 }))),
    visible: Type.Optional(nullable(Type.Boolean())),
  },
  { additionalProperties: true },
);

/** A variant override as checked by its schema. */
export type VariantOverrideInput = Static<typeof VariantOverrideSchema>;

/** Applies overrides to the variants they name; the product must manage its variants. */
export async function updateVariants(
  deps: WriteDeps,
  siteId: string,
  productId: string,
  overrides: readonly VariantOverrideInput[],
  digits: number,
): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const product = await lockProduct(trx, siteId, productId);
    if (!product.manage_variants) {
      throw applicationError(
        400,
        'VARIANTS_NOT_MANAGED',
        'Variants are not managed',
        'Set product.manageVariants to true before giving variants their own price, cost, weight or SKU',
      );
    }
    const variants = await variantsOf(trx, productId);
    const violations: FieldViolation[] = [];
    const updates: { ids: string[]; set: Record<string, unknown> }[] = [];
    for (const [i, override] of overrides.entries()) {
      const path = `variants[${i}]`;
      let ids: string[] = [];
      if (override.choices && Object.keys(override.choices).length > 0) {
        const selection = readSelection(product.options, override.choices, `${path}.choices`);
        violations.push(...selection.violations);
        ids = variantsWithChoices(variants, selection.checked).map((v) => v.id);
      } else if (override.variantIds && override.variantIds.length > 0) {
        for (const [j, id] of override.variantIds.entries()) {
          if (variants.some((v) => v.id === id)) ids.push(id);
          else
            violations.push({
              field: `${path}.variantIds[${j}]`,
              description: 'is not a variant of this product',
              violatedRule: 'VALIDATION',
              ruleName: 'VALIDATION',
              data: { id },
            });
        }
      } else {
        violations.push({
          field: `${path}.choices`,
          description: 'or variantIds is required to say which variants change',
          violatedRule: 'REQUIRED_FIELD',
          ruleName: 'REQUIRED_FIELD',
        });
        continue;
      }
      const set: Record<string, unknown> = {};
      if (override.price !== undefined) set.price = override.price === null ? null : amountToMinor(override.price, digits, `${path}.price`, violations);
      if (override.cost !== undefined) set.cost = override.cost === null ? null : amountToMinor(override.cost, digits, `${path}.cost`, violations);
      if (override.weight !== undefined) set.weight = override.weight === null ? null : weightDecimal(override.weight);
      if (override.sku !== undefined) set.sku = override.sku === null || override.sku.trim() === '' ? null : override.sku.trim();
      if (override.visible !== undefined) set.visible = override.visible ?? true;
      updates.push({ ids, set });
    }
    if (violations.length > 0) throw validationError(violations);
    for (const { ids, set } of updates) {
      if (ids.length > 0 && Object.keys(set).length > 0)
        await trx.updateTable('variants').set(set).where('product_id', '=', productId).where('id', 'in', ids).execute();
    }
    const now = deps.clock();
    await touchProduct(trx, productId, now);
    await queueProductEvent(trx, deps, CatalogEventType.VARIANTS_CHANGED, productId, now);
  });
}

/** Clears every variant's own price, cost, weight and SKU, and shows them all again. */
export async function resetVariants(deps: WriteDeps, siteId: string, productId: string): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    await lockProduct(trx, siteId, productId);
    await trx.updateTable('variants').set({ price: null, cost: null, weight: null, sku: null, visible: true }).where('product_id', '=', productId).execute();
    const now = deps.clock();
    await touchProduct(trx, productId, now);
    await queueProductEvent(trx, deps, CatalogEventType.VARIANTS_CHANGED, productId, now);
  });
}

/** Removes every option: the product keeps one default variant (with the stock of none: 0 or in stock). */
export async function deleteOptions(deps: WriteDeps, siteId: string, productId: string): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const product = await lockProduct(trx, siteId, productId);
    const plan = planVariants([], await variantsOf(trx, productId));
    if (plan.remove.length > 0) await trx.deleteFrom('variants').where('product_id', '=', productId).where('id', 'in', plan.remove).execute();
    for (const v of plan.create) {
      await trx
        .insertInto('variants')
        .values({
          id: v.id,
          site_id: siteId,
          product_id: productId,
          choices: '{}',
          price: null,
          cost: null,
          weight: null,
          sku: null,
          visible: true,
          quantity: product.track_inventory ? 0 : null,
          in_stock: true,
          position: 0,
        })
        .execute();
    }
    await trx.updateTable('products').set({ options: '[]' }).where('id', '=', productId).execute();
    const now = deps.clock();
    await touchProduct(trx, productId, now);
    await queueProductEvent(trx, deps, CatalogEventType.PRODUCT_CHANGED, productId, now);
  });
}

/** Clears the brand or the ribbon of a product. */
export async function clearProductText(deps: WriteDeps, siteId: string, productId: string, field: 'brand' | 'ribbon'): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    await lockProduct(trx, siteId, productId);
    await trx
      .updateTable('products')
      .set(field === 'brand' ? { brand: null } : { ribbon: null })
      .where('id', '=', productId)
      .execute();
    const now = deps.clock();
    await touchProduct(trx, productId, now);
    await queueProductEvent(trx, deps, CatalogEventType.PRODUCT_CHANGED, productId, now);
  });
}

/** Stock of some variants as the inventory call sends it. */
export interface VariantStockInput {
  variantId: string;
  quantity?: number | null;
  inStock?: boolean | null;
}

/** Sets tracking and per-variant stock of a product (the inventory item of Wix's inventory API). */
export async function updateVariantStock(
  deps: WriteDeps,
  siteId: string,
  productId: string,
  trackQuantity: boolean | undefined,
  stock: readonly VariantStockInput[],
  path: string,
): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const product = await lockProduct(trx, siteId, productId);
    const variants = await variantsOf(trx, productId);
    const violations: FieldViolation[] = [];
    stock.forEach((s, i) => {
      if (!variants.some((v) => v.id === s.variantId))
        violations.push({
          field: `${path}[${i}].variantId`,
          description: 'is not a variant of this product',
          violatedRule: 'VALIDATION',
          ruleName: 'VALIDATION',
          data: { id: s.variantId },
        });
    });
    if (violations.length > 0) throw validationError(violations);
    const track = trackQuantity ?? product.track_inventory;
    if (track !== product.track_inventory) {
      await trx.updateTable('products').set({ track_inventory: track }).where('id', '=', productId).execute();
      if (track) await trx.updateTable('variants').set({ quantity: 0 }).where('product_id', '=', productId).where('quantity', 'is', null).execute();
    }
    for (const s of stock) {
      const set = {
        ...(s.quantity !== undefined && s.quantity !== null ? { quantity: s.quantity } : {}),
        ...(s.inStock !== undefined && s.inStock !== null ? { in_stock: s.inStock } : {}),
      };
      if (Object.keys(set).length > 0) await trx.updateTable('variants').set(set).where('product_id', '=', productId).where('id', '=', s.variantId).execute();
    }
    const now = deps.clock();
    const changed = await touchProduct(trx, productId, now);
    if (deps.events) await queueInventoryChanged(trx, siteId, changed, deps.events.identity, now);
  });
}
