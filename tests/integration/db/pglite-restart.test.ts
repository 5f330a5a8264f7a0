// The data survives a restart (README "Run it"): a PGlite data folder opened, migrated, seeded, written, closed and opened again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { readConfig } from '../../../src/server/config.js';
import { createContext } from '../../../src/server/context.js';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/connect.js';
import { migrateToLatest } from '../../../src/server/db/migrate.js';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { seedDemo } from '../../../src/server/seed/seed-demo.js';
import { STORES_APP_ID } from '../../../src/wire/cart.js';
import { TEST_DEMO_PORT, testDatabaseKind } from '../../support/test-database.js';

const folders: string[] = [];

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** What `npm start` does with a data folder before it listens: open, migrate, seed; the seed says whether it created the demo site. */
async function start(dataDir: string): Promise<{ handle: DatabaseHandle; seeded: boolean }> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await migrateToLatest(handle.db);
  return { handle, seeded: await seedDemo(handle.db, TEST_DEMO_PORT) };
}

/** The store app on an open database (a process's lifetime). */
async function appOn(handle: DatabaseHandle) {
  const app = await buildApp(createContext(readConfig({ NODE_ENV: 'test', DEMO_PORT: String(TEST_DEMO_PORT) }), handle.db));
  await app.ready();
  return app;
}

// PostgreSQL keeps its data by itself; the embedded database is the one whose folder must hold everything.
describe.skipIf(testDatabaseKind() !== 'pglite')('a PGlite data folder', () => {
  it('keeps a visitor’s cart and tokens across a restart, and the second start does not seed again', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tote-restart-'));
    folders.push(dataDir);

    const first = await start(dataDir);
    expect(first.seeded).toBe(true);
    const app = await appOn(first.handle);
    const tokens = (await app.inject({ method: 'POST', url: '/oauth2/token', payload: { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' } })).json();
    const { id: capId } = await first.handle.db.selectFrom('products').select('id').where('slug', '=', 'canvas-cap').executeTakeFirstOrThrow();
    const added = await app.inject({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      headers: { authorization: tokens.access_token },
      payload: { lineItems: [{ catalogReference: { catalogItemId: capId, appId: STORES_APP_ID }, quantity: 3 }] },
    });
    expect(added.statusCode).toBe(200);
    const cartId = added.json().cart.id;
    await app.close();
    await first.handle.close();

    const second = await start(dataDir);
    try {
      expect(second.seeded).toBe(false);
      expect(await second.handle.db.selectFrom('products').select('id').where('slug', '=', 'canvas-cap').executeTakeFirstOrThrow()).toEqual({ id: capId });
      const again = await appOn(second.handle);
      try {
        // The refresh token was stored, and the access token is signed with a key the folder kept.
        const renewed = await again.inject({
          method: 'POST',
          url: '/oauth2/token',
          payload: { clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken: tokens.refresh_token },
        });
        expect(renewed.statusCode).toBe(200);
        const cart = await again.inject({ method: 'GET', url: '/ecom/v1/carts/current', headers: { authorization: tokens.access_token } });
        expect(cart.statusCode).toBe(200);
        expect(cart.json().cart.id).toBe(cartId);
        expect(
          cart
            .json()
            .cart.lineItems.map((l: { catalogReference: { catalogItemId: string }; quantity: number }) => [l.catalogReference.catalogItemId, l.quantity]),
        ).toEqual([[capId, 3]]);
      } finally {
        await again.close();
      }
    } finally {
      await second.handle.close();
    }
  }, 120_000);
});
