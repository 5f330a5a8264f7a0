// The core every module is built on: options, the request core and the token manager, wired together.
import type { TokenManager } from '../auth/token-manager.js';
import { createTokenManager } from '../auth/token-manager.js';
import type { TokenStorage } from '../auth/token-storage.js';
import { memoryStorage } from '../auth/token-storage.js';
import { errorAsSent, errorFromResponse } from './errors.js';
import type { HttpClient, WireFormat } from './http.js';
import { createHttpClient } from './http.js';
import { parseBody, stringifyBody } from './json.js';
import type { RetryOptions } from './retry.js';

/** Options of a client. */
export interface ClientOptions {
  /** The shop's OAuth client id (the script tag's `data-client-id`). */
  clientId: string;
  /** The store's origin, e.g. `https://shop.example.com`. */
  baseUrl: string;
  /** A read-only origin (a replica) for GETs and queries. @default baseUrl */
  readBaseUrl?: string;
  /** Where the token set is kept, per client id. @default a new {@link memoryStorage} for this client */
  storage?: TokenStorage;
  /** The fetch to send requests with. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** A merchant API key, sent instead of visitor or member tokens (catalog writes). */
  apiKey?: string;
  /** Retries of idempotent calls. @default { retries: 2, baseDelayMs: 250, maxDelayMs: 4000 } */
  retry?: RetryOptions;
  /** The current time in ms (token expiry). @default Date.now */
  now?: () => number;
}

/** What modules share: the options, the request core and the tokens. */
export interface ToteCore {
  /** The options the client was created with. */
  readonly options: Readonly<ClientOptions>;
  /** Sends calls with credentials, retries and error mapping. */
  readonly http: HttpClient;
  /** The client's tokens (unused when an API key is given). */
  readonly tokens: TokenManager;
  /** The current time in ms. */
  readonly now: () => number;
  /** The fetch requests go through. */
  readonly fetch: typeof fetch;
}

/** Creates the core of a client: requests carry the API key, or a valid access token renewed as needed. */
export function createCore(options: ClientOptions): ToteCore {
  return assembleCore(options, { stringify: stringifyBody, parse: parseBody, error: errorFromResponse });
}

/**
 * A core whose answers are JSON as the server sends it (timestamps stay ISO strings, addresses keep the wire's names) and
 * whose errors are the server's as sent ({@link errorAsSent}): smaller, for bundles that read no dates or addresses and
 * show no field names (the widget). Modules built on it return the wire's types, not their `FromWire` forms.
 */
export function createPlainCore(options: ClientOptions): ToteCore {
  return assembleCore(options, { stringify: JSON.stringify, parse: JSON.parse, error: errorAsSent });
}

function assembleCore(options: ClientOptions, wire: WireFormat): ToteCore {
  const now = options.now ?? Date.now;
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const http = createHttpClient({ baseUrl: options.baseUrl, readBaseUrl: options.readBaseUrl, fetch, retry: options.retry, wire });
  const tokens = createTokenManager({ clientId: options.clientId, storage: options.storage ?? memoryStorage(), http, now });
  const { apiKey } = options;
  http.authorizer = apiKey
    ? { authorization: async () => apiKey, refused: async () => false }
    : { authorization: async () => (await tokens.validTokens()).accessToken.value, refused: (token) => tokens.invalidate(token) };
  return { options, http, tokens, now, fetch };
}
