// Bench: importing a Shopify CSV of 10,000 products with 30,000 variants into a fresh PGlite (and PostgreSQL when reachable).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { importProducts } from '../../src/server/catalog/import/import-products.js';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connect.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { generateShopifyCsv } from '../support/shopify-csv-generator.js';
import { BENCH_POSTGRES_URL, postgresReachable } from './bench-postgres.js';
import type { BenchRow } from './bench-row.js';

/** Products and variants per product of the bench file (the 10,000 products, 30,000 variants). */
const PRODUCTS = 10_000;
const VARIANTS_PER_PRODUCT = 3;
/** The ceiling for the import on PGlite. */
const MAX_SECONDS = 60;
const SITE = 'bench-import';

async function importInto(handle: DatabaseHandle, target: string, csv: string, limited: boolean): Promise<BenchRow> {
  await migrateToLatest(handle.db);
  await handle.db.insertInto('sites').values({ id: SITE, name: 'Bench', currency: 'USD', settings: '{}' }).execute();
  const summary = await importProducts(handle.db, SITE, csv, 'csv', {
    onProgress: ({ done, total }) => {
      if (done % 2000 === 0) process.stderr.write(`bench: imported ${done}/${total} on ${target}\n`);
    },
  });
  if (summary.failed > 0 || summary.created !== PRODUCTS) throw new Error(`bench import: ${summary.created} created, ${summary.failed} failed`);
  return {
    name: `import Shopify CSV: ${PRODUCTS.toLocaleString('en-US')} products, ${(PRODUCTS * VARIANTS_PER_PRODUCT).toLocaleString('en-US')} variants`,
    target,
    figures: { seconds: Math.round(summary.seconds * 10) / 10, 'products/s': Math.round(PRODUCTS / summary.seconds) },
    ...(limited ? { limits: { seconds: { max: MAX_SECONDS } } } : {}),
  };
}

async function onPostgres(url: string, csv: string): Promise<BenchRow> {
  const schema = `tote_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url, schema, poolSize: 2 });
  try {
    return await importInto(handle, 'postgres', csv, false);
  } finally {
    await handle.close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop schema if exists ${schema} cascade`);
    await dropper.end();
  }
}

/** Runs the bench: PGlite in memory with the 60 s ceiling; PostgreSQL (figures only) when it is reachable and `withPostgres`. */
export async function benchCatalogImport(withPostgres = true): Promise<BenchRow[]> {
  const csv = generateShopifyCsv({ products: PRODUCTS, variantsPerProduct: VARIANTS_PER_PRODUCT });
  const rows: BenchRow[] = [];
  const pglite = await openDatabase({ kind: 'pglite' });
  try {
    rows.push(await importInto(pglite, 'pglite', csv, true));
  } finally {
    await pglite.close();
  }
  if (withPostgres && (await postgresReachable(BENCH_POSTGRES_URL))) rows.push(await onPostgres(BENCH_POSTGRES_URL, csv));
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchCatalogImport(!process.argv.includes('--pglite-only'));
  console.table(rows.map((r) => ({ name: r.name, target: r.target, ...r.figures, limit: r.limits ? JSON.stringify(r.limits) : '' })));
}
