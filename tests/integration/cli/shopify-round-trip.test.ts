// A Shopify CSV with every field Tote keeps (Type, Tags, per-variant compare-at, SEO, alt texts, variant images) imports and exports to the same file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportProducts } from '../../../src/server/catalog/import/export-products.js';
import { importProducts } from '../../../src/server/catalog/import/import-products.js';
import { insertSite } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/shopify-every-field.csv');
const t = useTestApp();

describe('the Shopify CSV round trip', () => {
  it('exports an imported file with every field to an identical file, and again after a re-import', async () => {
    const { siteId } = await insertSite(t.ctx.db);
    const file = await readFile(FIXTURE, 'utf8');
    const summary = await importProducts(t.handle.db, siteId, file, 'csv');
    expect(summary).toMatchObject({ total: 3, created: 3, updated: 0, failed: 0, problems: [], notes: [] });
    const exported = await exportProducts(t.handle.db, siteId, 'csv');
    expect(exported.text).toBe(file);
    expect(await importProducts(t.handle.db, siteId, exported.text, 'csv')).toMatchObject({ created: 0, updated: 3, failed: 0 });
    expect((await exportProducts(t.handle.db, siteId, 'csv')).text).toBe(file);
  });

  it("keeps Type, Tags and each variant's compare-at price through Tote's JSON too", async () => {
    const { siteId } = await insertSite(t.ctx.db);
    await importProducts(t.handle.db, siteId, await readFile(FIXTURE, 'utf8'), 'csv');
    const json = await exportProducts(t.handle.db, siteId, 'json');
    const coat = (JSON.parse(json.text) as { product: { slug: string }; type: string; tags: string[]; variants: { compareAtPrice?: number }[] }[]).find(
      (p) => p.product.slug === 'wool-coat',
    )!;
    expect(coat.type).toBe('Coats');
    expect(coat.tags).toEqual(['winter', 'wool', 'outerwear']);
    expect(coat.variants.map((v) => v.compareAtPrice)).toEqual([240, 200, undefined, 210.5]);
    const copy = (await insertSite(t.ctx.db)).siteId;
    expect(await importProducts(t.handle.db, copy, json.text, 'json')).toMatchObject({ created: 3, failed: 0 });
    expect((await exportProducts(t.handle.db, copy, 'csv')).text).toBe((await exportProducts(t.handle.db, siteId, 'csv')).text);
  });

  it('counts a partly failed import as it happened: created, failed with its line, skipped rows without a Handle', async () => {
    const { siteId } = await insertSite(t.ctx.db);
    const [header, coat] = (await readFile(FIXTURE, 'utf8')).split('\n');
    const file = [
      header,
      coat,
      'bad-mug,Bad Mug,,,,,TRUE,Title,Default Title,,,,,,,,,deny,manual,abc,,TRUE,TRUE,,,,,FALSE,,,,,,active',
      ',Orphan,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,',
      '',
    ].join('\n');
    const summary = await importProducts(t.handle.db, siteId, file, 'csv');
    expect(summary).toMatchObject({ total: 3, created: 1, updated: 0, failed: 1, skipped: 1, failedAt: ['line 3'] });
    expect(summary.problems.map((p) => p.where)).toEqual(['line 3', 'line 4']);
  });
});
