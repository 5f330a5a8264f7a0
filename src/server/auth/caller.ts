// Who is calling: a shopper (visitor or member) with an access token, or a merchant with an API key.
import type { FastifyRequest } from 'fastify';
import type { AccessTokens } from './access-token.js';
import { API_KEY_PREFIX, liveApiKey } from './api-keys.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { forbidden, unauthorized } from '../http/http-error.js';
import type { SessionRevocations } from './session-revocations.js';

/** A visitor or a member, known by an access token. */
export interface ShopperCaller {
  kind: 'visitor' | 'member';
  siteId: string;
  clientId: string;
  /** Visitor id, or the member's identity id. */
  subjectId: string;
  /** Id of the refresh token the access token was issued with, when it names one. */
  sessionId?: string;
}

/** A merchant, known by an API key. */
export interface MerchantCaller {
  kind: 'merchant';
  siteId: string;
  /** Id of the API key (events name it as the app that caused them). */
  apiKeyId: string;
}

export type Caller = ShopperCaller | MerchantCaller;

const API_KEY_CACHE_MS = 5_000;

/** Resolves the Authorization header of a request into a caller, once per request. */
export class CallerResolver {
  readonly #byRequest = new WeakMap<FastifyRequest, Promise<Caller | undefined>>();
  readonly #apiKeys = new Map<string, { key: { id: string; siteId: string } | undefined; until: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tokens: AccessTokens,
    private readonly sessions: SessionRevocations,
  ) {}

  /** The caller, or undefined when the request carries no credential; a bad credential is a 401. */
  optional(request: FastifyRequest): Promise<Caller | undefined> {
    let caller = this.#byRequest.get(request);
    if (!caller) {
      caller = this.#resolve(credentialOf(request));
      this.#byRequest.set(request, caller);
    }
    return caller;
  }

  /** Any authenticated caller; 401 without one. */
  async any(request: FastifyRequest): Promise<Caller> {
    const caller = await this.optional(request);
    if (!caller) throw unauthorized();
    return caller;
  }

  /** A visitor or member (cart calls); 401 without a token, 403 for an API key. */
  async shopper(request: FastifyRequest): Promise<ShopperCaller> {
    const caller = await this.any(request);
    if (caller.kind === 'merchant') throw forbidden("This call acts on a shopper's own data and needs a visitor or member token");
    return caller;
  }

  /** A merchant (catalog writes); 401 without credentials, 403 for a visitor or member. */
  async merchant(request: FastifyRequest): Promise<MerchantCaller> {
    const caller = await this.any(request);
    if (caller.kind !== 'merchant') throw forbidden('This call needs a merchant API key');
    return caller;
  }

  async #resolve(credential: string | undefined): Promise<Caller | undefined> {
    if (!credential) return undefined;
    if (credential.startsWith(API_KEY_PREFIX)) {
      const key = await this.#liveKey(credential);
      if (!key) throw unauthorized('The API key is not valid');
      return { kind: 'merchant', siteId: key.siteId, apiKeyId: key.id };
    }
    const claims = await this.tokens.verify(credential);
    // A member's token lasts only as long as its session: logout, blocking, deleting and password changes end it at once.
    if (claims.role === 'member' && !(claims.sid && (await this.sessions.isLive(claims.site, claims.sub, claims.sid)))) {
      throw unauthorized('The access token was revoked');
    }
    return { kind: claims.role, siteId: claims.site, clientId: claims.cid, subjectId: claims.sub, ...(claims.sid ? { sessionId: claims.sid } : {}) };
  }

  async #liveKey(credential: string): Promise<{ id: string; siteId: string } | undefined> {
    const now = Date.now();
    const cached = this.#apiKeys.get(credential);
    if (cached && cached.until > now) return cached.key;
    const key = await liveApiKey(this.db, credential);
    if (this.#apiKeys.size > 1000) this.#apiKeys.clear();
    this.#apiKeys.set(credential, { key, until: now + API_KEY_CACHE_MS });
    return key;
  }
}

/** The raw credential of `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function credentialOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const trimmed = header.trim();
  const value = /^bearer\s+/i.test(trimmed) ? trimmed.replace(/^bearer\s+/i, '') : trimmed;
  return value || undefined;
}
