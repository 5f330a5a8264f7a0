// An import file read into products to write: Shopify's CSV (mapped) or Tote's JSON, each product checked and locatable.
import { Compile } from 'typebox/compile';
import type { FieldViolation } from '../../../wire/errors.js';
import { toViolations } from '../../http/validation.js';
import { fieldLocator, violationProblem, type ImportProblem, type Locator } from './import-problems.js';
import { ProductImportSchema, type ProductImport } from './product-import.js';
import { mapShopifyProduct } from './product-mapping.js';
import { groupByHandle, readShopifyCsv, ShopifyCsvError } from './shopify-csv.js';

/** Formats an import reads and an export writes. */
export type ImportFormat = 'csv' | 'json';

/** One product of the file: its key (handle or slug), the import when it is usable, its problems, and where its fields are. */
export interface ImportEntry {
  key: string;
  item?: ProductImport;
  problems: ImportProblem[];
  notes: ImportProblem[];
  locate: Locator;
  /** A row that belongs to no product (no Handle): skipped, not a failed product. */
  skipped?: boolean;
}

/** A file that cannot be read at all (not CSV, not a JSON array, no Handle column). */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
}

const check = Compile(ProductImportSchema);

/** Schema violations of an item, as problems at their places; none when it is valid. */
function schemaProblems(item: unknown, locate: Locator): ImportProblem[] {
  if (check.Check(item)) return [];
  const violations = toViolations(check.Errors(item) as unknown as Parameters<typeof toViolations>[0], item) as FieldViolation[];
  return violations.map((v) => violationProblem(v, locate));
}

/** Shopify CSV text → entries, one per Handle, in file order; rows without a Handle are problems of their own. */
function csvEntries(text: string, digits: number): ImportEntry[] {
  let rows;
  try {
    rows = readShopifyCsv(text);
  } catch (error) {
    if (error instanceof ShopifyCsvError) throw new ImportFileError(error.message, { cause: error });
    throw error;
  }
  const { products, orphans } = groupByHandle(rows);
  const entries: ImportEntry[] = products.map((group) => {
    const mapped = mapShopifyProduct(group, digits);
    const problems = mapped.item ? schemaProblems(mapped.item, mapped.locate) : mapped.problems;
    return { key: mapped.handle, ...(mapped.item && problems.length === 0 ? { item: mapped.item } : {}), problems, notes: mapped.notes, locate: mapped.locate };
  });
  for (const row of orphans) {
    const where = `line ${row.line}`;
    entries.push({
      key: where,
      problems: [{ code: 'INVALID_VALUE', where, column: 'Handle', message: 'Handle is empty: the row belongs to no product' }],
      notes: [],
      locate: () => ({ where }),
      skipped: true,
    });
  }
  return entries;
}

/** Tote JSON text (an array of {@link ProductImport}) → entries, one per item. */
function jsonEntries(text: string): ImportEntry[] {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(`The file is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(items)) throw new ImportFileError('The JSON file must be an array of products ({ "product": {...}, "variants": [...], "media": [...] })');
  return items.map((item, i) => {
    const where = `item ${i + 1}`;
    const locate = fieldLocator(new Map(), { where });
    const problems = schemaProblems(item, locate);
    const slug = (item as { product?: { slug?: unknown } } | null)?.product?.slug;
    return { key: typeof slug === 'string' ? slug : where, ...(problems.length === 0 ? { item: item as ProductImport } : {}), problems, notes: [], locate };
  });
}

/**
 * Reads an import file into entries; a file that is not CSV or JSON of the right shape is an {@link ImportFileError}.
 * @param digits decimal digits of the site currency (CSV prices are read in them)
 */
export function readImportFile(text: string, format: ImportFormat, digits: number): ImportEntry[] {
  return format === 'csv' ? csvEntries(text, digits) : jsonEntries(text);
}
