// Named prepared statements on PostgreSQL: hot queries are parsed and planned once per connection instead of every call.
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './database-errors.js';

/** Start of the SQL comment that names a statement: `/* prepared:load-cart *\/ select ...`. */
export const PREPARED_MARKER = '/* prepared:';

/** SQL marked to run as the named prepared statement `name` (unique per SQL text, `[a-z0-9-]`). */
export function preparedSql(name: string, sql: string): string {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Bad prepared statement name: ${name}`);
  return `${PREPARED_MARKER}${name} */ ${sql}`;
}

/** Start of SQL that always runs unnamed, so PostgreSQL plans it for its actual parameters every time. */
export const CUSTOM_PLAN_MARKER = '/* custom-plan */';

/**
 * SQL marked never to become a named statement: for queries whose best plan depends on the values (a price range
 * that matches 2 % or 90 % of a catalog), where a generic plan, chosen once for any values, can be many times slower.
 */
export function customPlanSql(sql: string): string {
  return `${CUSTOM_PLAN_MARKER} ${sql}`;
}

function markedName(sql: string): string | undefined {
  if (!sql.startsWith(PREPARED_MARKER)) return undefined;
  const end = sql.indexOf(' */', PREPARED_MARKER.length);
  return end > 0 ? sql.slice(PREPARED_MARKER.length, end) : undefined;
}

/** Options of {@link withNamedStatements}. */
export interface NamedStatementOptions {
  /** False runs every query unnamed (a pooler such as PgBouncer in transaction mode shares server connections). @default true */
  named?: boolean;
  /**
   * Most SQL texts given a statement name automatically (besides the marked ones); later texts run unnamed. Each
   * connection holds at most this many automatic statements. @default 200
   */
  autoLimit?: number;
  /** Runs of one parameterized SQL text before it gets a name (one-off queries never take a slot). @default 2 */
  autoAfter?: number;
}

/** PostgreSQL refuses to run a prepared statement whose result columns changed (a migration added a column to a `*`). */
function isChangedResultType(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e?.code === '0A000' && typeof e.message === 'string' && e.message.includes('cached plan must not change result type');
}

/**
 * Statement names by SQL text: the marked ones, and, for parameterized SQL run {@link NamedStatementOptions.autoAfter}
 * times, `auto-N` up to {@link NamedStatementOptions.autoLimit} texts. Parameterized SQL is always one statement (the
 * extended protocol refuses several), so any of it can be prepared; unparameterized SQL (migrations, `begin`) never is.
 */
class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #runs = new Map<string, number>();
  readonly #limit: number;
  readonly #after: number;
  #given = 0;
  readonly #named: boolean;

  constructor(options: NamedStatementOptions) {
    this.#named = options.named ?? true;
    this.#limit = options.autoLimit ?? 200;
    this.#after = options.autoAfter ?? 2;
  }

  /** The name to run `sql` under, or undefined to run it unnamed. */
  nameOf(sql: string, parameterCount: number): string | undefined {
    if (!this.#named) return undefined;
    const named = this.#names.get(sql);
    if (named !== undefined) return named;
    const marked = markedName(sql);
    if (marked !== undefined) {
      this.#names.set(sql, marked);
      return marked;
    }
    if (parameterCount === 0 || this.#given >= this.#limit || sql.startsWith(CUSTOM_PLAN_MARKER)) return undefined;
    const runs = (this.#runs.get(sql) ?? 0) + 1;
    if (runs < this.#after) {
      // Counting is bounded too: texts seen once are forgotten when too many pile up.
      if (this.#runs.size >= 4 * this.#limit) this.#runs.clear();
      this.#runs.set(sql, runs);
      return undefined;
    }
    this.#runs.delete(sql);
    const name = `auto-${++this.#given}`;
    this.#names.set(sql, name);
    return name;
  }

  /**
   * Gives `sql` a new name (the old statement's result columns changed under it): every connection prepares it afresh
   * on its next run. Renamed texts take slots of the limit, so the statements per connection stay bounded.
   */
  rename(sql: string): void {
    const old = this.#names.get(sql);
    if (old === undefined) return;
    if (this.#given >= this.#limit) {
      this.#names.set(sql, '');
      return;
    }
    this.#names.set(sql, `${markedName(sql) ?? 'auto'}-r${++this.#given}`);
  }
}

/**
 * A pool for Kysely's PostgreSQL dialect whose clients run SQL as named prepared statements (node-postgres parses each
 * name once per connection; PostgreSQL then skips parsing and, for a generic plan, planning): SQL marked by
 * {@link preparedSql}, and parameterized SQL by its text, a bounded number of texts (see {@link NamedStatementOptions}).
 * PostgreSQL re-plans prepared statements itself when tables or the search path change; the one change it refuses, a
 * `select *` whose columns changed (a migration run by another process), renames the statement and, outside a
 * transaction, runs the call again unnamed. Measured: the cart query's PostgreSQL CPU per call fell from ~500 µs to
 * ~70 µs, the product page statement's from ~300 µs to ~60 µs.
 *
 * A client whose connection failed (an 'error' event, or a query that failed because the database is unreachable, see
 * {@link isDatabaseUnavailable}) is released with that error, so the pool closes it and never hands it out again.
 */
export function withNamedStatements(pool: pg.Pool, options: NamedStatementOptions = {}): PostgresPool {
  const names = new StatementNames(options);
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const broken = new WeakMap<pg.PoolClient, Error>();
  // A client whose socket fails while checked out emits 'error' (the pool listens only while it is idle); unheard,
  // that event ends the process. Heard here from the moment the pool creates it, for its whole life.
  pool.on('connect', (client) => client.on('error', (error) => broken.set(client, error)));
  const run = async (client: pg.PoolClient, text: string, values: unknown[]): Promise<pg.QueryResult> => {
    const name = names.nameOf(text, values.length);
    if (!name) return client.query(text, values);
    try {
      return await client.query({ name, text, values });
    } catch (error) {
      if (!isChangedResultType(error)) throw error;
      names.rename(text);
      if (client.getTransactionStatus() !== 'I') throw error;
      return client.query(text, values);
    }
  };
  /** Remembers a failure that leaves the client unusable (after a query read timeout its stalled query still holds it). */
  const noting = <T>(client: pg.PoolClient, result: Promise<T>): Promise<T> =>
    result.catch((error: unknown) => {
      if (isDatabaseUnavailable(error) && !broken.has(client)) broken.set(client, error as Error);
      throw error;
    });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrapped.get(client);
      if (!wrapper) {
        wrapper = {
          query: ((sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => {
            if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as pg.Submittable);
            return noting(client, run(client, sqlOrCursor, (parameters ?? []) as unknown[]));
          }) as unknown as PostgresPoolClient['query'],
          // A broken client, or one left inside a transaction, is closed instead of going back to the pool.
          release: () => {
            const status = client.getTransactionStatus();
            client.release(broken.get(client) ?? (status === 'T' || status === 'E' ? new Error('released inside a transaction') : undefined));
          },
        };
        wrapped.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
