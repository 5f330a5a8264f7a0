// Events as receivers get them: each with its entity, a cart stored lean rendered as the API answered it (and kept so from then on).
import { sql, type Kysely } from 'kysely';
import { isLeanCartPayload, LEAN_CART_EVENT_KEY, renderLeanCartEvent } from '../cart/index.js';
import type { Database } from '../db/schema.js';
import type { OutboxEventRow } from '../events/index.js';

/** The events with their entity in `payload.entity`: lean carts rendered, the others as stored. Nothing is written. */
export async function withEntities(db: Kysely<Database>, publicUrl: string, rows: readonly OutboxEventRow[]): Promise<OutboxEventRow[]> {
  return Promise.all(
    rows.map(async (row) =>
      isLeanCartPayload(row.payload) ? { ...row, payload: { entity: await renderLeanCartEvent(db, row.site_id, row.payload, publicUrl) } } : row,
    ),
  );
}

/**
 * Like {@link withEntities}, and the rendered entities are stored in place of the lean carts, so every delivery and
 * retry of an event sends the same body. Writing again is harmless (an event already rendered is left as it is).
 */
export async function materializeEntities(db: Kysely<Database>, publicUrl: string, rows: readonly OutboxEventRow[]): Promise<OutboxEventRow[]> {
  const rendered = await withEntities(db, publicUrl, rows);
  const changed = rendered.filter((row, i) => row !== rows[i]);
  if (changed.length > 0)
    await sql`
      update event_outbox e set payload = r.payload::jsonb
      from unnest(${changed.map((r) => r.id)}::text[], ${changed.map((r) => JSON.stringify(r.payload))}::text[]) as r(id, payload)
      where e.id = r.id and e.payload ? ${LEAN_CART_EVENT_KEY}
    `.execute(db);
  return rendered;
}

/** Renders and stores the entities of the lean events among `eventIds` (those fanned out to an endpoint). */
export async function materializeEvents(db: Kysely<Database>, publicUrl: string, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  const rows = await db
    .selectFrom('event_outbox')
    .selectAll()
    .where('id', '=', sql<string>`any(${[...eventIds]}::text[])`)
    .where(sql<boolean>`payload ? ${LEAN_CART_EVENT_KEY}`)
    .execute();
  await materializeEntities(db, publicUrl, rows);
}
