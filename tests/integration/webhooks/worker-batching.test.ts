// The outbox worker under a trickle of events: a round that found less than a full batch waits a short gap, so one round serves many events, and each still goes out soon.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queueEvent } from '../../../src/server/events/event-outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { OutboxWorker, PARTIAL_ROUND_GAP_MS } from '../../../src/server/webhooks/outbox-worker.js';
import { CartEventType } from '../../../src/wire/events.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

/** A real worker that counts its rounds. */
class CountingWorker extends OutboxWorker {
  rounds = 0;
  override async round(): Promise<boolean> {
    this.rounds++;
    return super.round();
  }
}

async function oneEvent(n: number): Promise<void> {
  const cartId = `trickle-${n}`;
  await queueEvent(
    t.ctx.db,
    { siteId: DEMO_SITE_ID, eventType: CartEventType.UPDATED, entityFqdn: 'wix.ecom.v1.cart', entityId: cartId, entity: { id: cartId } },
    new Date(),
  );
}

async function waiting(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from event_outbox_pending`.execute(t.ctx.db);
  return rows[0]!.n;
}

describe('outbox worker rounds', () => {
  it('runs at most one round per gap while events trickle in, and fans every event out', async () => {
    const worker = new CountingWorker(t.ctx, { error: () => {}, warn: () => {} });
    worker.start();
    try {
      // Let the first rounds drain what earlier files left.
      await new Promise((r) => setTimeout(r, 100));
      const before = worker.rounds;
      const started = Date.now();
      // Events keep coming, faster than a round takes, for half a second.
      for (let i = 0; Date.now() - started < 500; i++) await oneEvent(i);
      const elapsed = Date.now() - started;
      const rounds = worker.rounds - before;
      // Without the gap a round starts as soon as the last one found work: back to back, a few milliseconds each.
      expect(rounds).toBeLessThanOrEqual(Math.ceil(elapsed / PARTIAL_ROUND_GAP_MS) + 2);
      const deadline = Date.now() + 5_000;
      while ((await waiting()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(await waiting()).toBe(0);
    } finally {
      await worker.stop();
    }
  });
});
