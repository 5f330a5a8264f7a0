// Whether a member's access token still stands for a live session; ending sessions revokes their refresh tokens and tells every process at once.
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { publishChange, type ChangeFeed, type SessionsEnded } from '../db/change-feed.js';
import type { Database } from '../db/schema.js';
import { revokeRefreshTokenById, revokeRefreshTokens } from './refresh-tokens.js';

/** Most sessions whose answer is kept; past that the cache starts over. */
const CACHE_LIMIT = 50_000;
/**
 * After this process ends sessions, how long answers about that member are not cached: until the commit's
 * notification has surely come back, requests ask the database, which sees the commit as soon as it happens.
 */
const PENDING_MS = 5_000;

/**
 * Member access tokens name their session (`sid`, the id of the refresh token they were issued with). A token is live
 * while that refresh token is not revoked and its member is neither blocked nor deleted: a reused authorization code
 * revokes the one session; logout, blocking, deleting and any password change or reset revoke them all. Answers are cached per process and
 * forgotten when any process ends sessions: the ending transaction NOTIFYs (delivered at commit), every process
 * LISTENs ({@link ChangeFeed}), and while a process is not listening it caches nothing. So GET cart of a member costs no
 * query beyond the first, and a revoked token fails on its next request, in this process at once and in others as
 * soon as the notification arrives (milliseconds).
 */
export class SessionRevocations {
  readonly #live = new Map<string, boolean>();
  readonly #sessionsOf = new Map<string, Set<string>>();
  readonly #pendingUntil = new Map<string, number>();
  #generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly feed?: ChangeFeed,
  ) {
    feed?.subscribe({ message: (message) => message.kind === 'sessions-ended' && this.#forget(message), reset: () => this.#forgetAll() });
  }

  /** True when the member session `sessionId` of `subjectId` on `siteId` is still live. */
  async isLive(siteId: string, subjectId: string, sessionId: string): Promise<boolean> {
    const cached = this.#live.get(sessionId);
    if (cached !== undefined) return cached;
    const generation = this.#generation;
    const row = await this.db
      .selectFrom('refresh_tokens as r')
      .leftJoin('identities as i', (join) => join.onRef('i.site_id', '=', 'r.site_id').onRef('i.id', '=', 'r.subject_id'))
      .select(['r.site_id', 'r.subject_id', 'r.revoked_at', 'i.status'])
      .where('r.id', '=', sessionId)
      .executeTakeFirst();
    const live =
      !!row && row.revoked_at === null && row.site_id === siteId && row.subject_id === subjectId && (row.status === 'ACTIVE' || row.status === 'PENDING');
    if (this.#mayCache([subjectKey(siteId, subjectId), sessionId], generation)) this.#remember(siteId, subjectId, sessionId, live);
    return live;
  }

  /** Ends every session of a member (logout, block, delete, password change or reset), in `trx`'s transaction. */
  async endAll(trx: Kysely<Database>, clock: Clock, siteId: string, subjectId: string): Promise<void> {
    await revokeRefreshTokens(trx, clock, siteId, subjectId);
    await this.#announce(trx, { kind: 'sessions-ended', siteId, subjectId });
  }

  /** Ends one session (a reused authorization code); true when a live session was ended. */
  async endOne(trx: Kysely<Database>, clock: Clock, siteId: string, sessionId: string, subjectId?: string): Promise<boolean> {
    const ended = await revokeRefreshTokenById(trx, clock, siteId, sessionId);
    await this.#announce(trx, { kind: 'sessions-ended', siteId, sessionId, ...(subjectId ? { subjectId } : {}) });
    return ended;
  }

  async #announce(trx: Kysely<Database>, message: SessionsEnded): Promise<void> {
    await publishChange(trx, message);
    // This process stops trusting its cache for the member now; other processes when the commit's notification arrives.
    const now = Date.now();
    if (this.#pendingUntil.size >= CACHE_LIMIT) for (const [key, at] of this.#pendingUntil) if (at <= now) this.#pendingUntil.delete(key);
    const until = now + PENDING_MS;
    if (message.subjectId) this.#pendingUntil.set(subjectKey(message.siteId, message.subjectId), until);
    if (message.sessionId) this.#pendingUntil.set(message.sessionId, until);
    this.#forget(message);
  }

  /** True when an answer read at `generation` may be kept: the feed is live, nothing was heard since, no ending of ours is pending. */
  #mayCache(keys: string[], generation: number): boolean {
    if (!this.feed?.live || generation !== this.#generation) return false;
    const now = Date.now();
    for (const key of keys) {
      const until = this.#pendingUntil.get(key);
      if (until === undefined) continue;
      if (until > now) return false;
      this.#pendingUntil.delete(key);
    }
    return true;
  }

  #remember(siteId: string, subjectId: string, sessionId: string, live: boolean): void {
    if (this.#live.size >= CACHE_LIMIT) {
      this.#live.clear();
      this.#sessionsOf.clear();
    }
    this.#live.set(sessionId, live);
    const key = subjectKey(siteId, subjectId);
    let sessions = this.#sessionsOf.get(key);
    if (!sessions) this.#sessionsOf.set(key, (sessions = new Set()));
    sessions.add(sessionId);
  }

  #forget(message: SessionsEnded): void {
    this.#generation += 1;
    if (message.sessionId) this.#live.delete(message.sessionId);
    if (message.subjectId) {
      const key = subjectKey(message.siteId, message.subjectId);
      for (const sessionId of this.#sessionsOf.get(key) ?? []) this.#live.delete(sessionId);
      this.#sessionsOf.delete(key);
    }
  }

  #forgetAll(): void {
    this.#generation += 1;
    this.#live.clear();
    this.#sessionsOf.clear();
  }
}

function subjectKey(siteId: string, subjectId: string): string {
  return `${siteId}\n${subjectId}`;
}
