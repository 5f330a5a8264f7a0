// Migration 0005: orders and their lines with a per-site number, checkout completion and buyer fields, checkout page sessions, and a generic event outbox.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table checkouts
      add column buyer_note text,
      add column shipping_contact jsonb,
      add column billing_contact jsonb,
      add column updated_at timestamptz,
      add column completed_at timestamptz,
      add column order_id text;

    create table checkout_sessions (
      token_hash text primary key,
      site_id text not null references sites(id) on delete cascade,
      checkout_id text not null references checkouts(id) on delete cascade,
      owner_id text not null,
      client_id text not null,
      callbacks jsonb not null default '{}',
      created_at timestamptz not null,
      expires_at timestamptz not null
    );
    create index checkout_sessions_checkout on checkout_sessions (checkout_id);
    create index checkout_sessions_expiry on checkout_sessions (expires_at);
    -- The way back for buyers with a token: the newest ecomCheckout redirect session of a checkout.
    create index redirect_sessions_checkout on redirect_sessions (site_id, (params->>'checkoutId'), created_at desc) where kind = 'ecomCheckout';

    create table order_numbers (
      site_id text primary key references sites(id) on delete cascade,
      last_number bigint not null
    );

    create table orders (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      number bigint not null,
      checkout_id text not null,
      cart_id text,
      status text not null check (status in ('INITIALIZED', 'APPROVED', 'CANCELED', 'PENDING', 'REJECTED')),
      payment_status text not null check (payment_status in ('NOT_PAID', 'PAID', 'PENDING', 'PARTIALLY_PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED', 'CANCELED', 'DECLINED')),
      fulfillment_status text not null check (fulfillment_status in ('NOT_FULFILLED', 'FULFILLED', 'PARTIALLY_FULFILLED')),
      channel_type text not null,
      buyer_kind text not null check (buyer_kind in ('visitor', 'member')),
      buyer_id text not null,
      buyer_email text not null,
      buyer_note text,
      currency text not null,
      tax_included boolean not null,
      billing_info jsonb,
      shipping_info jsonb,
      recipient_info jsonb,
      applied_discounts jsonb not null default '[]',
      price_summary jsonb not null,
      tax_breakdown jsonb not null default '[]',
      payment jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      unique (site_id, number),
      unique (site_id, checkout_id)
    );
    create index orders_site_created on orders (site_id, created_at desc, id desc);
    create index orders_site_buyer on orders (site_id, buyer_id, created_at desc);

    create table order_line_items (
      order_id text not null references orders(id) on delete cascade,
      id text not null,
      site_id text not null,
      position integer not null,
      app_id text not null,
      product_id text not null,
      variant_id text,
      options jsonb not null default '{}',
      name text not null,
      sku text,
      product_type text not null,
      description_lines jsonb not null default '[]',
      image jsonb,
      quantity integer not null check (quantity > 0),
      weight_grams integer,
      unit_price bigint not null,
      full_unit_price bigint not null,
      total bigint not null,
      discount bigint not null,
      tax bigint not null,
      tax_details jsonb not null,
      primary key (order_id, id)
    );
    create index order_line_items_product on order_line_items (site_id, product_id);

    create table event_outbox (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      event_type text not null,
      entity_fqdn text not null,
      entity_id text not null,
      payload jsonb not null,
      created_at timestamptz not null,
      dispatched_at timestamptz
    );
    create index event_outbox_pending on event_outbox (created_at) where dispatched_at is null;
  `.execute(db);
}
