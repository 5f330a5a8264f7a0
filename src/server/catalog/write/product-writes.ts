// Product create, update and delete: one transaction each; variants follow options, prices stay discounted in step.
import { optionalProductColumns } from './product-columns.js';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { StoredOption } from '../../db/catalog-tables.js';
import type { Database } from '../../db/schema.js';
import { fieldError } from '../../http/http-error.js';
import { discountedMinor } from '../pricing.js';
import type { ProductRow } from '../product-rows.js';
import { productNotFound } from '../product-reads.js';
import type { ProductChanges } from './product-input.js';
import { duplicateSlug, freeProductSlug, inTransaction, isUniqueViolation, lockProduct, slugify, touchProduct, variantsOf, type Db } from './product-store.js';
import { planVariants } from './variant-plan.js';
import { queueInventoryChanged, queueProductDeleted, queueProductEvent, type CatalogEventSource } from './catalog-events.js';
import { CatalogEventType } from '../../../wire/events.js';

/** What a write needs: the database and the clock, and who its events name (none: it reports no events). */
export interface WriteDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** @default none: no events (demo seeding) */
  events?: CatalogEventSource;
}

/** Choice media survive an options change when the option and choice keep their names. */
function keepChoiceMedia(next: readonly StoredOption[], previous: readonly StoredOption[]): StoredOption[] {
  return next.map((option) => {
    const before = previous.find((o) => o.name === option.name);
    return {
      ...option,
      choices: option.choices.map((choice) => {
        const mediaIds = before?.choices.find((c) => c.description === choice.description)?.mediaIds;
        return mediaIds && mediaIds.length > 0 ? { ...choice, mediaIds } : choice;
      }),
    };
  });
}

/** Rewrites a product's variants to match its options; new variants take the given stock. */
async function syncVariants(
  trx: Db,
  product: ProductRow,
  options: readonly StoredOption[],
  stock: { quantity: number | null; inStock: boolean },
): Promise<void> {
  const plan = planVariants(options, await variantsOf(trx, product.id));
  if (plan.remove.length > 0) await trx.deleteFrom('variants').where('product_id', '=', product.id).where('id', 'in', plan.remove).execute();
  for (const { variant, position } of plan.keep) {
    if (variant.position !== position)
      await trx.updateTable('variants').set({ position }).where('product_id', '=', product.id).where('id', '=', variant.id).execute();
  }
  if (plan.create.length > 0) {
    await trx
      .insertInto('variants')
      .values(
        plan.create.map((v) => ({
          id: v.id,
          site_id: product.site_id,
          product_id: product.id,
          choices: JSON.stringify(v.choices),
          price: null,
          cost: null,
          weight: null,
          sku: null,
          visible: true,
          quantity: stock.quantity,
          in_stock: stock.inStock,
          position: v.position,
        })),
      )
      .execute();
  }
}

/** Applies `stock` to every variant: tracking on or off, a quantity, an in-stock flag. */
async function applyStock(trx: Db, product: ProductRow, stock: NonNullable<ProductChanges['stock']>): Promise<void> {
  const track = stock.trackInventory ?? product.track_inventory;
  if (stock.trackInventory !== undefined && stock.trackInventory !== product.track_inventory) {
    await trx.updateTable('products').set({ track_inventory: track }).where('id', '=', product.id).execute();
  }
  if (track) {
    if (stock.quantity !== undefined && stock.quantity !== null)
      await trx.updateTable('variants').set({ quantity: stock.quantity }).where('product_id', '=', product.id).execute();
    else await trx.updateTable('variants').set({ quantity: 0 }).where('product_id', '=', product.id).where('quantity', 'is', null).execute();
  }
  if (stock.inStock !== undefined) await trx.updateTable('variants').set({ in_stock: stock.inStock }).where('product_id', '=', product.id).execute();
}

/** Creates a product (with its variants); returns its id. `changes.name` and `changes.price` are required. */
export async function createProduct(deps: WriteDeps, siteId: string, changes: ProductChanges): Promise<string> {
  if (changes.name === undefined) throw fieldError('product.name', 'is required', 'REQUIRED_FIELD');
  if (changes.price === undefined) throw fieldError('product.priceData.price', 'is required', 'REQUIRED_FIELD');
  const { name, price } = changes;
  const id = randomUUID();
  const now = deps.clock();
  try {
    await inTransaction(deps.db, async (trx) => {
      const slug = changes.slug ?? (await freeProductSlug(trx, siteId, slugify(name)));
      if (changes.slug !== undefined) {
        const taken = await trx.selectFrom('products').select('id').where('site_id', '=', siteId).where('slug', '=', changes.slug).executeTakeFirst();
        if (taken) throw duplicateSlug(changes.slug, 'product');
      }
      const discountType = changes.discount_type ?? 'NONE';
      const discountValue = changes.discount_value ?? '0';
      const trackInventory = changes.stock?.trackInventory ?? false;
      const options = changes.options ?? [];
      const row = await trx
        .insertInto('products')
        .values({
          id,
          site_id: siteId,
          name,
          slug,
          description: changes.description ?? '',
          sku: changes.sku ?? null,
          product_type: changes.product_type ?? 'physical',
          visible: changes.visible ?? true,
          price,
          discounted_price: discountedMinor(price, discountType, discountValue),
          discount_type: discountType,
          discount_value: discountValue,
          cost: changes.cost ?? null,
          weight: changes.weight ?? null,
          brand: changes.brand ?? null,
          ribbon: changes.ribbon ?? null,
          tax_group: changes.tax_group ?? 'STANDARD',
          track_inventory: trackInventory,
          in_stock: true,
          manage_variants: changes.manage_variants ?? false,
          options: JSON.stringify(options),
          media: '[]',
          additional_info: JSON.stringify(changes.additional_info ?? []),
          price_per_unit: JSON.stringify(changes.price_per_unit ?? null),
          seo: JSON.stringify(changes.seo ?? null),
          created_date: now,
          last_updated: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await syncVariants(trx, row, options, {
        quantity: trackInventory ? (changes.stock?.quantity ?? 0) : null,
        inStock: changes.stock?.inStock ?? true,
      });
      await touchProduct(trx, id, now);
      await queueProductEvent(trx, deps, CatalogEventType.PRODUCT_CREATED, id, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug(changes.slug ?? name, 'product');
    throw error;
  }
  return id;
}

/** Applies a partial update to a product; options given replace the options and regenerate the variants. */
export async function updateProduct(deps: WriteDeps, siteId: string, id: string, changes: ProductChanges): Promise<void> {
  const now = deps.clock();
  try {
    await inTransaction(deps.db, async (trx) => {
      const product = await lockProduct(trx, siteId, id);
      if (changes.slug !== undefined && changes.slug !== product.slug) {
        const taken = await trx.selectFrom('products').select('id').where('site_id', '=', siteId).where('slug', '=', changes.slug).executeTakeFirst();
        if (taken) throw duplicateSlug(changes.slug, 'product');
      }
      const price = changes.price ?? product.price;
      const discountType = changes.discount_type ?? product.discount_type;
      const discountValue = changes.discount_value ?? product.discount_value;
      const options = changes.options ? keepChoiceMedia(changes.options, product.options) : undefined;
      await trx
        .updateTable('products')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
          ...optionalProductColumns(changes),
          price,
          discounted_price: discountedMinor(price, discountType, discountValue),
          discount_type: discountType,
          discount_value: discountValue,
          ...(changes.manage_variants !== undefined ? { manage_variants: changes.manage_variants } : {}),
          ...(options !== undefined ? { options: JSON.stringify(options) } : {}),
        })
        .where('id', '=', id)
        .execute();
      if (changes.manage_variants === false) {
        // Without managed variants every variant sells at the product's price, cost, weight and SKU.
        await trx.updateTable('variants').set({ price: null, cost: null, weight: null, sku: null }).where('product_id', '=', id).execute();
      }
      const track = changes.stock?.trackInventory ?? product.track_inventory;
      if (options) await syncVariants(trx, product, options, { quantity: track ? 0 : null, inStock: true });
      if (changes.stock) await applyStock(trx, product, changes.stock);
      const stock = await touchProduct(trx, id, now);
      await queueProductEvent(trx, deps, CatalogEventType.PRODUCT_CHANGED, id, now);
      // Stock set through the product is a change of its inventory item too.
      if (changes.stock && deps.events) await queueInventoryChanged(trx, siteId, stock, deps.events.identity, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug(changes.slug ?? '', 'product');
    throw error;
  }
}

/** Deletes a product with its variants and memberships; 404 PRODUCT_NOT_FOUND when the site has none. */
export async function deleteProduct(deps: WriteDeps, siteId: string, id: string): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const result = await trx.deleteFrom('products').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw productNotFound(id);
    await queueProductDeleted(trx, deps, id, deps.clock());
  });
}
