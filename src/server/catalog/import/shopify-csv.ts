// Shopify's product CSV: its columns, reading a file into rows with their line numbers, and grouping rows by Handle.
import { parse } from 'csv-parse/sync';
import { restoreCell } from '../../csv/index.js';

/** The columns of Shopify's product CSV export, in its order (what `export --format csv` writes). */
export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Image',
  'Variant Weight Unit',
  'Cost per item',
  'Status',
] as const;

/** A column of Shopify's product CSV. */
export type ShopifyColumn = (typeof SHOPIFY_COLUMNS)[number];

/** One data row: the file line it starts on (the header is line 1) and its cells by column ('' when absent). */
export interface CsvRow {
  line: number;
  cells: Record<ShopifyColumn, string>;
}

/** The rows of one product: every row with its Handle, in file order (the first carries the product). */
export interface CsvProductRows {
  handle: string;
  rows: CsvRow[];
}

/** A problem of the file itself (not of one product), e.g. a missing Handle column. */
export class ShopifyCsvError extends Error {
  override readonly name = 'ShopifyCsvError';
}

interface ParsedRecord {
  record: string[];
  raw: string;
  info: { lines: number };
}

/** The line a record starts on: csv-parse reports the line it ends on; quoted cells may span lines. */
function startLine({ raw, info }: ParsedRecord): number {
  const text = raw.replace(/^\n+/, '').replace(/\n$/, '');
  let newlines = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) newlines++;
  return info.lines - newlines;
}

/**
 * Reads a Shopify product CSV into rows (line ends inside cells read as \n). Unknown columns are ignored and missing ones read as ''; a file without a
 * Handle and a Title column is not a Shopify product CSV ({@link ShopifyCsvError}).
 */
export function readShopifyCsv(text: string): CsvRow[] {
  let records: ParsedRecord[];
  try {
    // Line ends as \n only: csv-parse counts a CRLF inside a quoted cell as two lines.
    records = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    throw new ShopifyCsvError(`The file is not valid CSV: ${(error as Error).message}`, { cause: error });
  }
  const [header, ...data] = records;
  if (!header) return [];
  const index = new Map(header.record.map((name, i) => [name.trim(), i]));
  for (const required of ['Handle', 'Title'] as const) {
    if (!index.has(required))
      throw new ShopifyCsvError(`The file has no "${required}" column: it is not a Shopify product CSV (columns: ${SHOPIFY_COLUMNS.join(', ')})`);
  }
  const positions = SHOPIFY_COLUMNS.map((column) => [column, index.get(column)] as const);
  return data.map((parsed) => {
    const cells = {} as Record<ShopifyColumn, string>;
    for (const [column, at] of positions) cells[column] = at === undefined ? '' : restoreCell((parsed.record[at] ?? '').trim());
    return { line: startLine(parsed), cells };
  });
}

/**
 * Groups rows by Handle, in the order handles first appear; rows of one handle need not be adjacent. Rows without a
 * Handle are returned apart (they belong to no product).
 */
export function groupByHandle(rows: readonly CsvRow[]): { products: CsvProductRows[]; orphans: CsvRow[] } {
  const byHandle = new Map<string, CsvProductRows>();
  const orphans: CsvRow[] = [];
  for (const row of rows) {
    const handle = row.cells.Handle;
    if (handle === '') {
      orphans.push(row);
      continue;
    }
    let group = byHandle.get(handle);
    if (!group) byHandle.set(handle, (group = { handle, rows: [] }));
    group.rows.push(row);
  }
  return { products: [...byHandle.values()], orphans };
}
