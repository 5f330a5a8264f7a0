// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// Developers → Webhooks in happy-dom against the real store: an endpoint added (its refusal at the URL field, its secret shown once), a
// test event delivered to a real receiver and listed, replays, a rotated secret, disabled and deleted.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OutboxWorker } from '../../../src/server/webhooks/outbox-worker.js';
import { clickButton, closeAdmin, fieldByLabel, find, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { useTestApp } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-webhooks.test', password: 'a long owner password' };
let receiver: WebhookReceiver;

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
});
afterEach(() => {
  closeAdmin();
});

/** The site's endpoints as the merchant API answers them. */
async function endpoints() {
  return (await t.call('GET', '/tote/v1/webhooks/endpoints', { token: await t.merchantKey() })).json().endpoints;
}

/** Sends what the outbox holds, as the store's worker does. */
async function deliverNow(): Promise<void> {
  const worker = new OutboxWorker(t.ctx, { warn: () => undefined, error: () => undefined });
  // Rounds until the requests it sent are back and recorded.
  for (let i = 0; i < 50 && (await worker.round()); i++);
}

describe('webhook endpoints', () => {
  it('adds an endpoint, delivers a test event, replays it, rotates the secret, disables and deletes the endpoint', async () => {
    const root = await signedIn(t, OWNER, '/admin/developers');
    await expect.poll(() => text(root.querySelector('[aria-labelledby="webhooks-title"]'))).toContain('No webhook endpoints yet.');
    const form = root.querySelector<HTMLFormElement>('form[aria-labelledby="new-endpoint-title"]')!;
    type(fieldByLabel(form, 'Endpoint URL'), 'ftp://hooks.example.com/x');
    fieldByLabel(form, 'wix.ecom.v1.order_created').click();
    await submit(form);
    const url = fieldByLabel(form, 'Endpoint URL');
    await expect.poll(() => url.getAttribute('aria-invalid')).toBe('true');
    expect(text(document.getElementById(url.getAttribute('aria-describedby')!.split(' ').pop()!))).toContain('http or https');
    expect(url.value).toBe('ftp://hooks.example.com/x');
    expect(fieldByLabel(form, 'wix.ecom.v1.order_created').checked).toBe(true);

    type(url, receiver.url);
    await submit(form);
    await expect.poll(() => root.querySelector<HTMLTextAreaElement>('.secret textarea')?.value ?? '').toMatch(/^whsec_/);
    const firstSecret = root.querySelector<HTMLTextAreaElement>('.secret textarea')!.value;
    const [created] = await endpoints();
    expect(created).toMatchObject({ url: receiver.url, eventTypes: ['wix.ecom.v1.order_created'], enabled: true });
    expect(created.secret).toBeUndefined();
    expect(text(root.querySelector('[aria-labelledby="webhooks-title"] tbody'))).toContain('1 event type');

    root.querySelector<HTMLAnchorElement>(`a[href="/admin/developers/webhooks/${created.id}"]`)!.click();
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Webhook endpoint');
    await expect.poll(() => text(root.querySelector('[aria-labelledby="deliveries-title"]'))).toContain('Nothing delivered yet.');
    await clickButton(root, 'Send test event');
    await expect.poll(() => text(root.querySelector('[aria-labelledby="deliveries-title"] tbody'))).toContain('tote.webhooks.v1.endpoint_test');
    await deliverNow();
    await receiver.waitFor(1);
    await clickButton(root, 'Refresh');
    await expect.poll(() => text(root.querySelector('[aria-labelledby="deliveries-title"] tbody'))).toContain('Delivered');
    const eventId = text(root.querySelector('[aria-labelledby="deliveries-title"] tbody .sub'));
    await clickButton(root, `Send again: event ${eventId}`);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('1 event is sent again.');
    await deliverNow();
    await receiver.waitFor(2);
    expect(receiver.accepted.map((r) => r.json.type)).toEqual(['tote.webhooks.v1.endpoint_test', 'tote.webhooks.v1.endpoint_test']);
    expect(receiver.accepted.map((r) => r.headers['webhook-id'])).toEqual([eventId, eventId]);

    // A range that ends before it starts: the store's violation at the field.
    const range = root.querySelector<HTMLFormElement>('form[aria-labelledby="replay-range-title"]')!;
    type(fieldByLabel(range, 'From'), '2026-01-02T10:00');
    type(fieldByLabel(range, 'To'), '2026-01-01T10:00');
    await submit(range);
    await expect.poll(() => fieldByLabel(range, 'To').getAttribute('aria-invalid')).toBe('true');
    expect(fieldByLabel(range, 'From').value).toBe('2026-01-02T10:00');

    await clickButton(root, 'Rotate secret');
    await expect.poll(() => root.querySelector<HTMLTextAreaElement>('.secret textarea')?.value ?? '').toMatch(/^whsec_/);
    expect(root.querySelector<HTMLTextAreaElement>('.secret textarea')!.value).not.toBe(firstSecret);
    await clickButton(root, 'Disable');
    await expect.poll(async () => (await endpoints())[0].enabled).toBe(false);
    expect(text(root.querySelector('[aria-labelledby="endpoint-actions-title"] .badge'))).toBe('Disabled');

    root.querySelector<HTMLAnchorElement>('.back a')!.click();
    await expect.poll(() => text(root.querySelector('[aria-labelledby="webhooks-title"] tbody'))).toContain(receiver.url);
    await clickButton(root, `Delete ${receiver.url}`);
    const group = await find(root, '[aria-labelledby="webhooks-title"] [role="group"]');
    group.querySelector<HTMLButtonElement>('.button-danger')!.click();
    await expect.poll(() => text(root.querySelector('[aria-labelledby="webhooks-title"]'))).toContain('No webhook endpoints yet.');
    await expect.poll(endpoints).toEqual([]);
  });
});
