// Counts the rows of a query up to a cap: the work stops at the cap, however many rows match.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

/** Builds the query whose rows are counted. */
export type MatchesQuery = (db: Kysely<Database>) => SelectQueryBuilder<Database, any, any>;

/** `select count(*) from (<matches> limit cap)`: at most `cap`. */
export async function countUpTo(db: Kysely<Database>, matches: MatchesQuery, cap: number): Promise<number> {
  const row = await db
    .selectFrom(matches(db).limit(cap).as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
