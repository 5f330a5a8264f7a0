// `tote export`: the catalog as Shopify's product CSV or Tote JSON, which an import reads back to the same catalog.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportProducts } from '../../../src/server/catalog/import/export-products.js';
import { importProducts } from '../../../src/server/catalog/import/import-products.js';
import { SHOPIFY_COLUMNS } from '../../../src/server/catalog/import/shopify-csv.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { useTestApp } from '../../support/test-app.js';

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/shopify-products.csv');
const t = useTestApp();

describe('tote export', () => {
  it("writes Shopify's columns: a row per visible variant, the sale price with the compare-at price, images by URL", async () => {
    await importProducts(t.handle.db, DEMO_SITE_ID, await readFile(FIXTURE, 'utf8'), 'csv');
    const { text } = await exportProducts(t.handle.db, DEMO_SITE_ID, 'csv', { publicUrl: 'https://store.example' });
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...SHOPIFY_COLUMNS]);
    const shirt = rows.filter((r) => r.Handle === 'linen-shirt');
    expect(
      shirt.map((r) => [r['Option1 Value'], r['Option2 Value'], r['Variant Price'], r['Variant Compare At Price'], r['Variant Inventory Qty'], r['Image Src']]),
    ).toEqual([
      ['S', 'Sand', '45.00', '60.00', '5', 'https://cdn.example.com/linen-sand.jpg'],
      ['S', 'Olive', '45.00', '60.00', '0', 'https://cdn.example.com/linen-olive.jpg'],
      ['M', 'Sand', '45.00', '60.00', '0', 'https://cdn.example.com/linen-detail.jpg'],
      ['M', 'Olive', '45.00', '60.00', '12', ''],
    ]);
    expect(shirt[0]).toMatchObject({
      Title: 'Linen Shirt',
      'Option1 Name': 'Size',
      'Option2 Name': 'Color',
      Vendor: 'Field & Co',
      Status: 'active',
      'Variant Grams': '250',
      'Cost per item': '18.00',
    });
    // Library images of the demo catalog are served by the store: exported absolute.
    expect(rows.find((r) => r.Handle === 'classic-tee')?.['Image Src']).toMatch(/^https:\/\/store\.example\/media\//);
  });

  for (const format of ['csv', 'json'] as const) {
    it(`round-trips through ${format}: importing the export changes nothing the export shows, and duplicates nothing`, async () => {
      const first = await exportProducts(t.handle.db, DEMO_SITE_ID, format);
      const summary = await importProducts(t.handle.db, DEMO_SITE_ID, first.text, format);
      expect(summary).toMatchObject({ total: first.products, created: 0, updated: first.products, failed: 0, problems: [] });
      const second = await exportProducts(t.handle.db, DEMO_SITE_ID, format);
      expect(second.products).toBe(first.products);
      expect(second.text).toBe(first.text);
    });
  }

  it('an exported file imports into an empty site as the same products', async () => {
    await t.handle.db.insertInto('sites').values({ id: 'export-copy', name: 'Copy', currency: 'USD', settings: '{}' }).execute();
    const original = await exportProducts(t.handle.db, DEMO_SITE_ID, 'json');
    const summary = await importProducts(t.handle.db, 'export-copy', original.text, 'json');
    expect(summary).toMatchObject({ created: original.products, failed: 0 });
    expect((await exportProducts(t.handle.db, 'export-copy', 'json')).text).toBe(original.text);
  });
});
