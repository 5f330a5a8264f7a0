// kill -9 of the real server on PGlite, round after round during concurrent adds: every acknowledged add is in the cart after the restart, which is not refused.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CART_PATH, catalogRef } from '../../support/cart-fixtures.js';
import { startServerProcess, until, type ServerProcess } from '../../support/server-process.js';
import { testDatabaseKind } from '../../support/test-database.js';

/** Kills (each after a random number of acknowledged adds) and restarts. */
const ROUNDS = 5;
/** Visitors adding at once, each to a cart of their own, one add after another. */
const VISITORS = 6;
// No outbox worker: its commits would flush the adds' WAL by chance; the adds alone must be durable. One public
// origin across restarts (on new ports): the tokens' issuer.
const ENV = { OUTBOX_WORKER: 'off', PUBLIC_URL: 'http://localhost:8787' };
/** How long a start may take on a busy shared machine (PGlite's start, migrations, the demo seeded on the first). */
const READY_MS = 240_000;

let folder: string | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe.skipIf(testDatabaseKind() !== 'pglite')('kill -9 of the server on PGlite', () => {
  it('loses no acknowledged add, and the restart after each kill is not refused', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tote-crash-'));
    server = await startServerProcess(folder, ENV, READY_MS);
    const tokens = await Promise.all(Array.from({ length: VISITORS }, () => server!.visitorToken()));
    const product = await server.call('GET', '/stores-reader/v1/products/slug/canvas-cap', { token: tokens[0] });
    expect(product.statusCode, product.body).toBe(200);
    const body = { lineItems: [{ catalogReference: catalogRef(product.json().product.id), quantity: 1 }] };
    /** Each visitor's quantity as read after the last restart, the adds acknowledged since, and those sent since. */
    const base = tokens.map(() => 0);
    const acked = tokens.map(() => 0);
    const sent = tokens.map(() => 0);
    const restartMs: number[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const running = server;
      let killed = false;
      const adders = tokens.map(async (token, v) => {
        while (!killed) {
          sent[v]!++;
          const answer = await running.call('POST', `${CART_PATH}/add-to-cart`, { token, body }).catch(() => undefined);
          // No answer: the process was killed while the add was on its way (it may or may not have been written).
          if (!answer) return;
          expect(answer.statusCode, answer.body).toBe(200);
          acked[v]!++;
        }
      });
      const killAt = acked.reduce((a, b) => a + b, 0) + 10 + Math.floor(Math.random() * 40);
      await until(() => acked.reduce((a, b) => a + b, 0) >= killAt, 60_000, `${killAt} acknowledged adds`);
      running.child.kill('SIGKILL');
      killed = true;
      await running.stop();
      await Promise.all(adders);

      const started = performance.now();
      server = await startServerProcess(folder, ENV, READY_MS);
      restartMs.push(Math.round(performance.now() - started));
      for (const [v, token] of tokens.entries()) {
        const read = await server.call('GET', CART_PATH, { token });
        expect(read.statusCode, read.body).toBe(200);
        const quantity = (read.json().cart.lineItems[0]?.quantity as number | undefined) ?? 0;
        // Every acknowledged add is there; an add cut off by the kill may be too.
        expect(quantity, `visitor ${v}, round ${round}`).toBeGreaterThanOrEqual(base[v]! + acked[v]!);
        expect(quantity, `visitor ${v}, round ${round}`).toBeLessThanOrEqual(base[v]! + sent[v]!);
        base[v] = quantity;
        acked[v] = 0;
        sent[v] = 0;
      }
    }
    console.log(`kill -9 rounds: ${ROUNDS}, adds in the carts: ${base.reduce((a, b) => a + b, 0)}, restarts took ${restartMs.join(', ')} ms`);
  }, 1_800_000);
});
