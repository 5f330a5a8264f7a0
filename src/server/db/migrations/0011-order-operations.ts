// Migration 0011: order operations: fulfilments, refunds, the activity timeline, request keys for safe retries, and the payment, refund and stock columns they need.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Orders get a payment id (their one payment, as order transactions list it) and the refunded sum; lines the units
 * taken from stock (so cancel and refund give back exactly those), restocked and refunded. Orders placed before this
 * migration get their ORDER_PLACED (and ORDER_PAID) activity, and the stock they took when their product tracks it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column payment_id text not null default gen_random_uuid()::text,
      add column refunded_amount bigint not null default 0 check (refunded_amount >= 0);

    alter table order_line_items
      add column stock_taken integer not null default 0,
      add column restocked integer not null default 0,
      add column refunded_quantity integer not null default 0;
    update order_line_items l set stock_taken = l.quantity
      from products p where p.id = l.product_id and p.track_inventory and l.variant_id is not null;

    create table order_fulfillments (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      order_id text not null references orders(id) on delete cascade,
      line_items jsonb not null,
      tracking_info jsonb,
      custom_info jsonb,
      status text,
      completed boolean,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index order_fulfillments_order on order_fulfillments (order_id, created_at);

    create table order_refunds (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      order_id text not null references orders(id) on delete cascade,
      payment_id text not null,
      amount bigint not null check (amount > 0),
      line_items jsonb not null default '[]',
      shipping_included boolean not null default false,
      reason text,
      external boolean not null,
      provider_reference text,
      created_at timestamptz not null
    );
    create index order_refunds_order on order_refunds (order_id, created_at);

    create table order_activities (
      id text primary key,
      seq bigint generated always as identity,
      site_id text not null references sites(id) on delete cascade,
      order_id text not null references orders(id) on delete cascade,
      type text not null,
      author_email text,
      details jsonb,
      created_at timestamptz not null
    );
    create index order_activities_order on order_activities (order_id, seq);

    create table order_request_keys (
      order_id text not null references orders(id) on delete cascade,
      operation text not null,
      key text not null,
      request_hash text not null,
      result_id text not null,
      created_at timestamptz not null,
      primary key (order_id, operation, key)
    );

    insert into order_activities (id, site_id, order_id, type, created_at)
      select gen_random_uuid()::text, site_id, id, 'ORDER_PLACED', created_at from orders order by created_at, id;
    insert into order_activities (id, site_id, order_id, type, created_at)
      select gen_random_uuid()::text, site_id, id, 'ORDER_PAID', created_at from orders where payment_status = 'PAID' order by created_at, id;
  `.execute(db);
}
