// Add-to-cart as one statement: limits checked, cart created or bumped, lines merged, the cart's event written, and the cart read back.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../wire/cart.js';
import { CartEventType, EntityFqdn } from '../../wire/events.js';
import type { Database } from '../db/schema.js';
import { identityOfCaller } from '../events/event-identity.js';
import { LEAN_CART_EVENT_KEY } from './cart-event-entity.js';
import type { CartOwner } from './cart-events.js';
import { cartProductsAt } from './cart-products.js';
import type { LeanCartRow } from './cart-read.js';
import { LEAN_CART_COLUMNS, leanLinesOf, leanToLoadedCart, productRevisionsOf } from './cart-read.js';
import type { LoadedCart, NewLine } from './cart-store.js';
import { SiteNotFound } from './cart-store.js';
import { Precompiled, slot } from '../db/precompiled.js';

/** Why an add was refused: too many lines, or a line that would pass {@link MAX_LINE_QUANTITY} units (its key). */
export type AddRefusal = { reason: 'too-many-lines'; linesAfter: number } | { reason: 'too-many-units'; lineKey: string };

interface AddRow extends LeanCartRow {
  ok: boolean;
  /** Every product the lines were checked against still has the revision they were checked at. */
  catalog_current: boolean;
  lines_after: number;
  existing: { line_key: string; quantity: number }[] | null;
}

/**
 * The add statement. It commits asynchronously (`synchronous_commit` off for its own transaction; orders, stock and
 * payments keep waiting): waiting for the WAL flush was most of an add's time on a busy machine (pgbench on this 2-core
 * machine: 1,706 to 2,479 one-row inserts/s with the wait, 4,714 to 6,811 without). The add is atomic and visible at once
 * either way; only a crash of PostgreSQL itself (not of Tote) may forget the last fraction of a second of cart changes
 * (at most 3 × `wal_writer_delay`), never half of one, and the next synchronous commit (an order) makes every earlier
 * one durable. `n between 1 and <count>` (always true) tells the planner the arrays hold few elements: without
 * it a generic plan is costed for 10 lines per array, PostgreSQL judges it dearer than planning anew, and plans this
 * prepared statement again on every call (measured: ~780 µs of PostgreSQL time per add, ~350 µs with the generic plan).
 */
const addLinesQuery = new Precompiled('tote-add-cart-lines', (db: Kysely<Database>) =>
  sql<AddRow>`
    with commit_mode as (
      select set_config('synchronous_commit', 'off', true) as synchronous_commit
    ),
    req as (
      select * from unnest(${slot(4)}::text[], ${slot(5)}::text[], ${slot(6)}::text[], ${slot(7)}::text[], ${slot(8)}::text[], ${slot(9)}::text[], ${slot(10)}::int[])
        with ordinality as v(id, line_key, app_id, product_id, variant_id, options, quantity, n)
      where v.n between 1 and ${slot(11)}::int
    ),
    catalog as (
      select coalesce(bool_and((select p.revision from products p where p.id = e.product_id and p.site_id = ${slot(1)}) is not distinct from e.revision), true) as current
      from unnest(${slot(12)}::text[], ${slot(13)}::int8[]) with ordinality as e(product_id, revision, n)
      where e.n between 1 and cardinality(${slot(12)}::text[])
    ),
    cur as (select id from carts where site_id = ${slot(1)} and owner_id = ${slot(2)}),
    existing as (select l.* from cart_lines l join cur on l.cart_id = cur.id),
    checks as (
      select
        (select count(*) from (select line_key from existing union select line_key from req) k)::int as lines_after,
        (select json_agg(json_build_object('line_key', e.line_key, 'quantity', e.quantity)) from existing e join req on req.line_key = e.line_key) as existing,
        not exists (select 1 from existing e join req on req.line_key = e.line_key where e.quantity + req.quantity > ${MAX_LINE_QUANTITY}) as quantities_ok
    ),
    c as (
      insert into carts (id, site_id, owner_id, created_at, updated_at)
      select ${slot(0)}, ${slot(1)}, ${slot(2)}, ${slot(3)}, ${slot(3)} from checks, catalog
      where checks.lines_after <= ${MAX_CART_LINES} and checks.quantities_ok and catalog.current
      on conflict (site_id, owner_id) do update set updated_at = excluded.updated_at, revision = carts.revision + 1
      returning *
    ),
    written as (
      insert into cart_lines (id, site_id, cart_id, line_key, app_id, product_id, variant_id, options, quantity, created_at)
      select req.id, ${slot(1)}, c.id, req.line_key, req.app_id, req.product_id, req.variant_id, req.options::jsonb, req.quantity, ${slot(3)}
      from req, c
      on conflict (cart_id, line_key) do update set quantity = cart_lines.quantity + excluded.quantity
        where cart_lines.quantity + excluded.quantity <= ${MAX_LINE_QUANTITY}
      returning *
    ),
    lines as (
      select * from written
      union all
      select e.* from existing e where not exists (select 1 from written w where w.line_key = e.line_key)
    ),
    answer as (
      select (select count(*) from c) = 1 and (select count(*) from written) = ${slot(11)}::int as ok, catalog.current as catalog_current,
        checks.lines_after, checks.existing, ${LEAN_CART_COLUMNS}
      from checks cross join catalog cross join commit_mode cross join sites s left join c on true
      where s.id = ${slot(1)}
    ),
    sequence as (
      insert into entity_event_sequences (site_id, entity_fqdn, entity_id, last_seq)
      select ${slot(1)}, ${EntityFqdn.CART}::text, a.cart_id, 1 from answer a where a.ok
      on conflict (site_id, entity_fqdn, entity_id) do update set last_seq = entity_event_sequences.last_seq + 1
      returning last_seq
    ),
    event as (
      insert into event_outbox (id, site_id, event_type, entity_fqdn, entity_id, payload, created_at, entity_seq, identity)
      select ${slot(14)}, ${slot(1)}, case when a.revision = 1 then ${CartEventType.CREATED}::text else ${CartEventType.UPDATED}::text end,
        ${EntityFqdn.CART}::text, a.cart_id,
        jsonb_build_object(${LEAN_CART_EVENT_KEY}::text, to_jsonb(a) - 'ok' - 'catalog_current' - 'lines_after' - 'existing', 'owner', ${slot(15)}::jsonb),
        ${slot(3)}, sequence.last_seq, ${slot(16)}::jsonb
      from answer a cross join sequence
      returning 1
    )
    select * from answer
  `.compile(db),
);

/**
 * Adds lines in one atomic statement (its own transaction): creates the owner's cart or bumps its revision (locking it,
 * so concurrent adds queue), merges lines of the same key by adding quantities, writes the cart's CREATED or UPDATED
 * event (the cart stored lean, see {@link LEAN_CART_EVENT_KEY}, with the cart's next sequence number), and answers the
 * cart as it stands after the write. Nothing is written when the cart would pass {@link MAX_CART_LINES} lines or a
 * line {@link MAX_LINE_QUANTITY} units (the refusal says which), or when a product of `checked` no longer has the
 * revision the lines were checked against (`stale`: check them again). The limits are read from the statement's
 * snapshot: two adds racing at the very limit may pass it by a line each; units never pass the maximum. The answer
 * shows the other lines as they were when the statement began (a concurrent change of them shows on the next read),
 * and whether the statement created the cart. `lines` must have distinct keys. `owner` owns the cart and caused the
 * change. Products kept by `kept` are looked up by the exact revisions read.
 */
export async function addLines(
  db: Kysely<Database>,
  owner: CartOwner,
  lines: readonly NewLine[],
  now: Date,
  checked: ReadonlyMap<string, number>,
  kept: Kysely<Database> = db,
): Promise<{ cart: LoadedCart; created: boolean } | { refusal: AddRefusal } | { stale: true }> {
  const { siteId, subjectId: ownerId } = owner;
  const { rows } = await addLinesQuery.run(db, [
    randomUUID(),
    siteId,
    ownerId,
    now,
    lines.map(() => randomUUID()),
    lines.map((l) => l.lineKey),
    lines.map((l) => l.appId),
    lines.map((l) => l.productId),
    lines.map((l) => l.variantId),
    lines.map((l) => JSON.stringify(l.options)),
    lines.map((l) => l.quantity),
    lines.length,
    [...checked.keys()],
    [...checked.values()],
    randomUUID(),
    JSON.stringify({ kind: owner.kind, subjectId: ownerId }),
    JSON.stringify(identityOfCaller(owner)),
  ]);
  const row = rows[0];
  if (!row) throw new SiteNotFound('the site does not exist');
  if (!row.catalog_current) return { stale: true };
  if (row.ok) {
    const cartLines = leanLinesOf(row);
    const products = await cartProductsAt(db, siteId, productRevisionsOf(cartLines), kept);
    // A new cart starts at revision 1; the statement bumps an existing one's.
    return { cart: leanToLoadedCart(row, ownerId, cartLines, products), created: Number(row.revision) === 1 };
  }
  if (row.lines_after > MAX_CART_LINES) return { refusal: { reason: 'too-many-lines', linesAfter: row.lines_after } };
  const quantities = new Map((row.existing ?? []).map((e) => [e.line_key, e.quantity]));
  const over = lines.find((l) => (quantities.get(l.lineKey) ?? 0) + l.quantity > MAX_LINE_QUANTITY) ?? lines[0]!;
  return { refusal: { reason: 'too-many-units', lineKey: over.lineKey } };
}
