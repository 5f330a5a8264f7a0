// Migration 0006: products.revision, a number that changes (from one sequence, never reused) whenever the product or one of its variants does.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Every update of a product row takes a new revision (a BEFORE trigger), and every statement that inserts, updates or
 * deletes variants gives their products a new one (statement triggers over the changed rows). So (id, revision) names
 * one exact content of a product and its variants, whichever code wrote it, and what is derived from that content (the
 * wire form of a product, what a cart line needs of it) can be kept under that key. A product already written by the
 * current transaction is not bumped again: its revision is not visible to anyone else before the commit, and nothing
 * is kept under a revision read inside a transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create sequence product_revisions;
    alter table products add column revision bigint not null default nextval('product_revisions');

    create function products_next_revision() returns trigger language plpgsql as $$
    begin
      new.revision := nextval('product_revisions');
      return new;
    end $$;
    create trigger products_revision before update on products
      for each row execute function products_next_revision();

    create function variants_bump_product_revisions() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update products set revision = nextval('product_revisions')
          where id in (select product_id from new_variants) and xmin <> pg_current_xact_id()::xid;
      elsif tg_op = 'UPDATE' then
        update products set revision = nextval('product_revisions')
          where id in (select product_id from new_variants union select product_id from old_variants) and xmin <> pg_current_xact_id()::xid;
      else
        update products set revision = nextval('product_revisions')
          where id in (select product_id from old_variants) and xmin <> pg_current_xact_id()::xid;
      end if;
      return null;
    end $$;
    create trigger variants_revision_insert after insert on variants
      referencing new table as new_variants for each statement execute function variants_bump_product_revisions();
    create trigger variants_revision_update after update on variants
      referencing old table as old_variants new table as new_variants for each statement execute function variants_bump_product_revisions();
    create trigger variants_revision_delete after delete on variants
      referencing old table as old_variants for each statement execute function variants_bump_product_revisions();
  `.execute(db);
}
