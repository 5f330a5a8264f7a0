// The product form's state: typed fields, options with their choices as typed, a row of values per choice combination, pending images.
import type { Product, Variant } from '../../wire/catalog.js';
import type { UploadedImage } from '../api/product-media-api.js';
import { seoTextsOf, type OptionBody, type ProductInput } from '../api/products-api.js';

/** Most options a product has (the API's bound). */
export const MAX_OPTIONS = 6;
/** Most variants the grid shows (the API's bound). */
export const MAX_VARIANT_ROWS = 300;

/** An option as typed: its name and its choices separated by commas. */
export interface OptionDraft {
  /** Stable key of the option while it is edited. */
  key: string;
  name: string;
  choices: string;
}

/** The values of one variant as typed; empty cells take the product's value. */
export interface VariantDraft {
  price: string;
  compareAt: string;
  cost: string;
  sku: string;
  weight: string;
  quantity: string;
}

/** Everything the product form holds. */
export interface ProductDraft {
  fields: ProductInput;
  options: OptionDraft[];
  /** Variant values by {@link rowKey}: kept when options change, so a combination that comes back keeps what was typed. */
  variants: Record<string, VariantDraft>;
  /** Images uploaded for a product not yet created, added to it at creation. */
  pendingImages: UploadedImage[];
  /** True once a price or compare-at price was typed: prices are written only then (an unchanged percent discount stays). */
  pricesChanged: boolean;
}

/** One choice combination: its key, its choices by option name, and its label (`M / Red`). */
export interface VariantRow {
  key: string;
  choices: Record<string, string>;
  label: string;
}

/** An empty variant row. */
export const EMPTY_VARIANT: VariantDraft = { price: '', compareAt: '', cost: '', sku: '', weight: '', quantity: '' };

let optionKeys = 0;

/** A new, empty option. */
export function newOption(name = '', choices = ''): OptionDraft {
  optionKeys += 1;
  return { key: `option-${optionKeys}`, name, choices };
}

/** The choices of a typed list: comma separated, trimmed, empty ones dropped. */
export function choicesOf(text: string): string[] {
  return text
    .split(',')
    .map((choice) => choice.trim())
    .filter((choice) => choice !== '');
}

/** The options as the product body sends them (names trimmed; the server refuses blanks and repeats at their field). */
export function optionBodies(options: readonly OptionDraft[]): OptionBody[] {
  return options.map((option) => ({ name: option.name.trim(), choices: choicesOf(option.choices).map((value) => ({ value })) }));
}

/** The key of a combination of choices (in option order). */
export function rowKey(values: readonly string[]): string {
  return JSON.stringify(values);
}

/** Every combination of the options' choices, in the order the store makes variants (first option slowest); options without a name or choices are left out. */
export function variantRows(options: readonly OptionDraft[]): VariantRow[] {
  const usable = options.map((o) => ({ name: o.name.trim(), choices: choicesOf(o.choices) })).filter((o) => o.name !== '' && o.choices.length > 0);
  if (usable.length === 0) return [];
  let combos: string[][] = [[]];
  for (const option of usable) combos = combos.flatMap((combo) => option.choices.map((choice) => [...combo, choice]));
  return combos.map((values) => ({
    key: rowKey(values),
    choices: Object.fromEntries(values.map((value, i) => [usable[i]!.name, value])),
    label: values.join(' / '),
  }));
}

/** How many variants the options make (before drawing them). */
export function variantCount(options: readonly OptionDraft[]): number {
  const usable = options.map((o) => choicesOf(o.choices).length).filter((n, i) => n > 0 && options[i]!.name.trim() !== '');
  return usable.length === 0 ? 0 : usable.reduce((a, b) => a * b, 1);
}

/** A number for a cell: empty when absent. */
function cell(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}

/** A variant's values for the grid: its own price, cost, weight and SKU where they differ from the product's. */
function variantDraft(product: Product, variant: Variant): VariantDraft {
  const own = variant.variant;
  const sale = own.priceData.discountedPrice;
  return {
    price: sale !== product.priceData.discountedPrice ? String(sale) : '',
    compareAt: own.priceData.price > sale ? String(own.priceData.price) : '',
    cost: own.costAndProfitData && own.costAndProfitData.itemCost !== product.costAndProfitData?.itemCost ? String(own.costAndProfitData.itemCost) : '',
    sku: own.sku !== undefined && own.sku !== product.sku ? own.sku : '',
    weight: own.weight !== undefined && own.weight !== product.weight ? String(own.weight) : '',
    quantity: cell(variant.stock.quantity),
  };
}

/** The form's state for a product (or an empty one for a new product). */
export function draftOf(product: Product | undefined): ProductDraft {
  const options = (product?.productOptions ?? []).map((o) => newOption(o.name, o.choices.map((c) => c.description).join(', ')));
  const variants: Record<string, VariantDraft> = {};
  if (product && options.length > 0) {
    for (const variant of product.variants ?? []) {
      const key = rowKey(product.productOptions.map((o) => variant.choices[o.name] ?? ''));
      variants[key] = variantDraft(product, variant);
    }
  }
  const price = product?.priceData;
  return {
    fields: {
      name: product?.name ?? '',
      description: product?.description ?? '',
      price: price ? String(price.discountedPrice) : '',
      compareAt: price && price.price > price.discountedPrice ? String(price.price) : '',
      cost: cell(product?.costAndProfitData?.itemCost),
      sku: product?.sku ?? '',
      weight: cell(product?.weight),
      visible: product?.visible ?? true,
      trackInventory: product?.stock.trackInventory ?? false,
      quantity: cell(product?.stock.quantity),
      ribbon: product?.ribbon ?? '',
      brand: product?.brand ?? '',
      slug: product?.slug ?? '',
      ...seoTextsOf(product?.seoData),
    },
    options,
    variants,
    pendingImages: [],
    pricesChanged: false,
  };
}
