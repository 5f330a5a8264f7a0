// Exporting a site's products: Shopify's product CSV (so a Shopify or Tote import reads it back) or Tote's JSON import format.
import type { Kysely } from 'kysely';
import type { StoredMedia } from '../../db/catalog-tables.js';
import type { Database } from '../../db/schema.js';
import { writeCsv } from '../../csv/index.js';
import { minorToDecimal, minorToNumber } from '../../money.js';
import { loaded, productRelations, type LoadedProduct, type ProductRow, type VariantRow } from '../product-rows.js';
import { decimalNumber, variantFacts } from '../variant-facts.js';
import type { ImportFormat } from './import-file.js';
import { siteDigits } from './import-products.js';
import type { MediaImport, ProductImport, VariantImport } from './product-import.js';
import { SHOPIFY_COLUMNS, type ShopifyColumn } from './shopify-csv.js';

/** Options of {@link exportProducts}. */
export interface ExportOptions {
  /** Makes store paths of images (`/media/x.svg`) absolute. @default 'http://localhost:8787' */
  publicUrl?: string;
}

/** Every product of the site with its variants, oldest first. */
async function loadAll(db: Kysely<Database>, siteId: string): Promise<LoadedProduct[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll('products')
    .select((eb) => productRelations(eb))
    .where('products.site_id', '=', siteId)
    .orderBy('products.created_date')
    .orderBy('products.numeric_id')
    .execute();
  return rows.map((row) => loaded(row as ProductRow & { variants: VariantRow[] }));
}

function absolute(url: string, publicUrl: string): string {
  return new URL(url, publicUrl).href;
}

/** The choices (of any option) a media item is shown for. */
function mediaChoices(product: ProductRow, media: StoredMedia) {
  return product.options.flatMap((o) => o.choices.filter((c) => (c.mediaIds ?? []).includes(media.id)).map((c) => ({ option: o.name, choice: c.description })));
}

/** SEO title and description from the stored seoData tags. */
function seoTexts(product: ProductRow): { title: string; description: string } {
  const tags = (product.seo as { tags?: { type?: string; children?: string; props?: { name?: string; content?: string } }[] } | null)?.tags ?? [];
  return {
    title: tags.find((t) => t.type === 'title')?.children ?? '',
    description: tags.find((t) => t.type === 'meta' && t.props?.name === 'description')?.props?.content ?? '',
  };
}

/** A product in Tote's JSON import format (what `import --format json` reads back). */
export function productToImport(product: LoadedProduct, digits: number, publicUrl: string): ProductImport {
  const money = (minor: number | null) => (minor === null ? null : minorToNumber(minor, digits));
  const discountValue = Number(product.discount_value);
  const variants: VariantImport[] = product.variants.map((v) => ({
    choices: v.choices,
    ...(product.manage_variants ? { price: money(v.price), cost: money(v.cost), weight: decimalNumber(v.weight) ?? null, sku: v.sku, visible: v.visible } : {}),
    ...(product.track_inventory ? { quantity: v.quantity ?? 0 } : { inStock: v.in_stock }),
    ...(v.compare_at_price !== null ? { compareAtPrice: money(v.compare_at_price) } : {}),
  }));
  const media: MediaImport[] = product.media.map((m) => {
    const choices = mediaChoices(product, m);
    return { url: absolute(m.url, publicUrl), ...(m.altText ? { altText: m.altText } : {}), ...(choices.length > 0 ? { choices } : {}) };
  });
  return {
    product: {
      name: product.name,
      slug: product.slug,
      description: product.description,
      visible: product.visible,
      productType: product.product_type,
      priceData: { price: money(product.price)! },
      discount:
        product.discount_type === 'NONE'
          ? { type: 'NONE' }
          : { type: product.discount_type, value: product.discount_type === 'AMOUNT' ? money(discountValue)! : discountValue },
      costAndProfitData: { itemCost: money(product.cost) },
      weight: decimalNumber(product.weight) ?? null,
      sku: product.sku,
      brand: product.brand,
      ribbon: product.ribbon,
      manageVariants: product.manage_variants,
      productOptions: product.options.map((o) => ({
        name: o.name,
        optionType: o.optionType,
        choices: o.choices.map((c) => ({ value: c.value, description: c.description })),
      })),
      additionalInfoSections: product.additional_info,
      pricePerUnitData: product.price_per_unit as ProductImport['product']['pricePerUnitData'],
      ...(product.seo ? { seoData: product.seo } : {}),
      stock: { trackInventory: product.track_inventory },
    },
    variants,
    ...(media.length > 0 ? { media } : {}),
    type: product.item_type,
    tags: product.tags,
  };
}

type Row = Partial<Record<ShopifyColumn, string>>;

/**
 * A product as rows of Shopify's product CSV: the first row carries the product and its first variant, later rows
 * more (visible) variants and images. Prices: Variant Price is what the variant sells for (after the product's
 * discount), Variant Compare At Price the price before it when there is a discount. Weights are written in grams.
 */
export function productToShopifyRows(product: LoadedProduct, digits: number, publicUrl: string): Row[] {
  const money = (minor: number) => minorToDecimal(minor, digits);
  const shown = product.variants.filter((v) => v.visible);
  const variants = shown.length > 0 ? shown : product.variants;
  const seo = seoTexts(product);
  const physical = product.product_type === 'physical';
  const rows: Row[] = variants.map((variant, i) => {
    const facts = variantFacts(product, variant);
    // The product's discount makes the compare-at price; else the variant's own, kept from an import, while above the price.
    const compareAt = facts.discounted < facts.price ? facts.price : (variant.compare_at_price ?? 0) > facts.discounted ? variant.compare_at_price! : undefined;
    const row: Row = {
      Handle: product.slug,
      'Variant SKU': facts.sku,
      'Variant Grams': facts.weight === undefined ? '' : String(Math.round(facts.weight * 1000)),
      'Variant Inventory Tracker': product.track_inventory ? 'shopify' : '',
      'Variant Inventory Qty': product.track_inventory ? String(facts.quantity ?? 0) : '',
      'Variant Inventory Policy': 'deny',
      'Variant Fulfillment Service': 'manual',
      'Variant Price': money(facts.discounted),
      'Variant Compare At Price': compareAt === undefined ? '' : money(compareAt),
      'Variant Requires Shipping': physical ? 'TRUE' : 'FALSE',
      'Variant Taxable': 'TRUE',
      'Variant Weight Unit': facts.weight === undefined ? '' : 'kg',
      'Cost per item': facts.cost === null ? '' : money(facts.cost),
    };
    if (product.options.length === 0) Object.assign(row, { 'Option1 Value': 'Default Title' });
    product.options.slice(0, 3).forEach((o, k) => {
      row[`Option${k + 1} Value` as ShopifyColumn] = variant.choices[o.name] ?? '';
    });
    const image = product.media.find((m) => mediaChoices(product, m).some((c) => variant.choices[c.option] === c.choice));
    if (image) row['Variant Image'] = absolute(image.url, publicUrl);
    if (i === 0) {
      Object.assign(row, {
        Title: product.name,
        'Body (HTML)': product.description,
        Vendor: product.brand ?? '',
        Type: product.item_type ?? '',
        Tags: product.tags.join(', '),
        Published: product.visible ? 'TRUE' : 'FALSE',
        'Gift Card': 'FALSE',
        'SEO Title': seo.title,
        'SEO Description': seo.description,
        Status: product.visible ? 'active' : 'draft',
      });
      if (product.options.length === 0) row['Option1 Name'] = 'Title';
      product.options.slice(0, 3).forEach((o, k) => {
        row[`Option${k + 1} Name` as ShopifyColumn] = o.name;
      });
    }
    return row;
  });
  product.media.forEach((m, i) => {
    const row = rows[i] ?? (rows[i] = { Handle: product.slug });
    Object.assign(row, { 'Image Src': absolute(m.url, publicUrl), 'Image Position': String(i + 1), 'Image Alt Text': m.altText ?? '' });
  });
  return rows;
}

/** The site's products as a file: Shopify's product CSV, or Tote's JSON import format (an array). */
export async function exportProducts(
  db: Kysely<Database>,
  siteId: string,
  format: ImportFormat,
  options: ExportOptions = {},
): Promise<{ text: string; products: number }> {
  const publicUrl = options.publicUrl ?? 'http://localhost:8787';
  const digits = await siteDigits(db, siteId);
  const products = await loadAll(db, siteId);
  if (format === 'json')
    return {
      text: `${JSON.stringify(
        products.map((p) => productToImport(p, digits, publicUrl)),
        null,
        2,
      )}\n`,
      products: products.length,
    };
  const rows = products.flatMap((p) => productToShopifyRows(p, digits, publicUrl));
  return {
    text: writeCsv(
      SHOPIFY_COLUMNS,
      rows.map((r) => SHOPIFY_COLUMNS.map((c) => r[c] ?? '')),
    ),
    products: products.length,
  };
}
