// Kysely dialect for embedded PGlite: one connection, so callers queue for it one at a time.
import type { PGlite, Results } from '@electric-sql/pglite';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult, TransactionSettings } from 'kysely';
import { CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';

/** PostgreSQL's adapter, which also tells a Kysely instance on PGlite (and each of its transactions) apart: see {@link runsOnPGlite}. */
export class PGliteAdapter extends PostgresAdapter {}

/** Whether `db` (a transaction too) runs on an embedded PGlite, the database inside this process. */
export function runsOnPGlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PGliteAdapter;
}

/** A Kysely dialect over a PGlite instance that the caller owns (and closes). */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PGliteAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  #tail: Promise<void> = Promise.resolve();
  constructor(private readonly pglite: PGlite) {}

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  /**
   * Waits for the previous holder to release the single connection. The queue only moves forward: a holder's turn
   * ends when Kysely releases it, which it does whether its queries succeeded or failed.
   */
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return new PGliteConnection(this.pglite, release);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  /**
   * Hands the connection to the next caller. A holder that left a transaction open (its rollback failed, a controlled
   * transaction was dropped) would pass it on to the next one: it is rolled back first, and a failure of that rollback
   * never keeps the queue waiting.
   */
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const held = connection as PGliteConnection;
    try {
      if (!this.pglite.closed && this.pglite.isInTransaction()) await this.pglite.exec('rollback');
    } catch {
      // The next holder's own queries will say what is wrong.
    } finally {
      held.release();
    }
  }

  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters the simple protocol runs, which also takes several statements (migrations).
    const result =
      query.parameters.length === 0
        ? ((await this.pglite.exec(query.sql, { rowMode: 'object' })).at(-1) as Results<R>)
        : await this.pglite.query<R>(query.sql, [...query.parameters], { rowMode: 'object' });
    const affected = result.command && /^(INSERT|UPDATE|DELETE|MERGE)$/.test(result.command) ? (result.rowCount ?? result.affectedRows) : undefined;
    return { rows: result.rows, ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}
