// When a site's registered origins were last seen calling the store: noted by CORS at most once a minute per origin, read by Home's checklist.
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import type { OriginSeen } from '../../wire/site.js';

/** How long a sighting stands before the same origin is written again (per process). */
export const SIGHTING_EVERY_MS = 60_000;

/** Origins remembered at most; past it the memory starts over (a write per origin again, nothing lost). */
const MAX_REMEMBERED = 10_000;

/**
 * Notes registered origins seen calling the store. The first call of an origin in a minute writes its time for every
 * site whose clients registered it; the rest of the minute costs a map lookup.
 */
export class OriginSightings {
  readonly #written = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Records that `origin` (registered: CORS allowed it) called now, unless it was written in the last minute. */
  async seen(origin: string): Promise<void> {
    const now = this.clock();
    const last = this.#written.get(origin);
    if (last !== undefined && now.getTime() - last < SIGHTING_EVERY_MS) return;
    if (this.#written.size >= MAX_REMEMBERED) this.#written.clear();
    // Noted before the write: the other requests of this instant do not write too.
    this.#written.set(origin, now.getTime());
    try {
      await sql`
        insert into origin_sightings (site_id, origin, last_seen_at)
        select distinct site_id, ${origin}::text, ${now.toISOString()}::timestamptz from oauth_clients where ${origin}::text = any(allowed_origins)
        on conflict (site_id, origin) do update set last_seen_at = excluded.last_seen_at
      `.execute(this.db);
    } catch (error) {
      this.#written.delete(origin);
      throw error;
    }
  }
}

/** Every origin the site's clients registered, with when it was last seen; sorted by origin. */
export async function originsSeen(db: Kysely<Database>, siteId: string): Promise<OriginSeen[]> {
  const [clients, sightings] = await Promise.all([
    db.selectFrom('oauth_clients').select('allowed_origins').where('site_id', '=', siteId).execute(),
    db.selectFrom('origin_sightings').select(['origin', 'last_seen_at']).where('site_id', '=', siteId).execute(),
  ]);
  const seen = new Map(sightings.map((s) => [s.origin, s.last_seen_at]));
  const origins = [...new Set(clients.flatMap((c) => c.allowed_origins))].sort();
  return origins.map((origin) => ({ origin, lastSeenAt: seen.get(origin)?.toISOString() ?? null }));
}
