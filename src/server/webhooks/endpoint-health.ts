// An endpoint's health after a run of attempts: its circuit (opened by failures, closed by a 2xx); 410 Gone, or failing for days, disables it and tells the owner.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { brandOf, mailDocument, queueMail } from '../mail/index.js';
import { ownerEmailOf } from '../site/index.js';
import { nextCircuit, type CoolDowns } from './circuit-breaker.js';
import type { EndpointRow } from './endpoint-store.js';

/** An endpoint that has failed every attempt for this long is disabled (its deliveries wait until it is enabled again). */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 3600_000;

/** An endpoint disabled by a run. */
export interface DisabledEndpoint {
  siteId: string;
  endpointId: string;
  url: string;
  reason: 'gone' | 'failing';
}

/** The part of an attempt's outcome health looks at. */
interface Outcome {
  endpoint: Pick<EndpointRow, 'id'>;
  attemptedAt: Date;
  status: number | undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The owner's e-mail about a disabled endpoint. */
async function tellOwner(trx: Kysely<Database>, disabled: DisabledEndpoint, now: Date): Promise<void> {
  const to = await ownerEmailOf(trx, disabled.siteId);
  if (!to) return;
  const site = await trx.selectFrom('sites').select(['name', 'settings']).where('id', '=', disabled.siteId).executeTakeFirst();
  if (!site) return;
  const why =
    disabled.reason === 'gone'
      ? 'It answered 410 Gone, which asks us to stop sending.'
      : `Every request to it has failed for ${DISABLE_AFTER_FAILING_MS / (24 * 3600_000)} days.`;
  const text = `Your webhook endpoint ${disabled.url} (${disabled.endpointId}) was disabled. ${why}\n\nEvents for it are kept: enable it again (PATCH /tote/v1/webhooks/endpoints/${disabled.endpointId} with {"endpoint":{"enabled":true}}) and what is pending goes out; replay the rest by time range.`;
  await queueMail(
    trx,
    {
      siteId: disabled.siteId,
      kind: 'webhook-endpoint-disabled',
      to,
      subject: `${site.name}: webhook endpoint disabled`,
      text,
      html: mailDocument(brandOf(site), `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`),
    },
    now,
  );
}

/**
 * Updates the endpoints of a run's outcomes, inside the run's transaction; returns those it disabled. Each endpoint's
 * row is read again under a row lock (other workers record too): its circuit moves on by the attempts in the order
 * they were made (see {@link nextCircuit}), its last success and failure are noted, and a circuit that closes again
 * makes its endpoint's waiting deliveries due at once. 410 Gone, or failing for {@link DISABLE_AFTER_FAILING_MS},
 * disables the endpoint and tells the owner.
 */
export async function noteEndpointHealth(trx: Kysely<Database>, outcomes: readonly Outcome[], now: Date, coolDowns?: CoolDowns): Promise<DisabledEndpoint[]> {
  const byEndpoint = new Map<string, Outcome[]>();
  for (const o of outcomes) byEndpoint.set(o.endpoint.id, [...(byEndpoint.get(o.endpoint.id) ?? []), o]);
  const current = await trx
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', 'in', [...byEndpoint.keys()])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  const disabled: DisabledEndpoint[] = [];
  for (const endpoint of current) {
    const attempts = [...byEndpoint.get(endpoint.id)!].sort((a, b) => a.attemptedAt.getTime() - b.attemptedAt.getTime());
    const results = attempts.map((o) => o.status !== undefined && o.status >= 200 && o.status < 300);
    const ok = results.includes(true);
    const gone = attempts.some((o) => o.status === 410);
    const circuit = nextCircuit(
      {
        state: endpoint.circuit_state,
        consecutiveFailures: endpoint.consecutive_failures,
        retryAt: endpoint.circuit_retry_at,
        coolDownMs: endpoint.circuit_cool_down_ms,
      },
      results,
      now,
      coolDowns,
    );
    const since = ok && !gone ? null : (endpoint.failing_since ?? now);
    const reason =
      !endpoint.enabled || (ok && !gone) ? undefined : gone ? 'gone' : now.getTime() - since!.getTime() >= DISABLE_AFTER_FAILING_MS ? 'failing' : undefined;
    await trx
      .updateTable('webhook_endpoints')
      .set({
        failing_since: since,
        circuit_state: circuit.state,
        consecutive_failures: circuit.consecutiveFailures,
        circuit_retry_at: circuit.retryAt,
        circuit_cool_down_ms: circuit.coolDownMs,
        ...(ok ? { last_success_at: now } : {}),
        ...(results.includes(false) ? { last_failure_at: now } : {}),
        ...(reason ? { enabled: false, disabled_reason: reason, updated_at: now } : {}),
      })
      .where('id', '=', endpoint.id)
      .execute();
    if (circuit.state === 'closed' && endpoint.circuit_state !== 'closed')
      await trx
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: now })
        .where('endpoint_id', '=', endpoint.id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '>', now)
        .execute();
    if (reason) {
      const entry: DisabledEndpoint = { siteId: endpoint.site_id, endpointId: endpoint.id, url: endpoint.url, reason };
      disabled.push(entry);
      await tellOwner(trx, entry, now);
    }
  }
  return disabled;
}
