// Migration 0020: a site's events are deleted with it by a trigger on sites instead of a foreign key, so writing an event no longer locks the site's row.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `event_outbox.site_id` loses its foreign key: its check took a key-share lock on the site's one row for every event
 * (a WAL record and a dirtied page each time, and a multixact while two writers hold it at once), ~12% of an
 * add-to-cart's PostgreSQL time (measured: 1,245 → 1,098 µs of backend CPU per add statement, median of 20 rounds).
 * Deleting a site still deletes its events, now by an AFTER DELETE trigger on sites. Every writer of an event also
 * writes rows of that site that keep their foreign keys (a cart, an order), and sites are never deleted while in use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table event_outbox drop constraint event_outbox_site_id_fkey;
    create function sites_delete_events() returns trigger language plpgsql as $$
    begin
      delete from event_outbox where site_id = old.id;
      return null;
    end $$;
    create trigger sites_delete_events after delete on sites for each row execute function sites_delete_events();
  `.execute(db);
}

/** Back to the foreign key (events of sites already gone are deleted first). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger sites_delete_events on sites;
    drop function sites_delete_events();
    delete from event_outbox e where not exists (select 1 from sites s where s.id = e.site_id);
    alter table event_outbox add constraint event_outbox_site_id_fkey foreign key (site_id) references sites(id) on delete cascade;
  `.execute(db);
}
