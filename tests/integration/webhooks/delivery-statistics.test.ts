// On PGlite (no autovacuum) the worker refreshes webhook_deliveries' planner statistics as fan-out fills it, so the claim keeps its index plan.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queueEvent } from '../../../src/server/events/event-outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { ANALYZE_AFTER_EVENTS } from '../../../src/server/webhooks/delivery-statistics.js';
import { OutboxWorker } from '../../../src/server/webhooks/outbox-worker.js';
import { CartEventType } from '../../../src/wire/events.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const silent = { warn: () => undefined, error: () => undefined };

/** What the planner believes the table holds: -1 (PostgreSQL 14+) until it was first analyzed or vacuumed. */
async function plannerRows(): Promise<number> {
  const { rows } = await sql<{ rows: number }>`select reltuples::float8 as rows from pg_class where oid = 'webhook_deliveries'::regclass`.execute(t.ctx.db);
  return rows[0]!.rows;
}

describe('webhook delivery statistics on PGlite', () => {
  it('are gathered once a round has fanned out enough events, so the planner sees the rows fan-out wrote', async () => {
    const created = await t.call('POST', '/tote/v1/webhooks/endpoints', {
      token: await t.merchantKey(),
      // Nothing listens there: the test reads the statistics, not the requests.
      body: { endpoint: { url: 'http://127.0.0.1:9/hook', eventTypes: [CartEventType.UPDATED] } },
    });
    expect(created.statusCode, created.body).toBe(200);
    await t.ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < ANALYZE_AFTER_EVENTS; i++) {
        const entity = { id: `statistics-cart-${i}` };
        await queueEvent(
          trx,
          { siteId: DEMO_SITE_ID, eventType: CartEventType.UPDATED, entityFqdn: 'wix.ecom.v1.cart', entityId: entity.id, entity },
          new Date(),
        );
      }
    });
    expect(await plannerRows()).toBeLessThan(1);

    const worker = new OutboxWorker(t.ctx, silent, { timeoutMs: 1_000 });
    try {
      await worker.round();
      expect(await plannerRows()).toBeGreaterThanOrEqual(ANALYZE_AFTER_EVENTS);
    } finally {
      await worker.stop();
    }
  });
});
