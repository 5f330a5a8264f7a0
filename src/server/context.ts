// The services every route shares, built once per app from the configuration and the database.
import type { Kysely } from 'kysely';
import { AccessTokens, CallerResolver, SessionRevocations, SigningKeys } from './auth/index.js';
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import type { ServerConfig } from './config.js';
import type { ChangeFeed } from './db/change-feed.js';
import { primaryOnly, replicaRouting, type ReadRouting } from './db/read-routing.js';
import type { Database } from './db/schema.js';
import { OriginRegistry } from './http/origins.js';

/** Shared services of one running app. */
export interface AppContext {
  config: ServerConfig;
  db: Kysely<Database>;
  clock: Clock;
  keys: SigningKeys;
  tokens: AccessTokens;
  callers: CallerResolver;
  /** Live member sessions, and the way to end them in every process. */
  sessions: SessionRevocations;
  origins: OriginRegistry;
  /** Where catalog reads go: the read replica (READ_DATABASE_URL) when there is one, else `db`. */
  reads: ReadRouting;
}

/**
 * Builds the context; `clock` defaults to the wall clock. `feed` is the database's change feed (`DatabaseHandle.feed`):
 * without it nothing that other processes may change is cached (every token check asks the database). `replica` is the
 * read replica's database (READ_DATABASE_URL), if any.
 */
export function createContext(
  config: ServerConfig,
  db: Kysely<Database>,
  clock: Clock = systemClock,
  feed?: ChangeFeed,
  replica?: Kysely<Database>,
): AppContext {
  const keys = new SigningKeys(db);
  const tokens = new AccessTokens(keys, clock, config.publicUrl);
  const sessions = new SessionRevocations(db, feed);
  return {
    config,
    db,
    clock,
    keys,
    tokens,
    sessions,
    callers: new CallerResolver(db, tokens, sessions, { config, clock }, feed),
    origins: new OriginRegistry(db, feed),
    reads: replica ? replicaRouting(db, replica) : primaryOnly(db),
  };
}
