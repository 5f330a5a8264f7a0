// A Shopify product CSV of any size for import tests and the import bench: products with sizes, prices, sales, stock and images.
import { stringify } from 'csv-stringify/sync';
import { SHOPIFY_COLUMNS, type ShopifyColumn } from '../../src/server/catalog/import/shopify-csv.js';

/** Options of {@link generateShopifyCsv}. */
export interface GeneratedCsvOptions {
  /** Products in the file. */
  products: number;
  /** Variants per product (sizes; at most 6). @default 3 */
  variantsPerProduct?: number;
  /** Handles start `<prefix>-1`. @default 'bench-product' */
  handlePrefix?: string;
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** Shopify's product CSV with `products` products of `variantsPerProduct` sizes each; every 4th is on sale, every 10th is not tracked. */
export function generateShopifyCsv(options: GeneratedCsvOptions): string {
  const variants = options.variantsPerProduct ?? 3;
  const prefix = options.handlePrefix ?? 'bench-product';
  const rows: string[][] = [];
  for (let p = 1; p <= options.products; p++) {
    const handle = `${prefix}-${p}`;
    const price = 10 + (p % 90);
    const onSale = p % 4 === 0;
    const tracked = p % 10 !== 0;
    for (let v = 0; v < variants; v++) {
      const row: Partial<Record<ShopifyColumn, string>> = {
        Handle: handle,
        'Option1 Value': SIZES[v]!,
        'Variant SKU': `SKU-${p}-${SIZES[v]}`,
        'Variant Grams': String(200 + v * 20),
        'Variant Inventory Tracker': tracked ? 'shopify' : '',
        'Variant Inventory Qty': tracked ? String((p * 7 + v) % 40) : '',
        'Variant Inventory Policy': 'deny',
        'Variant Fulfillment Service': 'manual',
        'Variant Price': `${price + v}.00`,
        'Variant Compare At Price': onSale ? `${price + v + 5}.00` : '',
        'Variant Requires Shipping': 'TRUE',
        'Variant Taxable': 'TRUE',
        'Variant Weight Unit': 'kg',
        'Cost per item': `${Math.floor(price / 2)}.50`,
      };
      if (v === 0) {
        Object.assign(row, {
          Title: `Bench Product ${p}`,
          'Body (HTML)': `<p>Product <strong>${p}</strong>: a <em>sturdy</em> thing.</p><ul><li>Cotton</li><li>Made well</li></ul>`,
          Vendor: `Vendor ${p % 50}`,
          Type: 'Shirts',
          Tags: 'bench, generated',
          Published: 'TRUE',
          'Option1 Name': 'Size',
          'Image Src': `https://cdn.example.com/products/${handle}.jpg`,
          'Image Position': '1',
          'Gift Card': 'FALSE',
          Status: 'active',
        });
      }
      rows.push(SHOPIFY_COLUMNS.map((c) => row[c] ?? ''));
    }
  }
  return stringify(rows, { header: true, columns: [...SHOPIFY_COLUMNS] });
}
