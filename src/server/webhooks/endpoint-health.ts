// An endpoint's health after a run of attempts: a 2xx clears its failure state; 410 Gone, or failing for days, disables it and tells the owner.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { brandOf, mailDocument } from '../mail/mail-layout.js';
import { queueMail } from '../mail/outbox.js';
import { ownerEmailOf } from '../site/staff-accounts.js';
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
  endpoint: EndpointRow;
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

/** Updates the endpoints of a run's outcomes, inside the run's transaction; returns those it disabled. */
export async function noteEndpointFailures(trx: Kysely<Database>, outcomes: readonly Outcome[], now: Date): Promise<DisabledEndpoint[]> {
  const byEndpoint = new Map<string, { endpoint: EndpointRow; ok: boolean; gone: boolean }>();
  for (const o of outcomes) {
    const entry = byEndpoint.get(o.endpoint.id) ?? { endpoint: o.endpoint, ok: false, gone: false };
    if (o.status !== undefined && o.status >= 200 && o.status < 300) entry.ok = true;
    if (o.status === 410) entry.gone = true;
    byEndpoint.set(o.endpoint.id, entry);
  }
  const healthy = [...byEndpoint.values()].filter((e) => e.ok && !e.gone && e.endpoint.failing_since !== null).map((e) => e.endpoint.id);
  if (healthy.length > 0) await trx.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', 'in', healthy).execute();
  const disabled: DisabledEndpoint[] = [];
  for (const { endpoint, ok, gone } of byEndpoint.values()) {
    if (ok && !gone) continue;
    const since = endpoint.failing_since ?? now;
    const reason = gone ? 'gone' : now.getTime() - since.getTime() >= DISABLE_AFTER_FAILING_MS ? 'failing' : undefined;
    const row = await trx
      .updateTable('webhook_endpoints')
      .set({ failing_since: since, ...(reason ? { enabled: false, disabled_reason: reason, updated_at: now } : {}) })
      .where('id', '=', endpoint.id)
      .where('enabled', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (reason && row) {
      const entry: DisabledEndpoint = { siteId: endpoint.site_id, endpointId: endpoint.id, url: endpoint.url, reason };
      disabled.push(entry);
      await tellOwner(trx, entry, now);
    }
  }
  return disabled;
}
