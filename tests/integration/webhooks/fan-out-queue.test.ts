// The fan-out queue (event_outbox_pending): an event committed after a later one is still fanned out, each event once, and events waiting when migration 0021 ran stay waiting.
import { randomBytes } from 'node:crypto';
import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/connect.js';
import { migrateToLatest } from '../../../src/server/db/migrate.js';
import { migrations } from '../../../src/server/db/migrations/index.js';
import type { Database } from '../../../src/server/db/schema.js';
import { queueEvent, type OutgoingEvent } from '../../../src/server/events/event-outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { createEndpoint } from '../../../src/server/webhooks/endpoint-store.js';
import { fanOutEvents } from '../../../src/server/webhooks/fan-out.js';
import { purgeWebhookHistory } from '../../../src/server/webhooks/webhook-history.js';
import { CartEventType, EntityFqdn } from '../../../src/wire/events.js';
import { useTestApp } from '../../support/test-app.js';
import { testDatabaseKind, withSchemaLock } from '../../support/test-database.js';

const t = useTestApp();
const PUBLIC_URL = 'http://localhost:8787';

function cartEvent(cartId: string): OutgoingEvent {
  return { siteId: DEMO_SITE_ID, eventType: CartEventType.UPDATED, entityFqdn: EntityFqdn.CART, entityId: cartId, entity: { id: cartId } };
}

async function deliveredEventIds(db: Kysely<Database>, endpointId: string): Promise<string[]> {
  const rows = await db.selectFrom('webhook_deliveries').select('event_id').where('endpoint_id', '=', endpointId).orderBy('event_position').execute();
  return rows.map((r) => r.event_id);
}

async function pendingCount(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from event_outbox_pending`.execute(db);
  return rows[0]!.n;
}

describe('fan-out from the pending queue', () => {
  it('keeps events waiting until fanned out, fans each out once, and purges only fanned-out ones', async () => {
    const db = t.ctx.db;
    const start = new Date();
    const endpoint = await createEndpoint(db, DEMO_SITE_ID, { url: 'https://receiver.example/queue' }, start, undefined);
    while ((await fanOutEvents(db, start, PUBLIC_URL)) > 0);
    const at = new Date(start.getTime() + 1000);
    const first = await queueEvent(db, cartEvent('queue-cart-1'), at);
    const second = await queueEvent(db, cartEvent('queue-cart-2'), at);
    expect(await pendingCount(db)).toBe(2);
    // Waiting events are never purged, however old.
    await purgeWebhookHistory(db, new Date(at.getTime() + 400 * 86_400_000));
    expect((await db.selectFrom('event_outbox').select('id').where('id', 'in', [first, second]).execute()).length).toBe(2);
    expect(await fanOutEvents(db, at, PUBLIC_URL)).toBe(2);
    expect(await pendingCount(db)).toBe(0);
    expect(await fanOutEvents(db, at, PUBLIC_URL)).toBe(0);
    expect(await deliveredEventIds(db, endpoint.id)).toEqual([first, second]);
  });

  it('leaves an event written by a test delivery out of the queue', async () => {
    const db = t.ctx.db;
    const before = await pendingCount(db);
    await queueEvent(db, cartEvent('queue-cart-direct'), new Date(), { fanOut: false });
    expect(await pendingCount(db)).toBe(before);
  });

  // Two transactions at once: PGlite has one connection.
  it.runIf(testDatabaseKind() === 'postgres')('fans out an event whose transaction commits after a later-positioned event was fanned out', async () => {
    const db = t.ctx.db;
    const start = new Date();
    const endpoint = await createEndpoint(db, DEMO_SITE_ID, { url: 'https://receiver.example/late' }, start, undefined);
    while ((await fanOutEvents(db, start, PUBLIC_URL)) > 0);
    const at = new Date(start.getTime() + 1000);
    let slow = '';
    let quick = '';
    await db.transaction().execute(async (trx) => {
      // Takes the lower position, commits last.
      slow = await queueEvent(trx, cartEvent('late-cart-slow'), at);
      quick = await queueEvent(db, cartEvent('late-cart-quick'), at);
      expect(await fanOutEvents(db, at, PUBLIC_URL)).toBe(1);
      expect(await deliveredEventIds(db, endpoint.id)).toEqual([quick]);
    });
    const positions = await db.selectFrom('event_outbox').select(['id', 'position']).where('id', 'in', [slow, quick]).execute();
    const position = new Map(positions.map((r) => [r.id, BigInt(r.position)]));
    expect(position.get(slow)! < position.get(quick)!).toBe(true);
    expect(await fanOutEvents(db, at, PUBLIC_URL)).toBe(1);
    expect(await fanOutEvents(db, at, PUBLIC_URL)).toBe(0);
    expect(await deliveredEventIds(db, endpoint.id)).toEqual([slow, quick]);
  });
});

/** An empty database of this run's kind (a PGlite of its own, or a PostgreSQL schema dropped on close). */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') return openDatabase({ kind: 'pglite', template: false });
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `tote_test_${randomBytes(6).toString('hex')}`;
  await withSchemaLock(url, (admin) => admin.query(`create schema ${schema}`));
  const handle = await openDatabase({ kind: 'postgres', url, schema, poolSize: 2 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withSchemaLock(url, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
    },
  };
}

/**
 * Runs `work` as the test files' schema set-up does: on PostgreSQL under their schema lock, because Kysely's migrator
 * scans every schema's catalog and fails when another file drops its schema meanwhile.
 */
function asSchemaSetUp<T>(work: () => Promise<T>): Promise<T> {
  return testDatabaseKind() === 'pglite' ? work() : withSchemaLock(process.env.TEST_DATABASE_URL!, work);
}

/** Migrates up or down to the migration `name`. */
function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  return asSchemaSetUp(async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const migrator = new Migrator({ db, migrationTableSchema: rows[0]!.schema, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
  });
}

describe('migration 0021 (the pending queue)', () => {
  it('queues the events not yet fanned out when it runs, and its undo marks the others fanned out again', async () => {
    const handle = await emptyDatabase();
    try {
      const db = handle.db;
      await migrateTo(db, '0020-outbox-site-trigger');
      await sql`
        insert into event_outbox (id, site_id, event_type, entity_fqdn, entity_id, payload, created_at, dispatched_at)
        values ('ev-sent', 'site-m', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart', 'c1', '{}', now(), now()),
          ('ev-waiting-1', 'site-m', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart', 'c1', '{}', now(), null),
          ('ev-waiting-2', 'site-m', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart', 'c2', '{}', now(), null)
      `.execute(db);
      await asSchemaSetUp(() => migrateToLatest(db));
      const queued = await db.selectFrom('event_outbox_pending').select('event_id').orderBy('position').execute();
      expect(queued.map((r) => r.event_id)).toEqual(['ev-waiting-1', 'ev-waiting-2']);
      expect(await fanOutEvents(db, new Date(), PUBLIC_URL)).toBe(2);
      await sql`
        with e as (
          insert into event_outbox (id, site_id, event_type, entity_fqdn, entity_id, payload, created_at)
          values ('ev-new', 'site-m', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart', 'c3', '{}', now()) returning position, id
        )
        insert into event_outbox_pending (position, event_id) select position, id from e
      `.execute(db);
      await migrateTo(db, '0020-outbox-site-trigger');
      const { rows } = await sql<{ id: string; sent: boolean }>`select id, dispatched_at is not null as sent from event_outbox order by position`.execute(db);
      expect(rows.map((r) => [r.id, r.sent])).toEqual([
        ['ev-sent', true],
        ['ev-waiting-1', true],
        ['ev-waiting-2', true],
        ['ev-new', false],
      ]);
    } finally {
      await handle.close();
    }
  });
});
