// Kysely queries built and compiled once, then run with new values: hot paths skip building and compiling per call.
import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import { preparedSql } from './named-statements.js';

const SLOT_PREFIX = '\u0000slot:';

/** A placeholder for argument `index`, to put where a value goes while the query is built once. */
export function slot(index: number): string {
  return `${SLOT_PREFIX}${index}`;
}

/**
 * A query compiled on first use (both databases speak PostgreSQL, so one compilation serves PGlite and PostgreSQL),
 * then run with its {@link slot}s replaced by the arguments of each call. On PostgreSQL it runs as the named prepared
 * statement `name`, so it is also parsed and planned once per connection.
 */
export class Precompiled<DB, Row> {
  #compiled: CompiledQuery | undefined;

  constructor(
    private readonly name: string,
    private readonly build: (db: Kysely<DB>) => CompiledQuery<Row>,
  ) {}

  /** Runs the query on `db` (a transaction too) with these arguments for its slots. */
  run(db: Kysely<DB>, args: readonly unknown[]): Promise<QueryResult<Row>> {
    if (!this.#compiled) {
      const compiled = this.build(db);
      this.#compiled = { ...compiled, sql: preparedSql(this.name, compiled.sql) };
    }
    const compiled = this.#compiled;
    const parameters = compiled.parameters.map((p) => (typeof p === 'string' && p.startsWith(SLOT_PREFIX) ? args[Number(p.slice(SLOT_PREFIX.length))] : p));
    return db.executeQuery<Row>({ ...compiled, parameters } as CompiledQuery<Row>);
  }
}
