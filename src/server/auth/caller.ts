// Who is calling: a shopper (visitor or member) with an access token, or a merchant with an API key or the dashboard's cookie.
import type { FastifyRequest } from 'fastify';
import type { AccessTokens } from './access-token.js';
import { API_KEY_PREFIX, liveApiKey, markApiKeyUsed } from './api-keys.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { forbidden, unauthorized } from '../http/http-error.js';
import type { SessionRevocations } from './session-revocations.js';
import type { StaffRole } from '../../wire/admin.js';
import { checkCookieRequest, checkStaffRole, readStaffSession } from '../admin/index.js';
import type { Clock } from '../clock.js';
import type { ServerConfig } from '../config.js';
import type { ChangeFeed } from '../db/change-feed.js';

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

/** A merchant, known by an API key or by a dashboard session (the cookie of a signed-in staff account). */
export interface MerchantCaller {
  kind: 'merchant';
  siteId: string;
  /** Id of the API key (events name it as the app that caused them); absent for a dashboard session. */
  apiKeyId?: string;
  /** The signed-in staff account of a dashboard session (events name it as the Wix user who caused them). */
  staffId?: string;
  /** The dashboard session's id. */
  staffSessionId?: string;
  /** What the caller may do: API keys are `owner`; a `staff` account only catalog and orders. */
  role: StaffRole;
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
    private readonly dashboard: { config: ServerConfig; clock: Clock },
    feed?: ChangeFeed,
  ) {
    feed?.subscribe({ message: (message) => message.kind === 'api-key-revoked' && this.forgetApiKey(message.apiKeyId), reset: () => this.#apiKeys.clear() });
  }

  /** Forgets a revoked key's cached answer, so it fails on its next request in this process. */
  forgetApiKey(id: string): void {
    for (const [credential, cached] of this.#apiKeys) if (cached.key?.id === id) this.#apiKeys.delete(credential);
  }

  /** The caller, or undefined when the request carries no credential; a bad credential is a 401. */
  optional(request: FastifyRequest): Promise<Caller | undefined> {
    let caller = this.#byRequest.get(request);
    if (!caller) {
      const credential = credentialOf(request);
      caller = credential || !request.headers.cookie ? this.#resolve(credential) : this.#resolveCookie(request);
      this.#byRequest.set(request, caller);
    }
    return caller;
  }

  /** The caller as far as this request has already asked for it (a write's caller, after its handler), never resolving anew. */
  resolved(request: FastifyRequest): Promise<Caller | undefined> | undefined {
    return this.#byRequest.get(request);
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

  /**
   * A request without `Authorization`: the dashboard cookie's session makes it a merchant caller of the staff account's
   * site (no cookie, or a dead session: no credential). Its writes must carry the CSRF header; a `staff` account may
   * call only the routes listed in `STAFF_ROUTE_PREFIXES` (403 OWNER_ONLY otherwise), checked here, once for every route.
   */
  async #resolveCookie(request: FastifyRequest): Promise<Caller | undefined> {
    const session = await readStaffSession({ db: this.db, ...this.dashboard }, request);
    if (!session) return undefined;
    checkCookieRequest(request, session.csrfToken, this.dashboard.config.publicUrl);
    checkStaffRole(request, session.role);
    return { kind: 'merchant', siteId: session.siteId, staffId: session.staffId, staffSessionId: session.id, role: session.role };
  }

  async #resolve(credential: string | undefined): Promise<Caller | undefined> {
    if (!credential) return undefined;
    if (credential.startsWith(API_KEY_PREFIX)) {
      const key = await this.#liveKey(credential);
      if (!key) throw unauthorized('The API key is not valid');
      return { kind: 'merchant', siteId: key.siteId, apiKeyId: key.id, role: 'owner' };
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
    if (key) await markApiKeyUsed(this.db, key.id, this.dashboard.clock());
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
