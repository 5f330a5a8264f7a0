// Importing products: each one written through the catalog's write functions in a transaction of its own, by slug (created or updated).
import type { Kysely } from 'kysely';
import { systemClock, type Clock } from '../../clock.js';
import type { StoredMedia, StoredOption } from '../../db/catalog-tables.js';
import type { Database } from '../../db/schema.js';
import { currencyDigits } from '../../money.js';
import { addProductMedia, changeChoiceMedia, removeProductMedia } from '../write/media-writes.js';
import { productChanges } from '../write/product-input.js';
import { variantsOf } from '../write/product-store.js';
import { createProduct, updateProduct, type WriteDeps } from '../write/product-writes.js';
import { sameChoices } from '../write/variant-plan.js';
import { updateVariants, updateVariantStock, type VariantOverrideInput, type VariantStockInput } from '../write/variant-writes.js';
import { importImage } from './import-image.js';
import { errorProblems, type ImportProblem } from './import-problems.js';
import { readImportFile, type ImportEntry, type ImportFormat } from './import-file.js';
import type { MediaImport, ProductImport } from './product-import.js';

/** How far an import is. */
export interface ImportProgress {
  done: number;
  total: number;
  failed: number;
}

/** Options of {@link importProducts}. */
export interface ImportOptions {
  /** The clock writes stamp products with. @default the wall clock */
  clock?: Clock;
  /** Called after each product (written or failed). @default none */
  onProgress?: (progress: ImportProgress) => void;
}

/** What an import did. */
export interface ImportSummary {
  /** Products in the file. */
  total: number;
  created: number;
  updated: number;
  failed: number;
  /** What stopped each failed product, in file order. */
  problems: ImportProblem[];
  /** Warnings of products that were written anyway. */
  notes: ImportProblem[];
  /** Wall time of reading and writing, in seconds. */
  seconds: number;
}

/** Unknown site for an import or an export. */
export class UnknownSiteError extends Error {
  override readonly name = 'UnknownSiteError';
}

/** Decimal digits of the site's currency; {@link UnknownSiteError} when there is no such site. */
export async function siteDigits(db: Kysely<Database>, siteId: string): Promise<number> {
  const site = await db.selectFrom('sites').select('currency').where('id', '=', siteId).executeTakeFirst();
  if (!site) throw new UnknownSiteError(`No site "${siteId}"`);
  return currencyDigits(site.currency);
}

/** The overrides of a product with options: one per listed variant, in order (violations name `variants[i]`). */
function overridesOf(item: ProductImport): VariantOverrideInput[] {
  return (item.variants ?? []).map((v) => ({
    choices: v.choices,
    ...(v.price !== undefined ? { price: v.price } : {}),
    ...(v.cost !== undefined ? { cost: v.cost } : {}),
    ...(v.weight !== undefined ? { weight: v.weight } : {}),
    ...(v.sku !== undefined ? { sku: v.sku } : {}),
    ...(v.visible !== undefined ? { visible: v.visible } : {}),
  }));
}

/** Sets the listed variants' own values and stock. */
async function writeVariants(deps: WriteDeps, siteId: string, id: string, item: ProductImport, digits: number): Promise<void> {
  const listed = item.variants ?? [];
  if (listed.length === 0) return;
  const hasOptions = (item.product.productOptions ?? []).length > 0;
  const overrides = overridesOf(item);
  if (hasOptions && overrides.some((o) => Object.keys(o).length > 1)) await updateVariants(deps, siteId, id, overrides, digits);
  const variants = await variantsOf(deps.db, id);
  const stock: VariantStockInput[] = [];
  for (const v of listed) {
    if (v.quantity === undefined && v.inStock === undefined) continue;
    const variant = variants.find((row) => sameChoices(row.choices, v.choices));
    if (variant) stock.push({ variantId: variant.id, ...(v.quantity !== undefined ? { quantity: v.quantity } : {}), ...(v.inStock !== undefined ? { inStock: v.inStock } : {}) });
  }
  if (stock.length > 0) await updateVariantStock(deps, siteId, id, item.product.stock?.trackInventory, stock, 'variants');
}

/** The product's images as (url, choices) in order, from its stored media and options. */
function storedImages(media: readonly StoredMedia[], options: readonly StoredOption[]): MediaImport[] {
  return media.map((m) => {
    const choices = options.flatMap((o) => o.choices.filter((c) => (c.mediaIds ?? []).includes(m.id)).map((c) => ({ option: o.name, choice: c.description })));
    return choices.length > 0 ? { url: m.url, choices } : { url: m.url };
  });
}

/** A URL as the catalog stores it (parsed and serialized), so that an unchanged image compares equal. */
function normalUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/** Gives the product exactly the listed images (kept as they are when nothing changed). */
async function writeMedia(deps: WriteDeps, siteId: string, id: string, item: ProductImport): Promise<void> {
  const wanted: MediaImport[] = [];
  for (const m of item.media ?? []) wanted.push({ ...m, url: normalUrl(await importImage(m.url)) });
  const row = await deps.db.selectFrom('products').select(['media', 'options']).where('id', '=', id).executeTakeFirstOrThrow();
  if (JSON.stringify(storedImages(row.media, row.options)) === JSON.stringify(wanted)) return;
  if (row.media.length > 0) await removeProductMedia(deps, siteId, id, []);
  if (wanted.length === 0) return;
  await addProductMedia(deps, siteId, id, wanted.map((m) => ({ url: m.url, ...(m.choices?.[0] ? { choice: m.choices[0] } : {}) })));
  const more = wanted.filter((m) => (m.choices ?? []).length > 1);
  if (more.length === 0) return;
  const added = await deps.db.selectFrom('products').select('media').where('id', '=', id).executeTakeFirstOrThrow();
  const links = more.flatMap((m) => m.choices!.slice(1).map((c) => ({ option: c.option, choice: c.choice, mediaIds: added.media.filter((s) => s.url === m.url).map((s) => s.id) })));
  await changeChoiceMedia(deps, siteId, id, links, 'link');
}

/**
 * Writes one product in one transaction: created when the site has no product with its slug, else updated to match;
 * then its variants' values and stock and its images. Nothing of it is kept when any step fails.
 */
export async function writeProductImport(db: Kysely<Database>, clock: Clock, siteId: string, item: ProductImport, digits: number): Promise<'created' | 'updated'> {
  return db.transaction().execute(async (trx) => {
    const deps: WriteDeps = { db: trx, clock };
    const changes = productChanges(item.product, digits);
    const existing = await trx.selectFrom('products').select('id').where('site_id', '=', siteId).where('slug', '=', item.product.slug).executeTakeFirst();
    let id: string;
    if (existing) {
      id = existing.id;
      await updateProduct(deps, siteId, id, changes);
    } else {
      id = await createProduct(deps, siteId, changes);
    }
    await writeVariants(deps, siteId, id, item, digits);
    await writeMedia(deps, siteId, id, item);
    return existing ? 'updated' : 'created';
  });
}

/**
 * Imports products into a site: every usable product is written (valid ones even when others fail), each in a
 * transaction of its own, matched by slug (Shopify's Handle) so that importing the same file again updates and
 * duplicates nothing, and an interrupted import run again finishes the rest.
 */
export async function importEntries(db: Kysely<Database>, siteId: string, entries: readonly ImportEntry[], digits: number, options: ImportOptions = {}): Promise<Omit<ImportSummary, 'seconds'>> {
  const clock = options.clock ?? systemClock;
  const summary = { total: entries.length, created: 0, updated: 0, failed: 0, problems: [] as ImportProblem[], notes: [] as ImportProblem[] };
  for (const [i, entry] of entries.entries()) {
    if (!entry.item) {
      summary.failed++;
      summary.problems.push(...entry.problems);
    } else {
      try {
        summary[await writeProductImport(db, clock, siteId, entry.item, digits)]++;
        summary.notes.push(...entry.notes);
      } catch (error) {
        summary.failed++;
        summary.problems.push(...errorProblems(error, entry.locate));
      }
    }
    options.onProgress?.({ done: i + 1, total: entries.length, failed: summary.failed });
  }
  return summary;
}

/** Reads an import file (Shopify CSV or Tote JSON) and imports its products into the site; see {@link importEntries}. */
export async function importProducts(db: Kysely<Database>, siteId: string, text: string, format: ImportFormat, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = performance.now();
  const digits = await siteDigits(db, siteId);
  const entries = readImportFile(text, format, digits);
  const summary = await importEntries(db, siteId, entries, digits, options);
  return { ...summary, seconds: (performance.now() - started) / 1000 };
}
