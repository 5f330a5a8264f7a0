// Shopify CSV rows of one product → a product of Tote's JSON import, with where each field came from in the file.
import type { StoredDiscountType } from '../pricing.js';
import { discountedMinor } from '../pricing.js';
import { slugify } from '../write/product-store.js';
import { decimalToScaled, minorToNumber, mulDivRound } from '../../money.js';
import { sanitizeDescription } from './description-html.js';
import { fieldLocator, type FieldPlace, type ImportProblem, type Locator } from './import-problems.js';
import type { MediaImport, ProductImport, VariantImport } from './product-import.js';
import type { CsvProductRows, CsvRow, ShopifyColumn } from './shopify-csv.js';

/** Shopify's option name and value of a product without options. */
const DEFAULT_OPTION = { name: 'Title', value: 'Default Title' };
const OPTION_COLUMNS = [
  { name: 'Option1 Name', value: 'Option1 Value' },
  { name: 'Option2 Name', value: 'Option2 Value' },
  { name: 'Option3 Name', value: 'Option3 Value' },
] as const satisfies readonly { name: ShopifyColumn; value: ShopifyColumn }[];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Most units a variant's stock holds (the catalog's bound). */
const MAX_QUANTITY = 99_999;

/** A variant's price as Shopify gives it: what it sells for, and the higher "compare at" price when on sale (minor units). */
export interface ShopifyPrice {
  price: number;
  compareAt?: number;
}

/** The catalog's form of a product's prices: each variant's original price and one product discount. */
export interface CatalogPrices {
  /** Original (before discount) price of each variant, minor units, in the order given. */
  prices: number[];
  discount: { type: StoredDiscountType; /** AMOUNT: minor units off; PERCENT: percent off (≤ 4 decimals); NONE: 0. */ value: number };
  /** False when the compare-at prices differ in a way one product discount cannot express: then they are left out. */
  exact: boolean;
}

/**
 * Maps Shopify's prices to the catalog's: the catalog keeps an original price per variant and one discount per product
 * (see pricing.ts), Shopify a sale price and a higher compare-at price per variant. The compare-at price becomes the
 * original price and the discount takes it down to the sale price: the same amount off every variant (AMOUNT), else
 * the same percentage (PERCENT); variants without a compare-at price must then be off by 0. When neither fits, the
 * sale prices are kept without a discount (`exact: false`).
 */
export function catalogPrices(variants: readonly ShopifyPrice[]): CatalogPrices {
  const sale = variants.map((v) => v.price);
  const original = variants.map((v) => (v.compareAt !== undefined && v.compareAt > v.price ? v.compareAt : v.price));
  const gaps = original.map((o, i) => o - sale[i]!);
  if (gaps.every((g) => g === 0)) return { prices: sale, discount: { type: 'NONE', value: 0 }, exact: true };
  if (gaps.every((g) => g === gaps[0])) return { prices: original, discount: { type: 'AMOUNT', value: gaps[0]! }, exact: true };
  const at = gaps.findIndex((g) => g > 0);
  // The percentage off, to 4 decimals (rounded half up): parts of 10⁶ of the original price, over 10⁴.
  const percent = mulDivRound(gaps[at]!, 1_000_000, original[at]!) / 10_000;
  if (original.every((o, i) => discountedMinor(o, 'PERCENT', percent) === sale[i]))
    return { prices: original, discount: { type: 'PERCENT', value: percent }, exact: true };
  return { prices: sale, discount: { type: 'NONE', value: 0 }, exact: false };
}

/** A product option read from the rows: its name and its values in the order they first appear. */
export interface MappedOption {
  name: string;
  values: string[];
}

/** What the rows of one product map to: the import (absent when a cell was unusable), the problems, and a locator. */
export interface MappedProduct {
  handle: string;
  item?: ProductImport;
  problems: ImportProblem[];
  /** Warnings that do not stop the product (e.g. compare-at prices left out). */
  notes: ImportProblem[];
  locate: Locator;
}

/** A variant row as read, before prices are mapped. */
interface VariantRow {
  row: CsvRow;
  choices: Record<string, string>;
  price?: number;
  compareAt?: number;
  cost?: number;
  grams?: number;
  quantity?: number;
  image?: string;
}

/** Cell reading with problems collected against the row's line and column. */
class Cells {
  readonly problems: ImportProblem[] = [];
  constructor(private readonly digits: number) {}

  bad(row: CsvRow, column: ShopifyColumn, message: string): undefined {
    this.problems.push({ code: 'INVALID_VALUE', where: `line ${row.line}`, column, message });
    return undefined;
  }

  /** An amount of money in minor units; '' is undefined. */
  money(row: CsvRow, column: ShopifyColumn): number | undefined {
    const text = row.cells[column];
    if (text === '') return undefined;
    if (!/^\d+(?:\.\d+)?$/.test(text)) return this.bad(row, column, `${column} "${text}" is not a price`);
    const minor = decimalToScaled(text, this.digits);
    if (minor === undefined) return this.bad(row, column, `${column} "${text}" has more than ${this.digits} decimals`);
    return minor;
  }

  /** A whole number; '' is undefined; negative ones only when `negative`. */
  integer(row: CsvRow, column: ShopifyColumn, negative = false): number | undefined {
    const text = row.cells[column];
    if (text === '') return undefined;
    if (!(negative ? /^-?\d+$/ : /^\d+$/).test(text)) return this.bad(row, column, `${column} "${text}" is not a whole number`);
    return Number(text);
  }

  /** TRUE/FALSE (any case); '' is undefined. */
  boolean(row: CsvRow, column: ShopifyColumn): boolean | undefined {
    const text = row.cells[column].toLowerCase();
    if (text === '') return undefined;
    if (text === 'true') return true;
    if (text === 'false') return false;
    return this.bad(row, column, `${column} "${row.cells[column]}" is not TRUE or FALSE`);
  }
}

/** A variant row carries a variant (option values, a price or a SKU); other rows only add images. */
function isVariantRow(row: CsvRow): boolean {
  const c = row.cells;
  return c['Option1 Value'] !== '' || c['Option2 Value'] !== '' || c['Option3 Value'] !== '' || c['Variant Price'] !== '' || c['Variant SKU'] !== '';
}

/** The options named on the first row; Shopify's `Title` / `Default Title` means none. */
export function optionNames(first: CsvRow): string[] {
  const names = OPTION_COLUMNS.map((c) => first.cells[c.name]);
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  if (names.length === 1 && names[0] === DEFAULT_OPTION.name && first.cells['Option1 Value'] === DEFAULT_OPTION.value) return [];
  return names;
}

/** The product's options from its variant rows: each option's values in the order they first appear. */
export function optionsOf(names: readonly string[], variants: readonly { choices: Record<string, string> }[]): MappedOption[] {
  return names.map((name) => ({ name, values: [...new Set(variants.map((v) => v.choices[name]).filter((v): v is string => v !== undefined))] }));
}

/** Every combination of one value per option, in option order (`[{}]` without options). */
function combinations(options: readonly MappedOption[]): Record<string, string>[] {
  let all: Record<string, string>[] = [{}];
  for (const option of options) all = all.flatMap((partial) => option.values.map((value) => ({ ...partial, [option.name]: value })));
  return all;
}

function choiceKey(names: readonly string[], choices: Record<string, string>): string {
  return JSON.stringify(names.map((n) => choices[n]));
}

/** SEO title and description as the catalog's seoData tags. */
function seoData(title: string, description: string) {
  return {
    tags: [
      ...(title ? [{ type: 'title', children: title, custom: true, disabled: false }] : []),
      ...(description ? [{ type: 'meta', props: { name: 'description', content: description }, custom: true, disabled: false }] : []),
    ],
  };
}

/**
 * Maps the rows of one Shopify product to a product of Tote's JSON import. Rows whose cells cannot be read (a price
 * "abc", a missing option value) are problems and the product has no `item`; rules of the catalog (lengths, number of
 * variants) are checked later by the catalog itself, and `locate` names the line and column each field came from.
 * @param digits decimal digits of the site currency
 */
export function mapShopifyProduct(group: CsvProductRows, digits: number): MappedProduct {
  const cells = new Cells(digits);
  const places = new Map<string, FieldPlace>();
  const notes: ImportProblem[] = [];
  const first = group.rows[0]!;
  const at = (row: CsvRow, column: ShopifyColumn): FieldPlace => ({ where: `line ${row.line}`, column, value: row.cells[column] });
  const fallback: FieldPlace = { where: `line ${first.line}` };
  const c = first.cells;

  if (c.Title === '') cells.bad(first, 'Title', `Title is required on the first row of product "${group.handle}"`);
  const slug = SLUG.test(group.handle) && group.handle.length <= 100 ? group.handle : slugify(group.handle);
  places.set('product', fallback);
  places.set('product.name', at(first, 'Title'));
  places.set('product.slug', at(first, 'Handle'));
  places.set('product.description', at(first, 'Body (HTML)'));
  places.set('product.brand', at(first, 'Vendor'));
  places.set('product.seoData', at(first, 'SEO Title'));

  const names = optionNames(first);
  names.forEach((name, k) => {
    if (name === '') cells.bad(first, OPTION_COLUMNS[k]!.name, `${OPTION_COLUMNS[k]!.name} is empty while a later option has a name`);
    places.set(`product.productOptions[${k}]`, at(first, OPTION_COLUMNS[k]!.name));
  });
  places.set('product.productOptions', at(first, 'Option1 Name'));

  const published = cells.boolean(first, 'Published');
  const status = c.Status.toLowerCase();
  if (status !== '' && status !== 'active' && status !== 'draft' && status !== 'archived')
    cells.bad(first, 'Status', `Status "${c.Status}" is not active, draft or archived`);
  const giftCard = cells.boolean(first, 'Gift Card');

  const variantRows: VariantRow[] = [];
  const seen = new Map<string, number>();
  for (const row of group.rows) {
    if (row !== first && !isVariantRow(row)) continue;
    const choices: Record<string, string> = {};
    names.forEach((name, k) => {
      const value = row.cells[OPTION_COLUMNS[k]!.value];
      if (value === '') cells.bad(row, OPTION_COLUMNS[k]!.value, `${OPTION_COLUMNS[k]!.value} is required: the product has the option "${name}"`);
      else choices[name] = value;
    });
    const key = choiceKey(names, choices);
    const earlier = seen.get(key);
    if (earlier !== undefined && Object.keys(choices).length === names.length) {
      cells.bad(
        row,
        names.length > 0 ? 'Option1 Value' : 'Handle',
        names.length > 0
          ? `Option values repeat the variant of line ${earlier}`
          : `Handle "${group.handle}" has a second variant row but the product has no options (line ${earlier})`,
      );
    }
    seen.set(key, row.line);
    const price = cells.money(row, 'Variant Price');
    if (row.cells['Variant Price'] === '') cells.bad(row, 'Variant Price', 'Variant Price is required on each variant row');
    const variant: VariantRow = { row, choices };
    if (price !== undefined) variant.price = price;
    const compareAt = cells.money(row, 'Variant Compare At Price');
    if (compareAt !== undefined) variant.compareAt = compareAt;
    const cost = cells.money(row, 'Cost per item');
    if (cost !== undefined) variant.cost = cost;
    const grams = cells.integer(row, 'Variant Grams');
    if (grams !== undefined) variant.grams = grams;
    const quantity = cells.integer(row, 'Variant Inventory Qty', true);
    // Shopify lets stock go below 0 (oversold); the catalog's stock stops at 0.
    if (quantity !== undefined) variant.quantity = Math.max(0, quantity);
    if (quantity !== undefined && quantity > MAX_QUANTITY)
      cells.bad(row, 'Variant Inventory Qty', `Variant Inventory Qty "${quantity}" is more than ${MAX_QUANTITY}`);
    cells.boolean(row, 'Variant Requires Shipping');
    if (row.cells['Variant Image'] !== '') variant.image = row.cells['Variant Image'];
    variantRows.push(variant);
  }
  const locate = fieldLocator(places, fallback);
  if (cells.problems.length > 0) return { handle: group.handle, problems: cells.problems, notes, locate };

  const options = optionsOf(names, variantRows);
  const prices = catalogPrices(variantRows.map((v) => ({ price: v.price!, ...(v.compareAt !== undefined ? { compareAt: v.compareAt } : {}) })));
  // Compare-at prices one product discount cannot express are kept per variant (shown nowhere, exported back).
  const ownCompareAt = (v: VariantRow) => (!prices.exact && v.compareAt !== undefined && v.compareAt > v.price! ? { compareAtPrice: money(v.compareAt) } : {});
  const main = variantRows[0]!;
  const tracked = main.row.cells['Variant Inventory Tracker'] !== '';
  const digital = giftCard === true || main.row.cells['Variant Requires Shipping'].toLowerCase() === 'false';
  const money = (minor: number) => minorToNumber(minor, digits);
  const weight = (grams: number | undefined) => (grams === undefined ? null : grams / 1000);
  places.set('type', at(first, 'Type'));
  places.set('tags', at(first, 'Tags'));
  places.set('product.priceData', at(first, 'Variant Price'));
  places.set('product.discount', at(first, 'Variant Compare At Price'));
  places.set('product.costAndProfitData', at(first, 'Cost per item'));
  places.set('product.weight', at(first, 'Variant Grams'));
  places.set('product.sku', at(first, 'Variant SKU'));
  places.set('product.stock', at(first, 'Variant Inventory Qty'));

  const product: ProductImport['product'] = {
    name: c.Title,
    slug,
    description: sanitizeDescription(c['Body (HTML)']),
    visible: (published ?? true) && (status === '' || status === 'active'),
    productType: digital ? 'digital' : 'physical',
    priceData: { price: money(prices.prices[0]!) },
    discount:
      prices.discount.type === 'NONE'
        ? { type: 'NONE' }
        : { type: prices.discount.type, value: prices.discount.type === 'AMOUNT' ? money(prices.discount.value) : prices.discount.value },
    costAndProfitData: { itemCost: main.cost === undefined ? null : money(main.cost) },
    weight: weight(main.grams),
    sku: names.length === 0 ? main.row.cells['Variant SKU'] || null : null,
    brand: c.Vendor || null,
    manageVariants: names.length > 0,
    productOptions: options.map((o) => ({ name: o.name, optionType: 'drop_down' as const, choices: o.values.map((value) => ({ value, description: value })) })),
    stock: names.length === 0 ? { trackInventory: tracked, ...(tracked ? { quantity: main.quantity ?? 0 } : {}), inStock: true } : { trackInventory: tracked },
    seoData: seoData(c['SEO Title'], c['SEO Description']),
  };

  const variants: VariantImport[] = [];
  if (names.length > 0) {
    const byKey = new Map(variantRows.map((v, i) => [choiceKey(names, v.choices), i]));
    for (const choices of combinations(options)) {
      const i = byKey.get(choiceKey(names, choices));
      const v = i === undefined ? undefined : variantRows[i]!;
      const n = variants.length;
      if (!v) {
        // A combination Shopify has no variant for: the catalog has one; it stays hidden and out of stock.
        variants.push({ choices, visible: false, inStock: false, ...(tracked ? { quantity: 0 } : {}) });
        continue;
      }
      places.set(`variants[${n}]`, at(v.row, 'Option1 Value'));
      places.set(`variants[${n}].price`, at(v.row, 'Variant Price'));
      places.set(`variants[${n}].cost`, at(v.row, 'Cost per item'));
      places.set(`variants[${n}].weight`, at(v.row, 'Variant Grams'));
      places.set(`variants[${n}].sku`, at(v.row, 'Variant SKU'));
      places.set(`variants[${n}].quantity`, at(v.row, 'Variant Inventory Qty'));
      variants.push({
        choices,
        price: money(prices.prices[i!]!),
        cost: v.cost === undefined ? null : money(v.cost),
        weight: weight(v.grams),
        sku: v.row.cells['Variant SKU'] || null,
        visible: true,
        ...ownCompareAt(v),
        ...(tracked ? { quantity: v.quantity ?? 0 } : { inStock: true }),
      });
    }
    options.forEach((o, k) =>
      o.values.forEach((value, j) => {
        const row = variantRows.find((v) => v.choices[o.name] === value)!.row;
        places.set(`product.productOptions[${k}].choices[${j}]`, at(row, OPTION_COLUMNS[k]!.value));
      }),
    );
  }

  const media = imagesOf(group.rows, variantRows, names, places);
  const tags = c.Tags.split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  const item: ProductImport = {
    product,
    ...(variants.length > 0 ? { variants } : {}),
    ...(media.length > 0 ? { media } : {}),
    type: c.Type === '' ? null : c.Type,
    tags: [...new Set(tags)],
  };
  return { handle: group.handle, item, problems: [], notes, locate };
}

/**
 * The option variant images go with: the first whose every choice has at most one Variant Image (a colour's
 * picture); undefined when none does (the images are then kept without choices).
 */
export function imageOption(names: readonly string[], variants: readonly { choices: Record<string, string>; image?: string }[]): string | undefined {
  const withImages = variants.filter((v) => v.image !== undefined);
  if (withImages.length === 0) return undefined;
  return names.find((name) => {
    const imageOf = new Map<string, string>();
    return withImages.every((v) => {
      const choice = v.choices[name]!;
      const known = imageOf.get(choice);
      imageOf.set(choice, v.image!);
      return known === undefined || known === v.image;
    });
  });
}

/** Images in Image Position order (else row order), each URL once; a Variant Image is shown for its variant's choice of {@link imageOption}. */
function imagesOf(rows: readonly CsvRow[], variants: readonly VariantRow[], names: readonly string[], places: Map<string, FieldPlace>): MediaImport[] {
  const option = imageOption(names, variants);
  const listed = rows
    .filter((r) => r.cells['Image Src'] !== '')
    .map((row, order) => ({ row, url: row.cells['Image Src'], position: Number.parseInt(row.cells['Image Position'], 10), order }))
    .sort((a, b) => (Number.isFinite(a.position) ? a.position : Infinity) - (Number.isFinite(b.position) ? b.position : Infinity) || a.order - b.order);
  const media: (MediaImport & { choices: NonNullable<MediaImport['choices']> })[] = [];
  const add = (url: string, row: CsvRow, column: ShopifyColumn, altText = '') => {
    let item = media.find((m) => m.url === url);
    if (!item) {
      places.set(`media[${media.length}]`, { where: `line ${row.line}`, column, value: url });
      media.push((item = { url, choices: [] }));
    }
    if (altText.trim() !== '' && item.altText === undefined) item.altText = altText.trim();
    return item;
  };
  for (const image of listed) add(image.url, image.row, 'Image Src', image.row.cells['Image Alt Text']);
  for (const variant of variants) {
    if (!variant.image) continue;
    const item = add(variant.image, variant.row, 'Variant Image');
    const choice = option === undefined ? undefined : variant.choices[option];
    if (option !== undefined && choice !== undefined && !item.choices.some((c) => c.choice === choice)) item.choices.push({ option, choice });
  }
  return media.map(({ choices, ...image }) => (choices.length > 0 ? { ...image, choices } : image));
}
