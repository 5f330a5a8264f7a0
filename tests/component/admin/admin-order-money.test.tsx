// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// An order's money in the dashboard against the real store: totals that add up (lines before tax, the discount negative before
// tax), "Mark as paid" and a refund each confirmed first (the refund showing its amount), and the shop's name in the header.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MINUS } from '../../../src/admin/core/order-totals.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { clickButton, closeAdmin, fieldByLabel, find, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { placeOrder } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-order-money.test', password: 'a long owner password' };
let bowl: CreatedProduct;

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  bowl = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Totals Bowl', price: 3000 });
});

afterEach(() => {
  closeAdmin();
});

async function merchantOrder(orderId: string) {
  return (await t.call('GET', `/ecom/v1/orders/${orderId}`, { token: await t.merchantKey() })).json().order;
}

/** A money text as a number (`−$9.00` → -9). */
function money(value: string): number {
  return Number(value.replace(MINUS, '-').replace(/[$,]/g, ''));
}

/** The totals as shown: label → amount, in order. */
function totals(root: HTMLElement): [string, string][] {
  const dl = root.querySelector('dl.totals');
  return [...(dl?.querySelectorAll('dt') ?? [])].map((dt) => [text(dt), text(dt.nextElementSibling)]);
}

describe('an order’s totals', () => {
  it('shows 3 × $30.00 as $90.00, then the coupon as a negative row, shipping, tax and a total they add up to', async () => {
    const { orderId } = await placeOrder(t, [{ productId: bowl.id, quantity: 3 }], { couponCode: 'WELCOME10' });
    const order = await merchantOrder(orderId);
    expect(Number(order.priceSummary.tax.amount)).toBeGreaterThan(0);
    const root = await signedIn(t, OWNER, `/admin/orders/${orderId}`);
    await expect.poll(() => totals(root).length).toBeGreaterThan(0);
    const line = [...root.querySelectorAll('tbody tr')].find((row) => text(row).includes('Totals Bowl'))!;
    expect([...line.querySelectorAll('td')].map((td) => text(td))).toEqual(['3', '$30.00', '$90.00']);
    const rows = totals(root);
    expect(rows.map(([label]) => label)).toEqual(['Subtotal', 'Discount', 'Shipping', 'Tax', 'Total']);
    expect(rows[1]![1]).toBe(`${MINUS}$9.00`);
    const [subtotal, discount, shipping, tax, total] = rows.map(([, amount]) => money(amount));
    expect(subtotal! + discount! + shipping! + tax!).toBeCloseTo(total!, 6);
    expect(rows[4]![1]).toBe(order.priceSummary.total.formattedAmount);
  });
});

describe('confirmations', () => {
  it('asks before marking paid, with the amount; nothing changes until confirmed', async () => {
    const { orderId } = await placeOrder(t, [{ productId: bowl.id }]);
    const root = await signedIn(t, OWNER, `/admin/orders/${orderId}`);
    await clickButton(root, 'Mark as paid');
    const question = await find(root, '[role="group"][aria-labelledby="confirm-paid"]');
    const total = (await merchantOrder(orderId)).priceSummary.total.formattedAmount;
    expect(text(question)).toContain(`you received ${total}`);
    expect((await merchantOrder(orderId)).paymentStatus).toBe('NOT_PAID');
    // "Not yet" leaves it unpaid and the button back.
    await clickButton(question, 'Not yet');
    await expect.poll(() => root.querySelector('[aria-labelledby="confirm-paid"]')).toBeNull();
    expect((await merchantOrder(orderId)).paymentStatus).toBe('NOT_PAID');
    await clickButton(root, 'Mark as paid');
    await clickButton(await find(root, '[aria-labelledby="confirm-paid"]'), 'Mark as paid');
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The order is marked paid.');
    expect((await merchantOrder(orderId)).paymentStatus).toBe('PAID');
  });

  it('shows the amount of a refund before sending it, and refunds exactly that amount', async () => {
    const { orderId } = await placeOrder(t, [{ productId: bowl.id, quantity: 3 }]);
    await t.call('POST', `/ecom/v1/payments-collector/orders/${orderId}/mark-as-paid`, { token: await t.merchantKey(), body: {} });
    const root = await signedIn(t, OWNER, `/admin/orders/${orderId}`);
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="refund-title"]');
    fieldByLabel(form, 'Chosen items').click();
    await expect.poll(() => form.querySelector('input[name^="units-"]')).toBeTruthy();
    type(fieldByLabel(form, 'Units of Totals Bowl to refund (at most 3)'), '1');
    await submit(form);
    const question = await find(form, '[role="group"][aria-labelledby="confirm-refund"]');
    const line = (await merchantOrder(orderId)).lineItems[0];
    // One of three units: a third of the line's total after tax.
    const expected = `$${(Math.round((Number(line.totalPriceAfterTax.amount) * 100) / 3) / 100).toFixed(2)}`;
    expect(text(question.querySelector('p'))).toBe(`Record a refund of ${expected}? Give the money back yourself.`);
    expect((await merchantOrder(orderId)).paymentStatus).toBe('PAID');
    // A change asks again: the confirmation goes until the form is sent anew.
    type(fieldByLabel(form, 'Units of Totals Bowl to refund (at most 3)'), '2');
    await expect.poll(() => form.querySelector('[aria-labelledby="confirm-refund"]')).toBeNull();
    type(fieldByLabel(form, 'Units of Totals Bowl to refund (at most 3)'), '1');
    await submit(form);
    await clickButton(await find(form, '[aria-labelledby="confirm-refund"]'), `Refund ${expected}`);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe(`Refunded ${expected}.`);
    const refunded = await merchantOrder(orderId);
    expect(refunded.balanceSummary.refunded.formattedAmount).toBe(expected);
    expect(refunded.paymentStatus).toBe('PARTIALLY_REFUNDED');
  });
});

describe('the header', () => {
  it('names the shop, and the new name once Settings renamed it', async () => {
    const root = await signedIn(t, OWNER, '/admin/settings');
    await expect.poll(() => text(root.querySelector('.topbar .brand'))).toBe('Tote Demo Shop');
    const form = await find<HTMLFormElement>(root, 'form.form');
    type(fieldByLabel(form, 'Store name'), 'Bowls & Co');
    await submit(form);
    await expect.poll(() => text(root.querySelector('.topbar .brand'))).toBe('Bowls & Co');
  });
});
