// Migration 0021: the events not yet fanned out are a narrow queue table of their own instead of `event_outbox.dispatched_at`, so fan-out deletes a small row instead of rewriting a wide one.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `event_outbox_pending (position, event_id)`: one row per event not yet fanned out, written by the statement that
 * writes the event, deleted by fan-out. Until now fan-out set `event_outbox.dispatched_at`, which the partial index
 * `event_outbox_undispatched` filters on: every such update rewrote the whole event (a cart's ~1.7 KB lean payload)
 * and all its index entries (not HOT): measured on a busy 2-core machine, 394 -> 334 µs of PostgreSQL CPU per add
 * (tests/bench/add-load.ts, median of 7 alternating pairs), and the outbox half its size. Events waiting now move over;
 * `dispatched_at` and its index go ("fanned out" is now "not in the queue"). Deleting a site deletes its events'
 * queue rows too. No foreign key to `event_outbox`: its check would lock the event's row on every write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table event_outbox_pending (
      position bigint primary key,
      event_id text not null
    );
    insert into event_outbox_pending (position, event_id) select position, id from event_outbox where dispatched_at is null;
    drop index event_outbox_undispatched;
    alter table event_outbox drop column dispatched_at;
    create or replace function sites_delete_events() returns trigger language plpgsql as $$
    begin
      delete from event_outbox_pending p using event_outbox e where e.site_id = old.id and p.position = e.position;
      delete from event_outbox where site_id = old.id;
      return null;
    end $$;
  `.execute(db);
}

/** Back to `dispatched_at`: events still queued are not fanned out, every other one is (as of now). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function sites_delete_events() returns trigger language plpgsql as $$
    begin
      delete from event_outbox where site_id = old.id;
      return null;
    end $$;
    alter table event_outbox add column dispatched_at timestamptz;
    update event_outbox e set dispatched_at = now() where not exists (select 1 from event_outbox_pending p where p.position = e.position);
    create index event_outbox_undispatched on event_outbox (position) where dispatched_at is null;
    drop table event_outbox_pending;
  `.execute(db);
}
