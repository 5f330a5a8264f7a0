// Migration 0010: coupons of every Wix kind (fixed price, buy X get Y, one item per order) and discount rules as Wix describes them (fixed price, triggers, scopes, revision).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Coupons gain `FIXED_PRICE` (`fixed_price`, minor units per item) and `BUY_X_GET_Y` (`buy_x`, `get_y`), the
 * `limited_to_one_item` flag and `updated_at`; a code must not be blank and an expiry must follow the start.
 * Automatic discounts gain a fixed price, a per-unit amount (Wix's `fixedAmount` is taken off each item), the
 * rule's trigger and scopes as the wire sent them, a revision and `updated_at`; exactly one value is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table coupons drop constraint coupons_kind_check;
    alter table coupons add constraint coupons_kind_check check (kind in ('PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING', 'FIXED_PRICE', 'BUY_X_GET_Y'));
    alter table coupons add column fixed_price bigint check (fixed_price >= 0);
    alter table coupons add column buy_x integer check (buy_x >= 1);
    alter table coupons add column get_y integer check (get_y >= 1);
    alter table coupons add column limited_to_one_item boolean not null default false;
    alter table coupons add column updated_at timestamptz not null default now();
    alter table coupons add constraint coupons_fixed_price_set check (kind <> 'FIXED_PRICE' or fixed_price is not null);
    alter table coupons add constraint coupons_buy_x_get_y_set check (kind <> 'BUY_X_GET_Y' or (buy_x is not null and get_y is not null));
    alter table coupons add constraint coupons_code_not_blank check (length(btrim(code)) > 0);
    alter table coupons add constraint coupons_expiry_after_start check (expires_at is null or starts_at is null or expires_at > starts_at);

    alter table merchant_discounts drop constraint merchant_discounts_check;
    alter table merchant_discounts add column fixed_price bigint check (fixed_price >= 0);
    alter table merchant_discounts add column amount_per_unit boolean not null default false;
    alter table merchant_discounts add column trigger_rule jsonb;
    alter table merchant_discounts add column target_scopes jsonb;
    alter table merchant_discounts add column revision bigint not null default 1;
    alter table merchant_discounts add column updated_at timestamptz not null default now();
    alter table merchant_discounts add constraint merchant_discounts_one_value check (num_nonnulls(percentage, amount, fixed_price) = 1);
    alter table merchant_discounts add constraint merchant_discounts_end_after_start check (ends_at is null or starts_at is null or ends_at > starts_at);
  `.execute(db);
}
