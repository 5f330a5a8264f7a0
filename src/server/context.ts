// The services every route shares, built once per app from the configuration and the database.
import type { Kysely } from 'kysely';
import { AccessTokens } from './auth/access-token.js';
import { CallerResolver } from './auth/caller.js';
import { SigningKeys } from './auth/signing-keys.js';
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import type { ServerConfig } from './config.js';
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
  origins: OriginRegistry;
}

/** Builds the context; `clock` defaults to the wall clock. */
export function createContext(config: ServerConfig, db: Kysely<Database>, clock: Clock = systemClock): AppContext {
  const keys = new SigningKeys(db);
  const tokens = new AccessTokens(keys, clock, config.publicUrl);
  return { config, db, clock, keys, tokens, callers: new CallerResolver(db, tokens), origins: new OriginRegistry(db) };
}
