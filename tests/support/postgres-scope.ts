// Which integration tests run on PostgreSQL as well as PGlite: those where the two databases behave differently.

/**
 * Folders of tests/integration whose tests also run on PostgreSQL: connections and pools, outages, replicas and
 * PgBouncer (db, ops); concurrent writers, row locks, `skip locked` claims, advisory locks and asynchronous commit
 * (cart, orders, events, webhooks, auth's revocation); sorting, collation and search (catalog). The rest run on
 * PGlite only: every statement they run is recorded and prepared on PostgreSQL by scripts/check-sql-on-postgres.ts,
 * so their SQL is still checked against PostgreSQL 15's parser and catalog.
 */
export const POSTGRES_FOLDERS = ['db', 'ops', 'cart', 'orders', 'events', 'webhooks', 'auth', 'catalog'].map((name) => `tests/integration/${name}/`);

/** Whether `file` (a path from the repository root) is one of {@link POSTGRES_FOLDERS}' tests. */
export function runsOnPostgres(file: string): boolean {
  return POSTGRES_FOLDERS.some((folder) => file.startsWith(folder));
}
