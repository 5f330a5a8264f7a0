// Migrations on a store that has them all: no catalog scan of the other stores' schemas, and another store's drop met during a scan is not this store's failure.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/connect.js';
import { isOtherSchemaDropped, migrateToLatest } from '../../../src/server/db/migrate.js';
import { createTestDatabase } from '../../support/test-database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle?.close());

/** Whether the current schema has a table called `name`. */
async function hasTable(name: string): Promise<boolean> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(handle.db);
  return rows[0]!.found !== null;
}

describe('migrateToLatest', () => {
  it('leaves a store that has every migration alone: Kysely (which would make its lock table again) does not run', async () => {
    await sql`drop table kysely_migration_lock`.execute(handle.db);
    await migrateToLatest(handle.db);
    expect(await hasTable('kysely_migration_lock')).toBe(false);
    expect(await hasTable('kysely_migration')).toBe(true);
  });

  it('runs Kysely when the table lacks a migration (here the newest, whose columns exist already: running it again fails by name)', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(handle.db);
    const last = rows[0]!.name;
    await sql`delete from kysely_migration where name = ${last}`.execute(handle.db);
    await expect(migrateToLatest(handle.db)).rejects.toThrow(new RegExp(`migration ${last} failed`));
  });

  it('tells another schema dropped mid-scan (PostgreSQL 3F000, as the catalog scan meets it) from its own', async () => {
    const error = await sql`select has_schema_privilege('tote_gone_elsewhere', 'USAGE')`.execute(handle.db).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(isOtherSchemaDropped(error, 'tote_mine')).toBe(true);
    expect(isOtherSchemaDropped(error, 'tote_gone_elsewhere')).toBe(false);
    expect(isOtherSchemaDropped(new Error('schema "x" does not exist'), 'tote_mine')).toBe(false);
  });
});
