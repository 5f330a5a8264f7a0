// Migration 0007: catalog_versions, one number per site that changes (from one sequence, never reused) whenever anything a catalog read shows does.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Every insert, update or delete of products, variants (their stock too), collections and collection membership
 * queues a DEFERRABLE INITIALLY DEFERRED constraint trigger: at commit it gives the row's site a new version, once per
 * site and transaction (a transaction-local setting remembers the sites bumped). Deferred, so the version row is
 * locked last and only while the transaction commits: writers that lock products and variants (order placement
 * taking stock, catalog writes) never wait for each other in the other order, and the version changes in the same
 * commit as the rows, so a read that sees a version sees at least that version's rows. A site without a row (none
 * written since) reads as version 0; a site's own row goes with the site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create sequence catalog_versions_seq;
    create table catalog_versions (
      site_id text primary key references sites(id) on delete cascade,
      version bigint not null
    );
    insert into catalog_versions (site_id, version) select id, nextval('catalog_versions_seq') from sites;

    create function catalog_bump_version(site text) returns void language plpgsql as $$
    declare
      tx text := pg_current_xact_id()::text;
      bumped text := coalesce(current_setting('tote.catalog_bumped', true), '');
    begin
      if site is null then return; end if;
      if split_part(bumped, ':', 1) <> tx then bumped := tx || ':,'; end if;
      if strpos(bumped, ',' || site || ',') > 0 then return; end if;
      update catalog_versions set version = nextval('catalog_versions_seq') where site_id = site;
      if not found then
        -- The site may be gone (deleted in this transaction, its rows with it): then there is nothing to version.
        insert into catalog_versions (site_id, version)
          select site, nextval('catalog_versions_seq') where exists (select 1 from sites where id = site)
          on conflict (site_id) do update set version = excluded.version;
      end if;
      perform set_config('tote.catalog_bumped', bumped || site || ',', true);
    end $$;

    create function catalog_row_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform catalog_bump_version(old.site_id);
      else
        perform catalog_bump_version(new.site_id);
        if tg_op = 'UPDATE' and old.site_id is distinct from new.site_id then perform catalog_bump_version(old.site_id); end if;
      end if;
      return null;
    end $$;

    create constraint trigger products_catalog_version after insert or update or delete on products
      deferrable initially deferred for each row execute function catalog_row_changed();
    create constraint trigger variants_catalog_version after insert or update or delete on variants
      deferrable initially deferred for each row execute function catalog_row_changed();
    create constraint trigger collections_catalog_version after insert or update or delete on collections
      deferrable initially deferred for each row execute function catalog_row_changed();
    create constraint trigger collection_products_catalog_version after insert or update or delete on collection_products
      deferrable initially deferred for each row execute function catalog_row_changed();
  `.execute(db);
}
