// Seeds a fresh database with the demo site, its client and the demo catalog and store settings.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { analyzeSeededTables } from './analyze-tables.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoCommerce } from './demo-commerce.js';
import { DEFAULT_DEMO_PORT } from '../config.js';
import { createDemoSite, DEMO_SITE_ID, mayCreateDemo, syncDemoClient } from './demo-site.js';

/** Steps that fill a newly created demo site, in order; each part of the store adds its own here. */
const demoSeedSteps: ReadonlyArray<(db: Kysely<Database>, siteId: string) => Promise<void>> = [seedDemoCatalog, seedDemoCommerce, analyzeSeededTables];

/** Options of {@link seedDemo}. */
export interface SeedDemoOptions {
  /** A production store is never given the demo. @default false */
  production?: boolean;
}

/**
 * Creates the demo site and fills it when the store has never had a site (so `npm install && npm start` shows a working
 * shop), never in production, and never again once an owner set up a site or deleted the demo. Later starts only keep
 * the demo client's origins in step with DEMO_PORT (and leave them as they are while the demo shop is off, `demoPort` null).
 * True when it created the demo.
 */
export async function seedDemo(db: Kysely<Database>, demoPort: number | null, options: SeedDemoOptions = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const created = !options.production && (await mayCreateDemo(trx)) && (await createDemoSite(trx, demoPort ?? DEFAULT_DEMO_PORT));
    if (created) for (const step of demoSeedSteps) await step(trx, DEMO_SITE_ID);
    else if (demoPort !== null) await syncDemoClient(trx, demoPort);
    return created;
  });
}
