// Seeds a fresh database with the demo site, its client and the demo catalog and store settings.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { analyzeSeededTables } from './analyze-tables.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoCommerce } from './demo-commerce.js';
import { DEMO_SITE_ID, ensureDemoSite } from './demo-site.js';

/** Steps that fill a newly created demo site, in order; each part of the store adds its own here. */
const demoSeedSteps: ReadonlyArray<(db: Kysely<Database>, siteId: string) => Promise<void>> = [seedDemoCatalog, seedDemoCommerce, analyzeSeededTables];

/** Creates the demo site on first start and fills it; later starts only sync the client's origins. */
export async function seedDemo(db: Kysely<Database>, demoPort: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const created = await ensureDemoSite(trx, demoPort);
    if (created) for (const step of demoSeedSteps) await step(trx, DEMO_SITE_ID);
    return created;
  });
}
