// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The discounts page in happy-dom against the real store: coupons and automatic discounts created (refusals shown at their fields), switched off, rolled back, deleted.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserFetch, clickButton, closeAdmin, fieldByLabel, find, openAdmin, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-discounts.test', password: 'a long owner password' };
const STAFF = { email: 'staff@admin-discounts.test', password: 'a long staff password' };

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  await makeStaff(t, STAFF.email, STAFF.password, 'staff');
});

afterEach(() => {
  closeAdmin();
});

/** Opens the dashboard at `path` signed in as `who`. */
async function signedIn(who: { email: string; password: string }, path: string): Promise<HTMLElement> {
  const root = await openAdmin(browserFetch(t).fetch, path);
  await find(root, 'form');
  type(fieldByLabel(root, 'E-mail'), who.email);
  type(fieldByLabel(root, 'Password'), who.password);
  await submit(root.querySelector('form'));
  await find(root, 'nav');
  return root;
}

/** The error text tied to a control by aria-describedby. */
function errorOf(control: HTMLElement): string {
  const id = control.getAttribute('aria-describedby')?.split(' ').pop();
  return id ? text(document.getElementById(id)) : '';
}

/** Answers the question asked before a dangerous action with its action. */
async function confirm(root: HTMLElement, question: string): Promise<void> {
  const group = await find(root, `[role="group"][aria-label="${question}"]`);
  group.querySelector<HTMLButtonElement>('.button-danger')!.click();
}

/** The coupon of this code as the merchant API answers it. */
async function couponByCode(code: string) {
  const answer = await t.call('POST', '/stores/v2/coupons/query', {
    token: await t.merchantKey(),
    body: { query: { filter: { 'specification.code': { $eq: code } } } },
  });
  return answer.json().coupons[0];
}

describe('coupons', () => {
  it('shows the store’s violation at the code field and keeps what was typed, then creates a percent coupon the API answers', async () => {
    const root = await signedIn(OWNER, '/admin/discounts');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Discounts');
    // The demo site's own coupons are listed.
    await expect.poll(() => text(root.querySelector('[aria-labelledby="coupons-title"] tbody'))).toContain('WELCOME10');
    const form = root.querySelector<HTMLFormElement>('form[aria-labelledby="new-coupon-title"]')!;
    type(fieldByLabel(form, 'Code'), 'SAVE 10');
    type(fieldByLabel(form, 'Percent off'), '10');
    type(fieldByLabel(form, 'Minimum subtotal'), '20');
    type(fieldByLabel(form, 'Usage limit'), '5');
    type(fieldByLabel(form, 'Expires'), '2099-12-31');
    await submit(form);
    const code = fieldByLabel(form, 'Code');
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(code)).not.toBe('');
    expect(code.value).toBe('SAVE 10');
    expect(fieldByLabel(form, 'Percent off').value).toBe('10');
    expect(fieldByLabel(form, 'Usage limit').value).toBe('5');
    expect(fieldByLabel(form, 'Expires').value).toBe('2099-12-31');

    type(code, 'SAVE10');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The coupon SAVE10 is created.');
    const row = [...root.querySelectorAll('[aria-labelledby="coupons-title"] tbody tr')].find((r) => text(r).includes('SAVE10'))!;
    expect(text(row)).toContain('10% off');
    expect(text(row)).toContain('0 / 5');
    expect(text(row)).toContain('Active');
    expect(fieldByLabel(form, 'Code').value).toBe('');
    const coupon = await couponByCode('SAVE10');
    expect(coupon.specification).toMatchObject({ percentOffRate: 10, minimumSubtotal: 20, usageLimit: 5, active: true });
    expect(new Date(coupon.specification.expirationTime).toISOString()).toBe('2099-12-31T00:00:00.000Z');
  });

  it('switches a coupon off, then rolls a refused switch back with the store’s reason, and deletes one after asking', async () => {
    const token = await t.merchantKey();
    const spec = { startTime: Date.now(), scope: { namespace: 'stores' } };
    await t.call('POST', '/stores/v2/coupons', { token, body: { specification: { ...spec, name: 'Five off', code: 'FIVEOFF', moneyOffAmount: 5 } } });
    const gone = (
      await t.call('POST', '/stores/v2/coupons', {
        token,
        body: { specification: { name: 'Ship', code: 'SHIPFREE', startTime: Date.now(), freeShipping: true } },
      })
    ).json().id;
    const root = await signedIn(OWNER, '/admin/discounts');
    await expect.poll(() => text(root.querySelector('[aria-labelledby="coupons-title"] tbody'))).toContain('FIVEOFF');
    expect(text(root.querySelector('[aria-labelledby="coupons-title"] tbody'))).toContain('Free shipping');

    await clickButton(root, 'Turn off FIVEOFF');
    await expect.poll(async () => (await couponByCode('FIVEOFF')).specification.active).toBe(false);
    expect(text([...root.querySelectorAll('tbody tr')].find((r) => text(r).includes('FIVEOFF')))).toContain('Off');

    // Deleted behind the page's back: switching it off is refused and the row shows it on again.
    await t.call('DELETE', `/stores/v2/coupons/${gone}`, { token });
    await clickButton(root, 'Turn off SHIPFREE');
    await expect.poll(() => text(root.querySelector('[role="alert"].notice'))).toContain('Coupon');
    expect(text([...root.querySelectorAll('tbody tr')].find((r) => text(r).includes('SHIPFREE')))).toContain('Active');

    await clickButton(root, 'Delete FIVEOFF');
    await confirm(root, 'Delete the coupon FIVEOFF? Carts holding it lose it.');
    await expect.poll(() => text(root.querySelector('[aria-labelledby="coupons-title"] tbody'))).not.toContain('FIVEOFF');
    await expect.poll(() => couponByCode('FIVEOFF')).toBeUndefined();
  });
});

describe('automatic discounts', () => {
  it('shows a percentage over 100 at its field, then creates a discount from a subtotal and deletes it', async () => {
    const root = await signedIn(OWNER, '/admin/discounts');
    await expect.poll(() => text(root.querySelector('[aria-labelledby="rules-title"]'))).toContain('No automatic discounts yet.');
    const form = root.querySelector<HTMLFormElement>('form[aria-labelledby="new-rule-title"]')!;
    type(fieldByLabel(form, 'Name'), 'Summer sale');
    type(fieldByLabel(form, 'Percent off'), '150');
    type(fieldByLabel(form, 'Minimum subtotal'), '50');
    await submit(form);
    const percent = fieldByLabel(form, 'Percent off');
    await expect.poll(() => percent.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(percent)).toBe('must be at most 100');
    expect(fieldByLabel(form, 'Name').value).toBe('Summer sale');

    type(percent, '15');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[aria-labelledby="rules-title"] tbody'))).toContain('Summer sale');
    const row = root.querySelector('[aria-labelledby="rules-title"] tbody tr')!;
    expect(text(row)).toContain('15% off');
    expect(text(row)).toMatch(/From \$50\.00|From 50/);
    const rules = (await t.call('POST', '/ecom/v1/discount-rules/query', { token: await t.merchantKey(), body: {} })).json().discountRules;
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ name: 'Summer sale', active: true, trigger: { subtotalRange: { from: '50.00' } } });

    await clickButton(root, 'Turn off Summer sale');
    await expect
      .poll(async () => (await t.call('GET', `/ecom/v1/discount-rules/${rules[0].id}`, { token: await t.merchantKey() })).json().discountRule.active)
      .toBe(false);
    await clickButton(root, 'Delete Summer sale');
    await confirm(root, 'Delete the discount Summer sale?');
    await expect.poll(() => text(root.querySelector('[aria-labelledby="rules-title"]'))).toContain('No automatic discounts yet.');
    await expect.poll(async () => (await t.call('GET', `/ecom/v1/discount-rules/${rules[0].id}`, { token: await t.merchantKey() })).statusCode).toBe(404);
  });

  it('is the owner’s: a staff account sees the reason', async () => {
    const root = await signedIn(STAFF, '/admin/discounts');
    await expect.poll(() => text(root.querySelector('.state-error p'))).toBe('Only the store owner can do this.');
  });
});
