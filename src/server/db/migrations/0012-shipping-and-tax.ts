// Migration 0012: shipping zones by postal-code prefix, rates by subtotal, delivery days, pickup opening hours, reduced tax rates and product tax groups.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Shipping options gain the kind `BY_SUBTOTAL` (`subtotal_rates`: brackets in minor units) and delivery days
 * (`min_days`, `max_days`); regions, pickup locations and tax rates gain `updated_at`; pickup locations gain their
 * opening `hours`; tax rates gain a `reduced_rate` and are unique per country and subdivision; products gain a
 * `tax_group` (STANDARD, REDUCED, EXEMPT).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table shipping_options drop constraint shipping_options_kind_check;
    alter table shipping_options add constraint shipping_options_kind_check check (kind in ('FLAT', 'BY_WEIGHT', 'BY_SUBTOTAL', 'PICKUP'));
    alter table shipping_options add column subtotal_rates jsonb not null default '[]';
    alter table shipping_options add column min_days integer check (min_days >= 0);
    alter table shipping_options add column max_days integer check (max_days >= 0);
    alter table shipping_options add constraint shipping_options_days_order check (min_days is null or max_days is null or min_days <= max_days);
    alter table shipping_regions add column updated_at timestamptz not null default now();
    alter table pickup_locations add column hours jsonb not null default '[]';
    alter table pickup_locations add column updated_at timestamptz not null default now();
    alter table tax_rates add column reduced_rate numeric(8, 6) check (reduced_rate >= 0 and reduced_rate <= 1);
    alter table tax_rates add column updated_at timestamptz not null default now();
    create unique index tax_rates_site_place on tax_rates (site_id, country, coalesce(subdivision, ''));
    alter table products add column tax_group text not null default 'STANDARD' check (tax_group in ('STANDARD', 'REDUCED', 'EXEMPT'));
  `.execute(db);
}
