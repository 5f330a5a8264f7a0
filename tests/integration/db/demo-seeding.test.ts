// The demo shop is seeded only into a store that never had a site, never in production, and its client's origins follow DEMO_PORT without piling up.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/connect.js';
import { migrateToLatest } from '../../../src/server/db/migrate.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { seedDemo } from '../../../src/server/seed/seed-demo.js';
import { createSite } from '../../../src/server/site/create-site.js';
import { testDatabaseKind } from '../../support/test-database.js';

async function freshStore() {
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(handle.db);
  return handle;
}

const owner = { name: 'Mine', currency: 'USD', origins: ['https://mine.example'], ownerEmail: 'o@mine.example', ownerPassword: 'owner password 1' };

describe.runIf(testDatabaseKind() === 'pglite')('demo seeding', () => {
  it('seeds an empty store once; later starts keep it as it is', async () => {
    const handle = await freshStore();
    try {
      expect(await seedDemo(handle.db, 8788)).toBe(true);
      expect(await seedDemo(handle.db, 8788)).toBe(false);
      expect((await handle.db.selectFrom('products').select('id').where('site_id', '=', DEMO_SITE_ID).execute()).length).toBeGreaterThan(5);
    } finally {
      await handle.close();
    }
  });

  it('never seeds in production', async () => {
    const handle = await freshStore();
    try {
      expect(await seedDemo(handle.db, 8788, { production: true })).toBe(false);
      expect(await handle.db.selectFrom('sites').select('id').execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('never seeds a store where the owner made a site, nor again after the owner deleted the demo', async () => {
    const handle = await freshStore();
    try {
      await createSite(handle.db, 'http://localhost:8787', owner);
      expect(await seedDemo(handle.db, 8788)).toBe(false);
      expect((await handle.db.selectFrom('sites').select('id').execute()).map((s) => s.id)).not.toContain(DEMO_SITE_ID);
    } finally {
      await handle.close();
    }
    const other = await freshStore();
    try {
      await seedDemo(other.db, 8788);
      await other.db.deleteFrom('sites').where('id', '=', DEMO_SITE_ID).execute();
      expect(await seedDemo(other.db, 8788)).toBe(false);
      expect(await other.db.selectFrom('sites').select('id').execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('replaces the demo origins of the last DEMO_PORT instead of adding to them, and keeps origins an owner added', async () => {
    const handle = await freshStore();
    try {
      await seedDemo(handle.db, 8788);
      await handle.db
        .updateTable('oauth_clients')
        .set({ allowed_origins: ['http://localhost:8788', 'http://127.0.0.1:8788', 'https://owner.example'] })
        .where('id', '=', DEMO_CLIENT_ID)
        .execute();
      for (const port of [9001, 9002, 9002]) await seedDemo(handle.db, port);
      const client = await handle.db
        .selectFrom('oauth_clients')
        .select(['allowed_origins', 'allowed_redirect_domains'])
        .where('id', '=', DEMO_CLIENT_ID)
        .executeTakeFirstOrThrow();
      expect(client.allowed_origins.sort()).toEqual(['http://127.0.0.1:9002', 'http://localhost:9002', 'https://owner.example']);
      expect(client.allowed_redirect_domains.sort()).toEqual(['http://127.0.0.1:9002', 'http://localhost:9002']);
    } finally {
      await handle.close();
    }
  });
});
