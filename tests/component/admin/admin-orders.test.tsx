// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The dashboard's orders in happy-dom against the real store: search by the buyer's name, mark an offline order paid, refund it
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

describe('an order’s payment', () => {
  it('marks an offline order paid, refuses too large a refund keeping the amount, refunds a unit with its reason, then the rest', async () => {
    const { orderId } = await placeOrder(t, [{ productId: vase.id, quantity: 2 }]);
    const root = await signedIn(t, OWNER, `/admin/orders/${orderId}`);
    await expect.poll(() => text(root.querySelector('h1'))).toMatch(/^Order #\d+$/);
    // Not paid yet: nothing to refund.
    expect(refundForm(root)).toBeNull();

    await clickButton(root, 'Mark as paid');
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
    await expect.poll(() => text(form.querySelector('.form-alert'))).toBe('Refund exceeds what was paid');
    expect(fieldByLabel(form, 'Amount (USD)').value).toBe('999');
    expect(fieldByLabel(form, 'Reason').value).toBe('Too much');
    expect((await merchantOrder(orderId)).paymentStatus).toBe('PAID');

    fieldByLabel(form, 'Chosen items').click();
    await expect.poll(() => form.querySelector('input[name^="units-"]')).toBeTruthy();
    type(fieldByLabel(form, 'Units of Refund Vase to refund (at most 2)'), '1');
    type(fieldByLabel(form, 'Reason'), 'Chipped rim');
    await submit(form);
    // One of two units: half the line's total with its tax.
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toMatch(/^Refunded \$12\.\d\d\.$/);
    const partly = await merchantOrder(orderId);
    const refunded = partly.balanceSummary.refunded.formattedAmount;
    expect(text(root.querySelector('[role="status"].notice'))).toBe(`Refunded ${refunded}.`);
    await expect.poll(() => timeline(root).some((line) => line.endsWith(`Refunded: ${refunded} (reason: Chipped rim)`))).toBe(true);
    expect(partly.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(partly.lineItems[0].refundQuantity).toBe(1);
    expect(partly.activities.at(-1).orderRefunded).toMatchObject({ manual: true, reason: 'Chipped rim' });

    // The form starts afresh; everything left is the default choice.
    const again = await find<HTMLFormElement>(root, 'form[aria-labelledby="refund-title"]');
    expect(fieldByLabel<HTMLInputElement>(again, 'Everything still refundable').checked).toBe(true);
    expect(fieldByLabel(again, 'Reason').value).toBe('');
    await submit(again);
    await expect.poll(() => text(root.querySelector('.page-head .meta'))).toContain('Refunded');
    await expect.poll(() => refundForm(root)).toBeNull();
    expect((await merchantOrder(orderId)).paymentStatus).toBe('FULLY_REFUNDED');
  });
});
