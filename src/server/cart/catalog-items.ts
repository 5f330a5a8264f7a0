// The product and variant fields carts use, resolving a catalog reference to a variant, and the items pricing builds from them.
import type { DescriptionLine, WireImage } from '../../wire/cart.js';
import type { StoredChoice, StoredMedia, StoredOption } from '../db/catalog-tables.js';
import { nameRecord } from '../own-entry.js';
import { unitPrices, type CatalogItem } from '../pricing/index.js';
import { parseScaled } from '../money.js';
import type { TaxGroup } from '../db/catalog-tables.js';

/** The product columns pricing reads. */
export interface ProductFields {
  id: string;
  name: string;
  slug: string;
  product_type: 'physical' | 'digital';
  visible: boolean;
  price: number;
  discount_type: 'NONE' | 'AMOUNT' | 'PERCENT';
  discount_value: string;
  weight: string | null;
  sku: string | null;
  /** @default 'STANDARD' */
  tax_group?: TaxGroup;
  track_inventory: boolean;
  in_stock: boolean;
  options: StoredOption[];
  media: StoredMedia[];
}

/** The variant columns pricing reads. */
export interface VariantFields {
  id: string;
  choices: Record<string, string>;
  price: number | null;
  weight: string | null;
  sku: string | null;
  visible: boolean;
  quantity: number | null;
  in_stock: boolean;
}

/** What adding a product needs to know: whether it is for sale, its options, and its variants' stock. */
export interface ProductForAdd {
  id: string;
  name: string;
  visible: boolean;
  track_inventory: boolean;
  in_stock: boolean;
  options: StoredOption[];
  variants: Pick<VariantFields, 'id' | 'choices' | 'visible' | 'quantity' | 'in_stock'>[];
}

/** What the shopper sent in `catalogReference.options` for the store's catalog. */
export interface ReferenceOptions {
  variantId?: string;
  options?: Record<string, string>;
}

/** A reference resolved to a variant, or why it cannot be. */
export type Resolution =
  | { ok: true; variantId: string | null; choices: Record<string, string> }
  | { ok: false; code: 'VARIANT_NOT_FOUND' | 'OPTION_NOT_FOUND' | 'OPTION_CHOICE_NOT_FOUND' | 'PRODUCT_OPTIONS_REQUIRED'; description: string; field: string };

function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

function choicesMatch(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}

/**
 * Resolves `{variantId}` or `{options: {Size: "M"}}` to one of the product's variants. Option names and choices match
 * exactly first, then ignoring case; a choice is named by its description (as variants store it) or its value (a colour's CSS code).
 * `field` is the JSON path of the reference's options in the request, for errors.
 */
export function resolveReference(
  product: Pick<ProductForAdd, 'id' | 'options' | 'variants'>,
  options: ReferenceOptions | undefined,
  field: string,
): Resolution {
  if (options?.variantId !== undefined) {
    const variant = product.variants.find((v) => v.id === options.variantId);
    if (!variant)
      return { ok: false, code: 'VARIANT_NOT_FOUND', description: `Product ${product.id} has no variant ${options.variantId}`, field: `${field}.variantId` };
    return { ok: true, variantId: variant.id, choices: variant.choices };
  }
  const given = options?.options ?? {};
  // Option names are the merchant's: `constructor` must read as not chosen, `__proto__` as a plain key.
  const chosen = nameRecord<string>();
  for (const [name, wanted] of Object.entries(given)) {
    const option = product.options.find((o) => o.name === name) ?? product.options.find((o) => sameText(o.name, name));
    if (!option)
      return { ok: false, code: 'OPTION_NOT_FOUND', description: `Product ${product.id} has no option "${name}"`, field: `${field}.options.${name}` };
    const choice =
      option.choices.find((c) => c.description === wanted) ??
      option.choices.find((c) => c.value === wanted) ??
      option.choices.find((c) => sameText(c.description, wanted) || sameText(c.value, wanted));
    if (!choice) {
      return {
        ok: false,
        code: 'OPTION_CHOICE_NOT_FOUND',
        description: `Option "${option.name}" of product ${product.id} has no choice "${wanted}"`,
        field: `${field}.options.${name}`,
      };
    }
    chosen[option.name] = choice.description;
  }
  const missing = product.options.filter((o) => chosen[o.name] === undefined).map((o) => o.name);
  if (missing.length > 0) {
    return {
      ok: false,
      code: 'PRODUCT_OPTIONS_REQUIRED',
      description: `Choose ${missing.map((m) => `"${m}"`).join(', ')} of product ${product.id}`,
      field: `${field}.options`,
    };
  }
  if (product.variants.length === 0) return { ok: true, variantId: null, choices: chosen };
  const variant =
    product.options.length === 0
      ? (product.variants.find((v) => Object.keys(v.choices).length === 0) ?? product.variants[0])
      : product.variants.find((v) => choicesMatch(v.choices, chosen));
  if (!variant)
    return { ok: false, code: 'VARIANT_NOT_FOUND', description: `Product ${product.id} has no variant for these choices`, field: `${field}.options` };
  return { ok: true, variantId: variant.id, choices: variant.choices };
}

/** The key that merges lines: same app, product and variant (or, without variants, same choices). */
export function lineKey(appId: string, productId: string, variantId: string | null, choices: Record<string, string>): string {
  if (variantId !== null) return `${appId}|${productId}|${variantId}`;
  const sorted = Object.keys(choices)
    .sort()
    .map((k) => [k, choices[k]]);
  return `${appId}|${productId}||${JSON.stringify(sorted)}`;
}

/** The choice a variant's choices name: by description (as stored), else by value. */
function findChoice(option: StoredOption, named: string | undefined): StoredChoice | undefined {
  if (named === undefined) return undefined;
  return option.choices.find((c) => c.description === named) ?? option.choices.find((c) => c.value === named);
}

function absolute(url: string, publicUrl: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

function imageOf(product: ProductFields, choices: Record<string, string>, publicUrl: string): WireImage | undefined {
  const mediaIds = product.options.flatMap((o) => findChoice(o, choices[o.name])?.mediaIds ?? []);
  const media =
    mediaIds.map((id) => product.media.find((m) => m.id === id)).find((m) => m?.mediaType === 'image') ?? product.media.find((m) => m.mediaType === 'image');
  if (!media) return undefined;
  return { url: absolute(media.url, publicUrl), width: media.width, height: media.height, ...(media.altText ? { altText: media.altText } : {}) };
}

function descriptionLines(product: ProductFields, choices: Record<string, string>): DescriptionLine[] {
  const lines: DescriptionLine[] = [];
  for (const option of product.options) {
    const value = choices[option.name];
    if (value === undefined) continue;
    const choice = findChoice(option, value);
    const text = choice?.description || value;
    const name = { original: option.name, translated: option.name };
    if (option.optionType === 'color') {
      lines.push({ name, colorInfo: { original: text, translated: text, ...(choice ? { code: choice.value } : {}) }, lineType: 'COLOR' });
    } else {
      lines.push({ name, plainText: { original: text, translated: text }, lineType: 'PLAIN_TEXT' });
    }
  }
  return lines;
}

/**
 * The item pricing sees for a product and (optional) variant. `choices` names the chosen options when the product has
 * no variant rows. Undefined when the variant the line names no longer exists.
 */
export function catalogItem(
  product: ProductFields,
  variant: VariantFields | undefined,
  variantId: string | null,
  storedChoices: Record<string, string>,
  publicUrl: string,
): CatalogItem | undefined {
  if (variantId !== null && !variant) return undefined;
  const choices = variant?.choices ?? storedChoices;
  const prices = unitPrices(product, variant?.price ?? null);
  const weight = variant?.weight ?? product.weight;
  const image = imageOf(product, choices, publicUrl);
  return {
    productId: product.id,
    variantId,
    name: product.name,
    slug: product.slug,
    productType: product.product_type,
    visible: product.visible && (variant?.visible ?? true),
    fullPrice: prices.fullPrice,
    price: prices.price,
    weightGrams: weight === null ? null : parseScaled(weight, 3),
    taxGroup: product.tax_group ?? 'STANDARD',
    sku: variant?.sku ?? product.sku,
    trackInventory: product.track_inventory,
    stockQuantity: variant ? variant.quantity : null,
    inStock: product.in_stock && (variant?.in_stock ?? true),
    ...(image ? { image } : {}),
    descriptionLines: descriptionLines(product, choices),
  };
}
