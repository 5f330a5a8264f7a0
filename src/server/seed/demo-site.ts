// The demo site and its OAuth client `demo`, whose origins (and allowed redirect domains) are the demo shop's.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Id of the site the demo catalog lives in. */
export const DEMO_SITE_ID = 'tote-demo';
/** The demo OAuth client id that the demo shop's script tag carries. */
export const DEMO_CLIENT_ID = 'demo';

/** The demo shop's origins for a port: localhost and 127.0.0.1. */
export function demoOrigins(demoPort: number): string[] {
  return [`http://localhost:${demoPort}`, `http://127.0.0.1:${demoPort}`];
}

/** Creates the demo site and client when missing; true when it created them. */
export async function ensureDemoSite(db: Kysely<Database>, demoPort: number): Promise<boolean> {
  const created = await db
    .insertInto('sites')
    .values({
      id: DEMO_SITE_ID,
      name: 'Tote Demo Shop',
      currency: 'USD',
      settings: JSON.stringify({ accentColor: '#1f6feb', offlinePaymentInstructions: 'Pay by bank transfer to IBAN DE00 1234 5678 9000 0000 00 within 7 days, or pay the courier on delivery.' }),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  await syncDemoClient(db, demoPort);
  return created !== undefined;
}

/** Keeps the demo client's origins in step with DEMO_PORT (plus any other origin an owner added). */
export async function syncDemoClient(db: Kysely<Database>, demoPort: number): Promise<void> {
  const existing = await db.selectFrom('oauth_clients').select(['allowed_origins', 'allowed_redirect_domains']).where('id', '=', DEMO_CLIENT_ID).executeTakeFirst();
  const origins = demoOrigins(demoPort);
  if (!existing) {
    // The widget signs shoppers in from any page of the demo shop: its origins are allowed redirect domains too.
    await db.insertInto('oauth_clients').values({ id: DEMO_CLIENT_ID, site_id: DEMO_SITE_ID, name: 'Demo shop', allowed_origins: origins, allowed_redirect_domains: origins }).execute();
    return;
  }
  const merged = [...new Set([...origins, ...existing.allowed_origins])];
  const mergedDomains = [...new Set([...origins, ...existing.allowed_redirect_domains])];
  if (merged.length !== existing.allowed_origins.length || mergedDomains.length !== existing.allowed_redirect_domains.length) {
    await db.updateTable('oauth_clients').set({ allowed_origins: merged, allowed_redirect_domains: mergedDomains }).where('id', '=', DEMO_CLIENT_ID).execute();
  }
}
