// Add-to-cart as one statement: limits checked, cart created or bumped, lines merged, the cart's event written, and the cart read back; adds to different carts of one moment share a statement.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../wire/cart.js';
import { CartEventType, EntityFqdn } from '../../wire/events.js';
import type { Database } from '../db/schema.js';
import { identityOfCaller, insertOutboxEvents, nextEntitySequences, QUEUE_FOR_FAN_OUT } from '../events/index.js';
import { LEAN_CART_EVENT_KEY } from './cart-event-entity.js';
import type { CartOwner } from './cart-events.js';
import { cartProductsAt } from './cart-products.js';
import type { LeanCartRow } from './cart-read.js';
import { LEAN_CART_COLUMNS, leanCartColumns, leanLinesOf, leanToLoadedCart, productRevisionsOf } from './cart-read.js';
import type { LoadedCart, NewLine } from './cart-store.js';
import { SiteNotFound } from './cart-store.js';
import { runsOnPGlite } from '../db/pglite-dialect.js';
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
 * The add statement. On PostgreSQL it commits asynchronously (`synchronous_commit` off for its own transaction, see
 * {@link synchronousCommit}; orders, stock and payments keep waiting): waiting for the WAL flush was most of an add's
 * time on a busy machine (pgbench on this 2-core machine: 1,706 to 2,479 one-row inserts/s with the wait, 4,714 to
 * 6,811 without). The add is atomic and visible at once either way; only a crash of PostgreSQL itself (not of Tote) may
 * forget the last fraction of a second of cart changes (at most 3 × `wal_writer_delay`), never half of one, and the next
 * synchronous commit (an order) makes every earlier one durable. `n between 1 and <count>` (always true) tells the planner the arrays hold few elements: without
 * it a generic plan is costed for 10 lines per array, PostgreSQL judges it dearer than planning anew, and plans this
 * prepared statement again on every call (measured: ~780 µs of PostgreSQL time per add, ~350 µs with the generic plan).
 */
const addLinesQuery = new Precompiled('tote-add-cart-lines', (db: Kysely<Database>) =>
  sql<AddRow>`
    with commit_mode as (
      select set_config('synchronous_commit', ${slot(17)}::text, true) as synchronous_commit
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
      ${nextEntitySequences(sql`select ${slot(1)}, ${EntityFqdn.CART}::text, a.cart_id, 1 from answer a where a.ok`)}
    ),
    event as (
      ${insertOutboxEvents(sql`
      select ${slot(14)}, ${slot(1)}, case when a.revision = 1 then ${CartEventType.CREATED}::text else ${CartEventType.UPDATED}::text end,
        ${EntityFqdn.CART}::text, a.cart_id,
        jsonb_build_object(${LEAN_CART_EVENT_KEY}::text, to_jsonb(a) - 'ok' - 'catalog_current' - 'lines_after' - 'existing', 'owner', ${slot(15)}::jsonb),
        ${slot(3)}, sequence.last_seq, ${slot(16)}::jsonb
      from answer a cross join sequence`)}
    ),
    queued as (${QUEUE_FOR_FAN_OUT})
    select * from answer
  `.compile(db),
);

/**
 * Several adds, each to a different cart, as one statement: {@link addLinesQuery} over a list of calls (`q`, numbered
 * `batch_i`), each call's lines (`req`) and checked products (`checked`) tagged with its number. Every call is
 * checked, written and answered as the single statement would (one answer row per call whose site exists, in call
 * order; `batch_i` and `batch_site` are extra columns, left out of the event). Carts are written in (site, owner)
 * order, so two batches lock shared carts in one order. Two calls of one cart in one batch would fail the statement
 * (an upsert cannot change a row twice): {@link AddBatcher} never puts them together.
 */
const addBatchQuery = new Precompiled('tote-add-cart-batch', (db: Kysely<Database>) =>
  sql<AddRow & { batch_i: string | number }>`
    with commit_mode as (
      select set_config('synchronous_commit', ${slot(22)}::text, true) as synchronous_commit
    ),
    q as (
      select * from unnest(${slot(0)}::text[], ${slot(1)}::text[], ${slot(2)}::text[], ${slot(3)}::timestamptz[], ${slot(4)}::int[], ${slot(5)}::text[], ${slot(6)}::text[], ${slot(7)}::text[])
        with ordinality as v(new_cart_id, site_id, owner_id, at, line_count, event_id, owner, identity, batch_i)
      where v.batch_i between 1 and ${slot(8)}::int
    ),
    req as (
      select * from unnest(${slot(9)}::int8[], ${slot(10)}::text[], ${slot(11)}::text[], ${slot(12)}::text[], ${slot(13)}::text[], ${slot(14)}::text[], ${slot(15)}::text[], ${slot(16)}::int[])
        with ordinality as v(batch_i, id, line_key, app_id, product_id, variant_id, options, quantity, n)
      where v.n between 1 and ${slot(17)}::int
    ),
    checked as (
      select * from unnest(${slot(18)}::int8[], ${slot(19)}::text[], ${slot(20)}::int8[]) with ordinality as e(batch_i, product_id, revision, n)
      where e.n between 1 and ${slot(21)}::int
    ),
    catalog as (
      select q.batch_i, coalesce(bool_and((select p.revision from products p where p.id = e.product_id and p.site_id = q.site_id) is not distinct from e.revision), true) as current
      from q left join checked e on e.batch_i = q.batch_i
      group by q.batch_i
    ),
    cur as (select q.batch_i, carts.id from q join carts on carts.site_id = q.site_id and carts.owner_id = q.owner_id),
    existing as (select cur.batch_i, l.* from cart_lines l join cur on l.cart_id = cur.id),
    checks as (
      select q.batch_i,
        (select count(*) from (select line_key from existing e where e.batch_i = q.batch_i union select line_key from req where req.batch_i = q.batch_i) k)::int as lines_after,
        (select json_agg(json_build_object('line_key', e.line_key, 'quantity', e.quantity)) from existing e join req on req.batch_i = e.batch_i and req.line_key = e.line_key where e.batch_i = q.batch_i) as existing,
        not exists (select 1 from existing e join req on req.batch_i = e.batch_i and req.line_key = e.line_key where e.batch_i = q.batch_i and e.quantity + req.quantity > ${MAX_LINE_QUANTITY}) as quantities_ok
      from q
    ),
    c as (
      insert into carts (id, site_id, owner_id, created_at, updated_at)
      select q.new_cart_id, q.site_id, q.owner_id, q.at, q.at
      from q join checks on checks.batch_i = q.batch_i join catalog on catalog.batch_i = q.batch_i
      where checks.lines_after <= ${MAX_CART_LINES} and checks.quantities_ok and catalog.current
      order by q.site_id, q.owner_id
      on conflict (site_id, owner_id) do update set updated_at = excluded.updated_at, revision = carts.revision + 1
      returning *
    ),
    cq as (select q.batch_i, c.* from c join q on q.site_id = c.site_id and q.owner_id = c.owner_id),
    written as (
      insert into cart_lines (id, site_id, cart_id, line_key, app_id, product_id, variant_id, options, quantity, created_at)
      select req.id, cq.site_id, cq.id, req.line_key, req.app_id, req.product_id, req.variant_id, req.options::jsonb, req.quantity, q.at
      from req join cq on cq.batch_i = req.batch_i join q on q.batch_i = req.batch_i
      order by cq.site_id, cq.owner_id, req.n
      on conflict (cart_id, line_key) do update set quantity = cart_lines.quantity + excluded.quantity
        where cart_lines.quantity + excluded.quantity <= ${MAX_LINE_QUANTITY}
      returning *
    ),
    wq as (select cq.batch_i, w.* from written w join cq on cq.id = w.cart_id),
    lines as (
      select * from wq
      union all
      select e.* from existing e where not exists (select 1 from wq w where w.batch_i = e.batch_i and w.line_key = e.line_key)
    ),
    answer as (
      select q.batch_i, q.site_id as batch_site,
        c.id is not null and (select count(*) from wq where wq.batch_i = q.batch_i) = q.line_count as ok, catalog.current as catalog_current,
        checks.lines_after, checks.existing, ${leanCartColumns(sql`(select * from lines where lines.batch_i = q.batch_i)`)}
      from q join checks on checks.batch_i = q.batch_i join catalog on catalog.batch_i = q.batch_i cross join commit_mode
        join sites s on s.id = q.site_id left join cq c on c.batch_i = q.batch_i
    ),
    sequence as (
      ${nextEntitySequences(sql`select a.batch_site, ${EntityFqdn.CART}::text, a.cart_id, 1 from answer a where a.ok order by a.batch_site, a.cart_id`)}
    ),
    event as (
      ${insertOutboxEvents(sql`
      select q.event_id, q.site_id, case when a.revision = 1 then ${CartEventType.CREATED}::text else ${CartEventType.UPDATED}::text end,
        ${EntityFqdn.CART}::text, a.cart_id,
        jsonb_build_object(${LEAN_CART_EVENT_KEY}::text, to_jsonb(a) - 'batch_i' - 'batch_site' - 'ok' - 'catalog_current' - 'lines_after' - 'existing', 'owner', q.owner::jsonb),
        q.at, sequence.last_seq, q.identity::jsonb
      from answer a join q on q.batch_i = a.batch_i join sequence on sequence.entity_id = a.cart_id
      order by a.batch_i`)}
    ),
    queued as (${QUEUE_FOR_FAN_OUT})
    select * from answer order by batch_i
  `.compile(db),
);

/**
 * The `synchronous_commit` of an add on `db`: off where the database outlives the server (PostgreSQL, whose WAL writer
 * flushes an asynchronous commit within 3 × `wal_writer_delay` whatever becomes of Tote); on for PGlite, the database
 * inside this process: nothing flushes its WAL in the background, so an asynchronous commit stayed in memory until the
 * next synchronous one, and a crash of the process forgot adds it had acknowledged (1 of 215 under `kill -9`).
 */
function synchronousCommit(db: Kysely<Database>): 'on' | 'off' {
  return runsOnPGlite(db) ? 'on' : 'off';
}

/** One add waiting for its statement: what it writes, and where its answer row (undefined: no such site) goes. */
interface AddCall {
  owner: CartOwner;
  lines: readonly NewLine[];
  now: Date;
  checked: ReadonlyMap<string, number>;
  resolve: (row: AddRow | undefined) => void;
  reject: (error: unknown) => void;
}

/** Most adds sent in one statement. */
const MAX_BATCH = 32;

/** The lines' columns as the statements take them: a new id, key, app, product, variant, options and quantity of each, then their count. */
function lineColumns(lines: readonly NewLine[]): unknown[] {
  return [
    lines.map(() => randomUUID()),
    lines.map((l) => l.lineKey),
    lines.map((l) => l.appId),
    lines.map((l) => l.productId),
    lines.map((l) => l.variantId),
    lines.map((l) => JSON.stringify(l.options)),
    lines.map((l) => l.quantity),
    lines.length,
  ];
}

/** The arguments of {@link addLinesQuery} for one call on `db`. */
function singleArgs(db: Kysely<Database>, call: Omit<AddCall, 'resolve' | 'reject'>): unknown[] {
  const { owner, lines, now, checked } = call;
  return [
    randomUUID(),
    owner.siteId,
    owner.subjectId,
    now,
    ...lineColumns(lines),
    [...checked.keys()],
    [...checked.values()],
    randomUUID(),
    JSON.stringify({ kind: owner.kind, subjectId: owner.subjectId }),
    JSON.stringify(identityOfCaller(owner)),
    synchronousCommit(db),
  ];
}

/** The arguments of {@link addBatchQuery} for these calls (numbered from 1 in this order) on `db`. */
function batchArgs(db: Kysely<Database>, calls: readonly AddCall[]): unknown[] {
  const lineCall: number[] = [];
  const lines: NewLine[] = [];
  const checkedCall: number[] = [];
  const checkedIds: string[] = [];
  const checkedRevisions: number[] = [];
  calls.forEach((call, i) => {
    for (const line of call.lines) {
      lineCall.push(i + 1);
      lines.push(line);
    }
    for (const [id, revision] of call.checked) {
      checkedCall.push(i + 1);
      checkedIds.push(id);
      checkedRevisions.push(revision);
    }
  });
  return [
    calls.map(() => randomUUID()),
    calls.map((c) => c.owner.siteId),
    calls.map((c) => c.owner.subjectId),
    calls.map((c) => c.now),
    calls.map((c) => c.lines.length),
    calls.map(() => randomUUID()),
    calls.map((c) => JSON.stringify({ kind: c.owner.kind, subjectId: c.owner.subjectId })),
    calls.map((c) => JSON.stringify(identityOfCaller(c.owner))),
    calls.length,
    lineCall,
    ...lineColumns(lines),
    checkedCall,
    checkedIds,
    checkedRevisions,
    checkedIds.length,
    synchronousCommit(db),
  ];
}

/** Whether PostgreSQL refused the statement (an error with a SQLSTATE): it was rolled back whole, nothing was written. */
function refusedByDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('08') && !code.startsWith('57');
}

/**
 * Gathers the adds of one turn of the event loop (outside transactions) and sends them as one statement
 * ({@link addBatchQuery}), saving PostgreSQL the fixed cost of a statement and a commit per add. Each add stays
 * atomic and its answer and its event are those of the single statement; the batch commits all or none. When
 * PostgreSQL refuses a batch (any error it reports, such as a deadlock or a constraint), nothing was written, and each
 * of its adds runs again alone, so errors stay per call. A lone add runs as {@link addLinesQuery}. Adds to one cart
 * never share a batch (the later one waits for the next). Measured (32 visitors adding at once, PostgreSQL, this 2-core
 * machine shared with other work): PostgreSQL CPU per add ~610 → ~230 µs, the server's ~400 → ~190 µs; the bench's
 * add row 892/945 → 2,094/2,281/2,652 req/s (0.14/0.17 → 0.33–0.49 × the one-query ceiling). Batches of at most 8
 * instead of {@link MAX_BATCH} cost more (~255 µs of PostgreSQL CPU per add) with no better p99.
 */
class AddBatcher {
  #waiting: AddCall[] = [];
  #scheduled = false;

  constructor(private readonly db: Kysely<Database>) {}

  /** The answer row of one add (undefined when its site does not exist). */
  add(call: Omit<AddCall, 'resolve' | 'reject'>): Promise<AddRow | undefined> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ ...call, resolve, reject });
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.#flush());
      }
    });
  }

  #flush(): void {
    this.#scheduled = false;
    const batch: AddCall[] = [];
    const later: AddCall[] = [];
    const carts = new Set<string>();
    for (const call of this.#waiting) {
      const cart = `${call.owner.siteId} ${call.owner.subjectId}`;
      if (batch.length >= MAX_BATCH || carts.has(cart)) later.push(call);
      else {
        carts.add(cart);
        batch.push(call);
      }
    }
    this.#waiting = later;
    if (later.length > 0) {
      this.#scheduled = true;
      setImmediate(() => this.#flush());
    }
    if (batch.length === 1) void this.#runAlone(batch[0]!);
    else if (batch.length > 1) void this.#runBatch(batch);
  }

  async #runAlone(call: AddCall): Promise<void> {
    try {
      const { rows } = await addLinesQuery.run(this.db, singleArgs(this.db, call));
      call.resolve(rows[0]);
    } catch (error) {
      call.reject(error);
    }
  }

  async #runBatch(calls: AddCall[]): Promise<void> {
    let rows: (AddRow & { batch_i: string | number })[];
    try {
      rows = (await addBatchQuery.run(this.db, batchArgs(this.db, calls))).rows;
    } catch (error) {
      if (refusedByDatabase(error)) await Promise.all(calls.map((call) => this.#runAlone(call)));
      else for (const call of calls) call.reject(error);
      return;
    }
    const byCall = new Map(rows.map((row) => [Number(row.batch_i), row]));
    calls.forEach((call, i) => call.resolve(byCall.get(i + 1)));
  }
}

const batchers = new WeakMap<Kysely<Database>, AddBatcher>();

/** The answer row of one add: batched with others on a database handle, alone in a transaction. */
async function addRow(db: Kysely<Database>, call: Omit<AddCall, 'resolve' | 'reject'>): Promise<AddRow | undefined> {
  if (db.isTransaction) return (await addLinesQuery.run(db, singleArgs(db, call))).rows[0];
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new AddBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher.add(call);
}

/**
 * Adds lines in one atomic statement (its own transaction, which adds to other carts made in the same turn of the
 * event loop may share: see {@link AddBatcher}; inside a transaction `db`, in that one): creates the owner's cart or bumps its revision (locking it,
 * so concurrent adds queue), merges lines of the same key by adding quantities, writes the cart's CREATED or UPDATED
 * event (the cart stored lean, see {@link LEAN_CART_EVENT_KEY}, with the cart's next sequence number; queued for fan-out in
 * `event_outbox_pending`), and answers the
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
  const row = await addRow(db, { owner, lines, now, checked });
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
