// Which integration tests run on PostgreSQL as well as PGlite: those where the two databases behave differently.

/**
 * Folders of tests/integration whose tests also run on PostgreSQL: connections and pools, outages, replicas and
 * PgBouncer (db, ops); concurrent writers, row locks, `skip locked` claims, advisory locks and asynchronous commit
 * (cart, orders, events, webhooks, auth's revocation); sorting, collation and search (catalog). The rest run on
 * PGlite only: every statement they run is recorded and prepared on PostgreSQL by scripts/check-sql-on-postgres.ts,
 * so their SQL is still checked against PostgreSQL 15's parser and catalog.
 */
export const POSTGRES_FOLDERS = ['db', 'ops', 'cart', 'orders', 'events', 'webhooks', 'auth', 'catalog'].map((name) => `tests/integration/${name}/`);

/**
 * Single files elsewhere whose tests also run on PostgreSQL: a second server process reading the same database (caches);
 * claims of the set-up racing for its code's row lock; the order export's sums per currency over 1,000 orders (bigint
 * sums, keyset paging on timestamptz).
 */
export const POSTGRES_FILES = [
  'tests/integration/site/oauth-clients.test.ts',
  'tests/integration/admin/setup.test.ts',
  'tests/integration/exports/order-export.test.ts',
];

/** The PostgreSQL project's include patterns. */
export const POSTGRES_INCLUDE = [...POSTGRES_FOLDERS.map((folder) => `${folder}**/*.test.ts`), ...POSTGRES_FILES];

/** Whether `file` (a path from the repository root) runs on PostgreSQL too. */
export function runsOnPostgres(file: string): boolean {
  return POSTGRES_FOLDERS.some((folder) => file.startsWith(folder)) || POSTGRES_FILES.includes(file);
}
