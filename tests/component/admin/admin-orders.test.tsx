// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The dashboard's orders in happy-dom against the real store: search by the buyer's name, mark an offline order paid (confirmed), refund it
// (a refused amount keeps what was typed; chosen units with a reason; then the rest), each step in the order's timeline.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { clickButton, closeAdmin, fieldByLabel, find, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { placeOrder } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-orders.test', password: 'a long owner password' };
let vase: CreatedProduct;

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  vase = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Refund Vase', price: 1200, trackInventory: true, quantity: 20 });
});

afterEach(() => {
  closeAdmin();
});

async function merchantOrder(orderId: string) {
  return (await t.call('GET', `/ecom/v1/orders/${orderId}`, { token: await t.merchantKey() })).json().order;
}

const refundForm = (root: HTMLElement) => root.querySelector<HTMLFormElement>('form[aria-labelledby="refund-title"]');
const timeline = (root: HTMLElement) => [...root.querySelectorAll('.timeline li')].map((li) => text(li));

/** Confirms the refund the form asks about (its button names the amount); answers the question asked. */
async function confirmRefund(form: HTMLFormElement): Promise<string> {
  const question = await find(form, '[aria-labelledby="confirm-refund"]');
  const button = [...question.querySelectorAll('button')].find((b) => text(b).startsWith('Refund '))!;
  await clickButton(question, text(button));
  return text(question.querySelector('p'));
}

describe('the orders list', () => {
  it('finds an order by a part of the buyer’s name, in any case', async () => {
    await placeOrder(t, [{ productId: vase.id }], { email: 'grace@example.com', contact: { firstName: 'Grace', lastName: 'Hopper' } });
    await placeOrder(t, [{ productId: vase.id }], { email: 'ada@example.com' });
    const root = await signedIn(t, OWNER, '/admin/orders');
    await expect.poll(() => root.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(2);
    type(fieldByLabel(root, 'Search by order number, e-mail or name'), 'hOPPer');
    await submit(root.querySelector<HTMLFormElement>('form[role="search"]'));
    await expect.poll(() => root.querySelectorAll('tbody tr').length).toBe(1);
    expect(text(root.querySelector('tbody'))).toContain('Grace Hopper');
    expect(text(root.querySelector('tbody'))).toContain('grace@example.com');
  });
});

describe('the orders export', () => {
  it('links Export CSV and Export JSON to the export of the chosen days, which holds the orders placed in them', async () => {
    await placeOrder(t, [{ productId: vase.id }], { email: 'export@example.com' });
    const root = await signedIn(t, OWNER, '/admin/orders');
    await expect.poll(() => root.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(1);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    type(fieldByLabel(root, 'From'), day);
    type(fieldByLabel(root, 'To'), day);
    const link = (label: string) => [...root.querySelectorAll<HTMLAnchorElement>('a[download]')].find((a) => text(a) === label)!;
    await expect
      .poll(() => new URL(link('Export CSV').href).searchParams.get('to'))
      .toBe(new Date(new Date(`${day}T00:00:00`).getTime() + 86_400_000).toISOString());
    const csv = new URL(link('Export CSV').href);
    expect(csv.pathname).toBe('/tote/v1/orders/export');
    expect(csv.searchParams.get('format')).toBe('csv');
    expect(csv.searchParams.get('from')).toBe(new Date(`${day}T00:00:00`).toISOString());
    expect(new URL(link('Export JSON').href).searchParams.get('format')).toBe('json');
    const response = await t.call('GET', `${csv.pathname}${csv.search}`, { token: await t.merchantKey() });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('export@example.com');
  });
});

describe('an order’s payment', () => {
  it('marks an offline order paid, refuses too large a refund keeping the amount, refunds a unit with its reason, then the rest', async () => {
    const { orderId } = await placeOrder(t, [{ productId: vase.id, quantity: 2 }]);
    const root = await signedIn(t, OWNER, `/admin/orders/${orderId}`);
    await expect.poll(() => text(root.querySelector('h1'))).toMatch(/^Order #\d+$/);
    // Not paid yet: nothing to refund.
    expect(refundForm(root)).toBeNull();

    await clickButton(root, 'Mark as paid');
    // Asked first; the confirmation's button marks it.
    await clickButton(await find(root, '[aria-labelledby="confirm-paid"]'), 'Mark as paid');
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The order is marked paid.');
    await expect.poll(() => timeline(root).some((line) => line.endsWith('Paid'))).toBe(true);
    expect([...root.querySelectorAll('button')].map((b) => text(b))).not.toContain('Mark as paid');
    expect((await merchantOrder(orderId)).paymentStatus).toBe('PAID');

    // An offline payment: the merchant pays back by hand, the store records it.
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="refund-title"]');
    expect(text(form)).toContain('paid offline');
    fieldByLabel(form, 'An amount').click();
    await expect.poll(() => form.querySelector('input[name="amount"]')).toBeTruthy();
    type(fieldByLabel(form, 'Amount (USD)'), '999');
    type(fieldByLabel(form, 'Reason'), 'Too much');
    await submit(form);
    expect(await confirmRefund(form)).toBe('Record a refund of $999.00? Give the money back yourself.');
    await expect.poll(() => text(form.querySelector('.form-alert'))).toBe('Refund exceeds what was paid');
    expect(fieldByLabel(form, 'Amount (USD)').value).toBe('999');
    expect(fieldByLabel(form, 'Reason').value).toBe('Too much');
    expect((await merchantOrder(orderId)).paymentStatus).toBe('PAID');

    fieldByLabel(form, 'Chosen items').click();
    await expect.poll(() => form.querySelector('input[name^="units-"]')).toBeTruthy();
    type(fieldByLabel(form, 'Units of Refund Vase to refund (at most 2)'), '1');
    type(fieldByLabel(form, 'Reason'), 'Chipped rim');
    await submit(form);
    const asked = await confirmRefund(form);
    // One of two units: half the line's total with its tax.
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toMatch(/^Refunded \$12\.\d\d\.$/);
    const partly = await merchantOrder(orderId);
    const refunded = partly.balanceSummary.refunded.formattedAmount;
    expect(text(root.querySelector('[role="status"].notice'))).toBe(`Refunded ${refunded}.`);
    expect(asked).toBe(`Record a refund of ${refunded}? Give the money back yourself.`);
    await expect.poll(() => timeline(root).some((line) => line.endsWith(`Refunded: ${refunded} (reason: Chipped rim)`))).toBe(true);
    expect(partly.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(partly.lineItems[0].refundQuantity).toBe(1);
    expect(partly.activities.at(-1).orderRefunded).toMatchObject({ manual: true, reason: 'Chipped rim' });

    // The form starts afresh; everything left is the default choice.
    const again = await find<HTMLFormElement>(root, 'form[aria-labelledby="refund-title"]');
    expect(fieldByLabel<HTMLInputElement>(again, 'Everything still refundable').checked).toBe(true);
    expect(fieldByLabel(again, 'Reason').value).toBe('');
    await submit(again);
    await confirmRefund(again);
    await expect.poll(() => text(root.querySelector('.page-head .meta'))).toContain('Refunded');
    await expect.poll(() => refundForm(root)).toBeNull();
    expect((await merchantOrder(orderId)).paymentStatus).toBe('FULLY_REFUNDED');
  });
});
