// `tote import`: a Shopify CSV export (and Tote JSON) into the catalog through its write code; bad rows named by line and column, re-imports update.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/server/catalog/import/import-problems.js';
import { importProducts } from '../../../src/server/catalog/import/import-products.js';
import { runCli } from '../../../src/server/cli.js';
import { readConfig } from '../../../src/server/config.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import type { Product } from '../../../src/wire/catalog.js';
import { CATALOG } from '../../support/catalog-calls.js';
import { generateShopifyCsv } from '../../support/shopify-csv-generator.js';
import { useTestApp } from '../../support/test-app.js';
import { testDatabaseKind } from '../../support/test-database.js';

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/shopify-products.csv');
const ROOT = path.join(import.meta.dirname, '../../..');
const t = useTestApp();

/** Every product of the demo site as the merchant sees it through the public query route (GET, with variants). */
async function products(): Promise<Product[]> {
  const response = await t.call(
    'GET',
    `${CATALOG.read}/products/query-platformized?query.paging.limit=100&includeVariants=true&includeMerchantSpecificData=true`,
    { token: await t.merchantKey() },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().products as Product[];
}

async function bySlug(slug: string): Promise<Product | undefined> {
  return (await products()).find((p) => p.slug === slug);
}

describe('tote import', () => {
  it('imports a Shopify CSV: options, variants, sale prices, stock and images appear in the product query; the bad row is named', async () => {
    const before = (await products()).length;
    const summary = await importProducts(t.handle.db, DEMO_SITE_ID, await readFile(FIXTURE, 'utf8'), 'csv');
    expect(summary).toMatchObject({ total: 4, created: 3, updated: 0, failed: 1 });
    expect(summary.problems.map(formatProblem)).toEqual(['line 9: Variant Price "abc" is not a price']);
    expect(summary.problems[0]).toMatchObject({ where: 'line 9', column: 'Variant Price' });
    const all = await products();
    expect(all).toHaveLength(before + 3);
    expect(all.some((p) => p.slug === 'broken-mug')).toBe(false);

    const shirt = all.find((p) => p.slug === 'linen-shirt')!;
    expect(shirt).toMatchObject({ name: 'Linen Shirt', brand: 'Field & Co', manageVariants: true, discount: { type: 'AMOUNT', value: 15 } });
    expect(shirt.priceData).toMatchObject({ price: 60, discountedPrice: 45 });
    expect(shirt.productOptions.map((o) => [o.name, o.choices.map((c) => c.description)])).toEqual([
      ['Size', ['S', 'M']],
      ['Color', ['Sand', 'Olive']],
    ]);
    const variants = shirt.variants!.map((v) => ({
      choices: v.choices,
      sku: v.variant.sku,
      price: v.variant.priceData.discountedPrice,
      weight: v.variant.weight,
      quantity: v.stock.quantity,
    }));
    expect(variants).toEqual([
      { choices: { Size: 'S', Color: 'Sand' }, sku: 'LIN-S-SAND', price: 45, weight: 0.25, quantity: 5 },
      { choices: { Size: 'S', Color: 'Olive' }, sku: 'LIN-S-OLIVE', price: 45, weight: 0.25, quantity: 0 },
      // Shopify's oversold -2 is the catalog's 0.
      { choices: { Size: 'M', Color: 'Sand' }, sku: 'LIN-M-SAND', price: 45, weight: 0.27, quantity: 0 },
      { choices: { Size: 'M', Color: 'Olive' }, sku: 'LIN-M-OLIVE', price: 45, weight: 0.27, quantity: 12 },
    ]);
    expect(shirt.media.items!.map((m) => m.image?.url)).toEqual([
      'https://cdn.example.com/linen-sand.jpg',
      'https://cdn.example.com/linen-olive.jpg',
      'https://cdn.example.com/linen-detail.jpg',
    ]);
    // Variant images go with the option whose choices each have one picture: the colour.
    const color = shirt.productOptions.find((o) => o.name === 'Color')!;
    expect(color.choices.map((c) => c.media?.items?.[0]?.image?.url)).toEqual([
      'https://cdn.example.com/linen-sand.jpg',
      'https://cdn.example.com/linen-olive.jpg',
    ]);
    expect(shirt.seoData.tags.find((tag) => tag.type === 'title')?.children).toBe('Linen Shirt | Field & Co');

    const tote = all.find((p) => p.slug === 'canvas-tote')!;
    expect(tote.description).toBe('<p>Sturdy canvas.</p><p>Holds <a>everything</a> and <a href="https://example.com/care">more</a>.</p>');
    expect(tote.description).not.toMatch(/script|onclick|javascript|style/i);
    expect(tote).toMatchObject({
      sku: 'TOTE-1',
      manageVariants: false,
      productOptions: [],
      priceData: { price: 19.5, discountedPrice: 19.5 },
      stock: { trackInventory: false, inStock: true },
    });

    const gift = all.find((p) => p.slug === 'gift-card')!;
    expect(gift).toMatchObject({
      productType: 'digital',
      productOptions: [{ name: 'Denomination', choices: [{ description: '$25' }, { description: '$50' }] }],
    });
    expect(gift.variants!.map((v) => v.variant.priceData.price)).toEqual([25, 50]);
  });

  it('updates by handle when the same file is imported again: no duplicates, same ids, edits applied', async () => {
    const text = await readFile(FIXTURE, 'utf8');
    const ids = new Map((await products()).map((p) => [p.slug, p.id]));
    const count = ids.size;
    const again = await importProducts(t.handle.db, DEMO_SITE_ID, text, 'csv');
    expect(again).toMatchObject({ created: 0, updated: 3, failed: 1 });
    const edited = await importProducts(t.handle.db, DEMO_SITE_ID, text.replace('Canvas Tote,', 'Canvas Tote Bag,').replace(',19.50,', ',21.00,'), 'csv');
    expect(edited).toMatchObject({ created: 0, updated: 3, failed: 1 });
    const all = await products();
    expect(all).toHaveLength(count);
    for (const p of all) expect(p.id).toBe(ids.get(p.slug));
    expect(all.find((p) => p.slug === 'canvas-tote')).toMatchObject({ name: 'Canvas Tote Bag', priceData: { price: 21 } });
    // The shirt's variants kept their ids: the same combinations are the same variants.
    const shirt = all.find((p) => p.slug === 'linen-shirt')!;
    expect(shirt.variants).toHaveLength(4);
  });

  it('finishes an interrupted import when run again: what was written is updated, the rest created', async () => {
    const csv = generateShopifyCsv({ products: 12, handlePrefix: 'resume' });
    const lines = csv.split('\n');
    // The first 5 products (3 rows each) were written before the run stopped.
    const partial = await importProducts(t.handle.db, DEMO_SITE_ID, `${lines.slice(0, 1 + 5 * 3).join('\n')}\n`, 'csv');
    expect(partial).toMatchObject({ created: 5, failed: 0 });
    const full = await importProducts(t.handle.db, DEMO_SITE_ID, csv, 'csv');
    expect(full).toMatchObject({ created: 7, updated: 5, failed: 0 });
    const resumed = (await products()).filter((p) => p.slug.startsWith('resume-'));
    expect(resumed).toHaveLength(12);
    expect(resumed.every((p) => p.variants!.length === 3)).toBe(true);
  });

  it('writes nothing of a product that breaks a catalog rule, and names the column', async () => {
    const text = await readFile(FIXTURE, 'utf8');
    const long = text.replace('canvas-tote,Canvas Tote,', `canvas-tote-2,${'Very long title '.repeat(6)},`);
    const summary = await importProducts(t.handle.db, DEMO_SITE_ID, long, 'csv');
    expect(summary.problems.map(formatProblem)).toContain('line 8: Title must not have more than 80 characters');
    expect(await bySlug('canvas-tote-2')).toBeUndefined();
  });

  it("imports Tote's JSON format and names a bad item by its number and field", async () => {
    const items = [
      {
        product: {
          name: 'Json Cap',
          slug: 'json-cap',
          priceData: { price: 12 },
          productOptions: [{ name: 'Size', choices: [{ value: 'One' }, { value: 'Kid' }] }],
          manageVariants: true,
          stock: { trackInventory: true },
        },
        variants: [{ choices: { Size: 'Kid' }, price: 10, quantity: 4 }],
        media: [{ url: 'https://cdn.example.com/cap.jpg' }],
      },
      { product: { name: 'Json Bad', slug: 'json-bad', priceData: { price: -1 } } },
    ];
    const summary = await importProducts(t.handle.db, DEMO_SITE_ID, JSON.stringify(items), 'json');
    expect(summary).toMatchObject({ created: 1, failed: 1 });
    expect(summary.problems.map(formatProblem)).toEqual([expect.stringMatching(/^item 2: product\.priceData\.price /)]);
    const cap = (await bySlug('json-cap'))!;
    expect(cap.variants!.map((v) => [v.choices.Size, v.variant.priceData.price, v.stock.quantity])).toEqual([
      ['One', 12, 0],
      ['Kid', 10, 4],
    ]);
  });

  it('the spawned CLI imports the file, prints progress and the problems, and exits 1 when a row failed', { timeout: 120_000 }, async (context) => {
    if (testDatabaseKind() !== 'pglite') context.skip();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tote-import-'));
    try {
      const config = readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'https://store.example' });
      const quiet = { log: () => undefined, error: () => undefined };
      expect(
        await runCli(
          [
            'init',
            '--name',
            'Linen',
            '--currency',
            'USD',
            '--origin',
            'https://shop.example',
            '--owner-email',
            'o@shop.example',
            '--owner-password',
            'owner password 1',
            '--json',
          ],
          config,
          quiet,
        ),
      ).toBe(0);
      const run = promisify(execFile);
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
      const failed = await run(process.execPath, ['scripts/tote.mjs', 'import', FIXTURE], { cwd: ROOT, env }).then(
        () => undefined,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stdout).toContain('read 4/4 products: created 3, updated 0, failed 1');
      expect(failed?.stdout).toMatch(/4 products: created 3, updated 0, failed 1 \(line 9\), skipped 0 in [\d.]+ s/);
      expect(failed?.stderr).toContain('line 9: Variant Price "abc" is not a price');
      // Usage errors and the export, in-process.
      const lines: string[] = [];
      const capture = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
      expect(await runCli(['import'], config, capture)).toBe(64);
      expect(await runCli(['import', FIXTURE, '--format', 'xml'], config, capture)).toBe(64);
      expect(lines.join('\n')).toContain('--format must be csv or json, not "xml"');
      const out = path.join(dataDir, 'out.csv');
      expect(await runCli(['export', out], config, capture)).toBe(0);
      expect(lines).toContain(`exported 3 products to ${out} (Shopify's product CSV)`);
      expect(await readFile(out, 'utf8')).toMatch(/^Handle,Title,Body \(HTML\),/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
