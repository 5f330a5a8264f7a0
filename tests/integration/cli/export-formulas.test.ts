// `tote export` writes no cell a spreadsheet would run as a formula, and `tote import` reads the file back to the same values.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportProducts } from '../../../src/server/catalog/import/export-products.js';
import { importProducts } from '../../../src/server/catalog/import/import-products.js';
import { insertProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const SITE = 'formula-shop';
const COPY = 'formula-copy';
const TITLES = ['=HYPERLINK("http://evil.example","x")', '@SUM(1+1)', '-5', "'=already quoted", 'Plain tee'];

/** The site's products as the JSON export gives them, by name. */
async function productsOf(siteId: string): Promise<{ name: string; sku: string | null }[]> {
  const products = JSON.parse((await exportProducts(t.handle.db, siteId, 'json')).text) as { product: { name: string; sku: string | null } }[];
  return products.map((p) => ({ name: p.product.name, sku: p.product.sku })).sort((a, b) => a.name.localeCompare(b.name));
}

describe('formula cells in the CSV export', () => {
  it('prefixes cells starting with =, +, -, @ with a quote and imports them back unchanged', async () => {
    for (const id of [SITE, COPY]) await t.handle.db.insertInto('sites').values({ id, name: id, currency: 'USD', settings: '{}' }).execute();
    for (const [i, name] of TITLES.entries()) await insertProduct(t.handle.db, SITE, { name, slug: `formula-${i}` });
    await t.handle.db.updateTable('products').set({ sku: '+1-555' }).where('site_id', '=', SITE).where('slug', '=', 'formula-4').execute();

    const { text } = await exportProducts(t.handle.db, SITE, 'csv');
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    const cells = rows.flatMap((row) => Object.values(row));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(rows.map((row) => row.Title).sort()).toEqual(
      ['\'=HYPERLINK("http://evil.example","x")', "'@SUM(1+1)", "'-5", "''=already quoted", 'Plain tee'].sort(),
    );

    const summary = await importProducts(t.handle.db, COPY, text, 'csv');
    expect(summary).toMatchObject({ created: TITLES.length, failed: 0 });
    const copied = await productsOf(COPY);
    expect(copied.map((p) => p.name)).toEqual([...TITLES].sort((a, b) => a.localeCompare(b)));
    expect(copied).toEqual(await productsOf(SITE));
    expect(copied.find((p) => p.name === 'Plain tee')?.sku).toBe('+1-555');
  });
});
