// Readiness: the database answers within a bound and every migration this code knows is applied.
import { sql, type Kysely } from 'kysely';
import { databaseErrorReason } from '../db/database-errors.js';
import { migrations } from '../db/migrations/index.js';
import type { Database } from '../db/schema.js';

/** Longest wait for the database's answer before the store is reported not ready. */
export const READY_TIMEOUT_MS = 2_000;

/** Why the store cannot serve: the database does not answer, or it lacks migrations of this code. */
export type NotReadyReason = 'DATABASE_UNREACHABLE' | 'MIGRATIONS_PENDING';

/** The store is ready, or why not: `description` may be shown to anyone; `detail` is for the log only (hosts, errors). */
export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason; description: string; detail: string };

/**
 * Asks the database (one query, at most {@link READY_TIMEOUT_MS}) which of the migrations of this code it has applied.
 * Not ready while the database does not answer or fails the query, or when some are missing (a newer version of the
 * code started against a database no process has migrated yet).
 */
export async function checkReadiness(db: Kysely<Database>): Promise<Readiness> {
  const expected = Object.keys(migrations);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    const { rows } = await Promise.race([sql<{ name: string }>`select name from kysely_migration where name in (${sql.join(expected)})`.execute(db), timeout]);
    const applied = new Set(rows.map((row) => row.name));
    const missing = expected.filter((name) => !applied.has(name));
    if (missing.length > 0) {
      return {
        ready: false,
        reason: 'MIGRATIONS_PENDING',
        description: `${missing.length} of ${expected.length} migrations are not applied`,
        detail: missing.join(', '),
      };
    }
    return { ready: true };
  } catch (error) {
    // undefined_table: the migrations table itself is missing, nothing was ever migrated.
    if ((error as { code?: unknown }).code === '42P01') {
      return {
        ready: false,
        reason: 'MIGRATIONS_PENDING',
        description: `${expected.length} of ${expected.length} migrations are not applied`,
        detail: 'no kysely_migration table',
      };
    }
    return { ready: false, reason: 'DATABASE_UNREACHABLE', description: 'The database does not answer', detail: databaseErrorReason(error) };
  } finally {
    clearTimeout(timer);
  }
}
