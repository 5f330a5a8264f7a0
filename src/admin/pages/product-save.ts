// Saves the product form through the public API: the product (with options), then its variants' values and stock, then new images.
import type { Product } from '../../wire/catalog.js';
import { addProductMedia } from '../api/product-media-api.js';
import {
  createProduct,
  getProduct,
  productBody,
  typedNumber,
  typedOptionalNumber,
  updateProduct,
  updateVariants,
  updateVariantStock,
  type ProductBodyExtras,
} from '../api/products-api.js';
import { catalogPrices, scaledAmount, unscaledAmount } from '../core/decimal-amounts.js';
import { errorCode, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { EMPTY_VARIANT, optionBodies, variantRows, type ProductDraft, type VariantRow } from './product-draft.js';

/** The error key of a variant's cell (`variant:["M","Red"]:price`). */
export function variantErrorKey(key: string, column: string): string {
  return `variant:${key}:${column}`;
}

/** How a save ended: the saved product, or the violations by form field and the refusal (and the id of a product it did create). */
export type SaveOutcome = { ok: true; product: Product } | { ok: false; errors: Record<string, string>; error: unknown; productId: string | undefined };

/** The product's and the variants' prices in the catalog's form, or the field whose compare-at price cannot be kept. */
type Pricing =
  { kind: 'unchanged' } | { kind: 'typed'; product: ProductBodyExtras['pricing']; variants: (number | string | null)[] } | { kind: 'mismatch'; field: string };

function pricingOf(draft: ProductDraft, rows: readonly VariantRow[], isNew: boolean): Pricing {
  if (!isNew && !draft.pricesChanged) return { kind: 'unchanged' };
  const { fields } = draft;
  const cells = rows.map((row) => draft.variants[row.key] ?? EMPTY_VARIANT);
  const base = scaledAmount(fields.price);
  const sales = rows.length === 0 ? [base] : cells.map((c) => (c.price.trim() === '' ? base : scaledAmount(c.price)));
  const compareTexts = rows.length === 0 ? [fields.compareAt] : cells.map((c) => c.compareAt);
  const compares = compareTexts.map((text) => (text.trim() === '' ? undefined : scaledAmount(text)));
  const unreadable = base === undefined || sales.includes(undefined) || compares.some((c, i) => c === undefined && compareTexts[i]!.trim() !== '');
  if (unreadable) {
    // Sent as typed: the server says what is wrong at the field.
    return {
      kind: 'typed',
      product: { price: typedNumber(fields.price), discount: { type: 'NONE' } },
      variants: cells.map((c) => (c.price.trim() === '' ? null : typedNumber(c.price))),
    };
  }
  const prices = catalogPrices(sales.map((sale, i) => ({ sale: sale as number, compareAt: compares[i] })));
  if ('mismatchAt' in prices) return { kind: 'mismatch', field: rows.length === 0 ? 'compareAt' : variantErrorKey(rows[prices.mismatchAt]!.key, 'compareAt') };
  const gap = prices.amountOff;
  return {
    kind: 'typed',
    product: { price: unscaledAmount((base as number) + gap), discount: gap > 0 ? { type: 'AMOUNT', value: unscaledAmount(gap) } : { type: 'NONE' } },
    variants: cells.map((c, i) => (c.price.trim() === '' ? null : unscaledAmount(prices.originals[i]!))),
  };
}

/** Violations of the product write by form field: an option's choice violations go to its choices field, a taken URL name to its field. */
function productErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (errorCode(error) === 'DUPLICATE_SLUG') found.slug = t().product.slugTaken;
  for (const [field, text] of Object.entries(violationsByField(error, 'product'))) {
    const key = field.replace(/^(productOptions\[\d+\]\.choices).*$/, '$1');
    found[key] ??= text;
  }
  return found;
}

/** Violations of a variant call (`variants[2].price`, `inventoryItem.variants[0].quantity`) at their grid cells. */
function variantErrors(error: unknown, rows: readonly VariantRow[], prefix: string, rename: Record<string, string> = {}): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [field, text] of Object.entries(violationsByField(error))) {
    const match = new RegExp(`^${prefix.replace(/[.[\]]/g, '\\$&')}\\[(\\d+)\\]\\.(\\w+)`).exec(field);
    const row = match ? rows[Number(match[1])] : undefined;
    if (row && match) found[variantErrorKey(row.key, rename[match[2]!] ?? match[2]!)] ??= text;
  }
  return found;
}

/**
 * Saves the form: creates the product (or changes `existing`, or the product an earlier failed save created), then the
 * variants' own values and stock, then adds images uploaded before it existed. Each step is one call; a refused step
 * answers its violations and the product id so the next save continues from there.
 */
export async function saveProduct(existing: Product | undefined, createdId: string | undefined, draft: ProductDraft): Promise<SaveOutcome> {
  let productId = existing?.id ?? createdId;
  const rows = variantRows(draft.options);
  const pricing = pricingOf(draft, rows, productId === undefined);
  if (pricing.kind === 'mismatch') {
    return { ok: false, errors: { [pricing.field]: t().product.compareAtMismatch }, error: undefined, productId };
  }
  const hadOptions = (existing?.productOptions.length ?? 0) > 0 || createdId !== undefined;
  const extras: ProductBodyExtras = {
    withStock: rows.length === 0,
    seo: existing?.seoData,
    ...(pricing.kind === 'typed' ? { pricing: pricing.product } : {}),
    ...(draft.options.length > 0 || hadOptions ? { options: optionBodies(draft.options) } : {}),
  };
  let product: Product;
  try {
    const body = productBody(draft.fields, extras);
    product = productId ? await updateProduct(productId, body) : await createProduct(body);
    productId = product.id;
  } catch (error) {
    return { ok: false, errors: productErrors(error), error, productId };
  }
  if (rows.length > 0) {
    const cells = rows.map((row) => draft.variants[row.key] ?? EMPTY_VARIANT);
    try {
      await updateVariants(
        productId,
        rows.map((row, i) => ({
          choices: row.choices,
          ...(pricing.kind === 'typed' ? { price: pricing.variants[i] ?? null } : {}),
          cost: typedOptionalNumber(cells[i]!.cost),
          weight: typedOptionalNumber(cells[i]!.weight),
          sku: cells[i]!.sku.trim() === '' ? null : cells[i]!.sku,
        })),
      );
    } catch (error) {
      return { ok: false, errors: variantErrors(error, rows, 'variants'), error, productId };
    }
    const variants = product.variants ?? (await getProduct(productId)).variants ?? [];
    const stock = rows.flatMap((row, i) => {
      const variant = variants.find((v) => Object.entries(row.choices).every(([name, value]) => v.choices[name] === value));
      const quantity = cells[i]!.quantity;
      return variant && quantity.trim() !== '' ? [{ variantId: variant.id, quantity: typedNumber(quantity) }] : [];
    });
    try {
      await updateVariantStock(productId, draft.fields.trackInventory, draft.fields.trackInventory ? stock : []);
    } catch (error) {
      // The stock call names variants by their place in the list sent, which skips rows without a quantity.
      const sent = rows.filter((_, i) => cells[i]!.quantity.trim() !== '');
      return { ok: false, errors: variantErrors(error, sent, 'inventoryItem.variants'), error, productId };
    }
  }
  if (draft.pendingImages.length > 0) {
    try {
      await addProductMedia(
        productId,
        draft.pendingImages.map((image) => image.id),
      );
    } catch (error) {
      return { ok: false, errors: {}, error, productId };
    }
  }
  return { ok: true, product: await getProduct(productId) };
}
