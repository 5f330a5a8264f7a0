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

/** When the demo may be created: only in a store that never had a site (and never had the demo, even if deleted since). */
export async function mayCreateDemo(db: Kysely<Database>): Promise<boolean> {
  const [site, seededBefore] = await Promise.all([
    db.selectFrom('sites').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('store_meta').select('value').where('key', '=', 'demo_seeded_at').executeTakeFirst(),
  ]);
  return !site && !seededBefore;
}

/** Creates the demo site and client, and remembers that it did (so it is never made again); true when it created them. */
export async function createDemoSite(db: Kysely<Database>, demoPort: number): Promise<boolean> {
  const origins = demoOrigins(demoPort);
  const created = await db
    .insertInto('sites')
    .values({
      id: DEMO_SITE_ID,
      name: 'Tote Demo Shop',
      currency: 'USD',
      settings: JSON.stringify({
        accentColor: '#1f6feb',
        offlinePaymentInstructions: 'Pay by bank transfer to IBAN DE00 1234 5678 9000 0000 00 within 7 days, or pay the courier on delivery.',
        demoOrigins: origins,
      }),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) return false;
  await db
    .insertInto('store_meta')
    .values({ key: 'demo_seeded_at', value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // The widget signs shoppers in from any page of the demo shop: its origins are allowed redirect domains too.
  await db
    .insertInto('oauth_clients')
    .values({ id: DEMO_CLIENT_ID, site_id: DEMO_SITE_ID, name: 'Demo shop', allowed_origins: origins, allowed_redirect_domains: origins })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return true;
}

/**
 * Keeps the demo client's origins in step with DEMO_PORT: the origins the last port gave are replaced by this port's,
 * so they never pile up from start to start; origins an owner added stay.
 */
export async function syncDemoClient(db: Kysely<Database>, demoPort: number): Promise<void> {
  const site = await db.selectFrom('sites').select('settings').where('id', '=', DEMO_SITE_ID).executeTakeFirst();
  const client = await db
    .selectFrom('oauth_clients')
    .select(['allowed_origins', 'allowed_redirect_domains'])
    .where('id', '=', DEMO_CLIENT_ID)
    .where('site_id', '=', DEMO_SITE_ID)
    .executeTakeFirst();
  if (!site || !client) return;
  const previous = new Set(site.settings.demoOrigins ?? []);
  const origins = demoOrigins(demoPort);
  const next = (list: string[]) => [...new Set([...origins, ...list.filter((o) => !previous.has(o))])];
  const allowed = next(client.allowed_origins);
  const domains = next(client.allowed_redirect_domains);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  if (same(allowed, client.allowed_origins) && same(domains, client.allowed_redirect_domains) && same(origins, site.settings.demoOrigins ?? [])) return;
  await db.updateTable('oauth_clients').set({ allowed_origins: allowed, allowed_redirect_domains: domains }).where('id', '=', DEMO_CLIENT_ID).execute();
  await db
    .updateTable('sites')
    .set({ settings: JSON.stringify({ ...site.settings, demoOrigins: origins }) })
    .where('id', '=', DEMO_SITE_ID)
    .execute();
}
