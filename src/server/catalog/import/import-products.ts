// Importing products: each one written through the catalog's write functions in a transaction of its own, by slug (created or updated).
import type { Kysely } from 'kysely';
import { systemClock, type Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { currencyDigits } from '../../money.js';
import type { CatalogEventSource } from '../write/catalog-events.js';
import { writeWholeProduct, type WholeMediaInput } from '../write/whole-product-writes.js';
import { imageFetcher, importImages, type ImageImportDeps } from './import-image.js';
import { errorProblems, type ImportProblem } from './import-problems.js';
import { readImportFile, type ImportEntry, type ImportFormat } from './import-file.js';
import type { ProductImport } from './product-import.js';

/** How far an import is. */
export interface ImportProgress {
  /** Entries read so far (products, and rows skipped). */
  done: number;
  total: number;
  created: number;
  updated: number;
  failed: number;
  skipped: number;
}

/** Options of {@link importProducts}. */
export interface ImportOptions {
  /** The clock writes stamp products with. @default the wall clock */
  clock?: Clock;
  /** Called after each product (written or failed). @default none */
  onProgress?: (progress: ImportProgress) => void;
  /**
   * When given, each image URL is fetched (never from a private address unless `fetch.allowPrivate`) and stored in
   * the site's media like an upload; an image that cannot be fetched is left out with a note. Without it the image
   * URLs are kept as they are (shown by absolute URL).
   * @default URLs kept
   */
  images?: ImageImportDeps;
  /**
   * Who the events of the products written name, and how they render them (one event per product, in its transaction).
   * @default none: no events (tests and benchmarks filling a catalog)
   */
  events?: CatalogEventSource;
}

/** What an import did. */
export interface ImportSummary {
  /** Products in the file, and rows that belong to none (skipped). */
  total: number;
  created: number;
  updated: number;
  /** Products not written (each one's problems name its lines). */
  failed: number;
  /** Rows that belong to no product (no Handle), left out. */
  skipped: number;
  /** Where each failed product starts in the file (`line 9`, `item 3`), in file order. */
  failedAt: string[];
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

/** A URL as the catalog stores it (parsed and serialized). */
function normalUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * Writes one product in one transaction (the catalog's whole-product write): created when the site has no product
 * with its slug, else updated to match, with its variants' values and stock and its images (`media`: the item's
 * image URLs unless given already resolved, as fetched images are). Nothing of it is kept when any check fails.
 */
export async function writeProductImport(
  db: Kysely<Database>,
  clock: Clock,
  siteId: string,
  item: ProductImport,
  digits: number,
  media: readonly WholeMediaInput[] | undefined = item.media?.map((m) => ({ ...m, url: normalUrl(m.url) })),
  events?: CatalogEventSource,
): Promise<'created' | 'updated'> {
  const { created } = await writeWholeProduct(
    { db, clock, ...(events ? { events } : {}) },
    siteId,
    {
      product: item.product,
      ...(item.variants ? { variants: item.variants } : {}),
      ...(media ? { media } : {}),
      ...(item.type !== undefined ? { type: item.type } : {}),
      ...(item.tags !== undefined ? { tags: item.tags } : {}),
    },
    digits,
  );
  return created ? 'created' : 'updated';
}

/**
 * Imports products into a site: every usable product is written (valid ones even when others fail), each in a
 * transaction of its own, matched by slug (Shopify's Handle) so that importing the same file again updates and
 * duplicates nothing, and an interrupted import run again finishes the rest.
 */
export async function importEntries(
  db: Kysely<Database>,
  siteId: string,
  entries: readonly ImportEntry[],
  digits: number,
  options: ImportOptions = {},
): Promise<Omit<ImportSummary, 'seconds'>> {
  const clock = options.clock ?? systemClock;
  const fetchImage = options.images && imageFetcher(options.images, siteId);
  const summary = {
    total: entries.length,
    created: 0,
    updated: 0,
    failed: 0,
    skipped: 0,
    failedAt: [] as string[],
    problems: [] as ImportProblem[],
    notes: [] as ImportProblem[],
  };
  const fail = (entry: ImportEntry, problems: ImportProblem[]) => {
    summary.failed++;
    summary.failedAt.push(entry.locate('product').where);
    summary.problems.push(...problems);
  };
  for (const [i, entry] of entries.entries()) {
    if (entry.skipped) {
      summary.skipped++;
      summary.problems.push(...entry.problems);
    } else if (!entry.item) {
      fail(entry, entry.problems);
    } else {
      try {
        // Images are fetched and stored before the product's transaction opens.
        const images = fetchImage && entry.item.media ? await importImages(entry.item.media, fetchImage, entry.locate) : undefined;
        summary[await writeProductImport(db, clock, siteId, entry.item, digits, images?.media, options.events)]++;
        summary.notes.push(...entry.notes, ...(images?.notes ?? []));
      } catch (error) {
        fail(entry, errorProblems(error, entry.locate));
      }
    }
    const { created, updated, failed, skipped } = summary;
    options.onProgress?.({ done: i + 1, total: entries.length, created, updated, failed, skipped });
  }
  return summary;
}

/** Reads an import file (Shopify CSV or Tote JSON) and imports its products into the site; see {@link importEntries}. */
export async function importProducts(
  db: Kysely<Database>,
  siteId: string,
  text: string,
  format: ImportFormat,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const digits = await siteDigits(db, siteId);
  const entries = readImportFile(text, format, digits);
  const summary = await importEntries(db, siteId, entries, digits, options);
  return { ...summary, seconds: (performance.now() - started) / 1000 };
}
