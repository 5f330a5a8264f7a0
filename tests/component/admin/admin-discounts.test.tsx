// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The discounts page in happy-dom against the real store: coupons and automatic discounts created (refusals shown at their fields), switched off, rolled back, deleted.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clickButton, closeAdmin, errorOf, fieldByLabel, find, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { STORES_APP_ID } from '../../../src/wire/cart.js';
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
    const root = await signedIn(t, OWNER, '/admin/discounts');
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
    const root = await signedIn(t, OWNER, '/admin/discounts');
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

  it('edits a coupon: the form opens with its values, a refusal keeps what was typed, a saved change shows in its row and the API', async () => {
    const token = await t.merchantKey();
    await t.call('POST', '/stores/v2/coupons', {
      token,
      body: {
        specification: {
          name: 'Spring',
          code: 'SPRING5',
          startTime: Date.parse('2026-03-01T00:00:00Z'),
          usageLimit: 9,
          minimumSubtotal: 30,
          scope: { namespace: 'stores' },
          moneyOffAmount: 5,
        },
      },
    });
    const root = await signedIn(t, OWNER, '/admin/discounts');
    await clickButton(root, 'Edit SPRING5');
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="edit-coupon-title"]');
    expect(text(form.querySelector('h2'))).toBe('Edit coupon SPRING5');
    await expect.poll(() => document.activeElement).toBe(form.querySelector('h2'));
    expect(root.querySelector('form[aria-labelledby="new-coupon-title"]')).toBeNull();
    expect(fieldByLabel<HTMLSelectElement>(form, 'Type').value).toBe('MONEY_OFF_AMOUNT');
    expect(fieldByLabel(form, 'Amount off the order').value).toBe('5');
    expect(fieldByLabel(form, 'Coupon name').value).toBe('Spring');
    expect(fieldByLabel(form, 'Minimum subtotal').value).toBe('30');
    expect(fieldByLabel(form, 'Usage limit').value).toBe('9');
    expect(fieldByLabel(form, 'Starts').value).toBe('2026-03-01');

    // A percent over 100 is refused at its field; what was typed stays.
    type(fieldByLabel<HTMLSelectElement>(form, 'Type'), 'PERCENT_OFF_RATE');
    await expect.poll(() => fieldByLabel(form, 'Percent off')).toBeTruthy();
    type(fieldByLabel(form, 'Percent off'), '120');
    type(fieldByLabel(form, 'Usage limit'), '');
    await submit(form);
    const percent = fieldByLabel(form, 'Percent off');
    await expect.poll(() => percent.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(percent)).not.toBe('');
    expect(percent.value).toBe('120');
    expect(fieldByLabel(form, 'Usage limit').value).toBe('');
    expect((await couponByCode('SPRING5')).specification).toMatchObject({ moneyOffAmount: 5, usageLimit: 9 });

    type(percent, '25');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The coupon SPRING5 is saved.');
    await expect.poll(() => root.querySelector('form[aria-labelledby="edit-coupon-title"]')).toBeNull();
    expect(root.querySelector('form[aria-labelledby="new-coupon-title"]')).not.toBeNull();
    const row = [...root.querySelectorAll('[aria-labelledby="coupons-title"] tbody tr')].find((r) => text(r).includes('SPRING5'))!;
    expect(text(row)).toContain('25% off');
    expect(text(row)).not.toContain('/ 9');
    const spec = (await couponByCode('SPRING5')).specification;
    expect(spec).toMatchObject({ percentOffRate: 25, minimumSubtotal: 30, name: 'Spring', active: true });
    expect(spec.moneyOffAmount).toBeUndefined();
    expect(spec.usageLimit).toBeUndefined();

    // Cancel closes the form without a call.
    await clickButton(root, 'Edit SPRING5');
    const again = await find<HTMLFormElement>(root, 'form[aria-labelledby="edit-coupon-title"]');
    type(fieldByLabel(again, 'Percent off'), '30');
    await clickButton(again, 'Cancel');
    await expect.poll(() => root.querySelector('form[aria-labelledby="edit-coupon-title"]')).toBeNull();
    expect((await couponByCode('SPRING5')).specification.percentOffRate).toBe(25);
  });
});

describe('automatic discounts', () => {
  it('shows a percentage over 100 at its field, then creates a discount from a subtotal and deletes it', async () => {
    const root = await signedIn(t, OWNER, '/admin/discounts');
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

  it('edits an automatic discount: percent to an amount, the minimum removed; a change made elsewhere meanwhile is refused with the reason', async () => {
    const token = await t.merchantKey();
    const everyProduct = { specificItemsInfo: { scopes: [{ type: 'CATALOG_ITEM', catalogItemFilter: { catalogAppId: STORES_APP_ID } }] } };
    const created = await t.call('POST', '/ecom/v1/discount-rules', {
      token,
      body: {
        discountRule: {
          name: 'Autumn',
          active: true,
          trigger: { triggerType: 'SUBTOTAL_RANGE', subtotalRange: { from: '40' } },
          discounts: { values: [{ targetType: 'SPECIFIC_ITEMS', ...everyProduct, discountType: 'PERCENTAGE', percentage: 10 }] },
        },
      },
    });
    const id = created.json().discountRule.id as string;
    const root = await signedIn(t, OWNER, '/admin/discounts');
    await clickButton(root, 'Edit Autumn');
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="edit-rule-title"]');
    expect(text(form.querySelector('h2'))).toBe('Edit discount Autumn');
    expect(fieldByLabel(form, 'Name').value).toBe('Autumn');
    expect(fieldByLabel(form, 'Percent off').value).toBe('10');
    expect(fieldByLabel(form, 'Minimum subtotal').value).toBe('40.00');

    type(fieldByLabel<HTMLSelectElement>(form, 'Type'), 'FIXED_AMOUNT');
    await expect.poll(() => fieldByLabel(form, 'Amount off each item')).toBeTruthy();
    type(fieldByLabel(form, 'Amount off each item'), '3');
    type(fieldByLabel(form, 'Minimum subtotal'), '');
    type(fieldByLabel(form, 'Name'), 'Autumn deal');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The discount Autumn deal is saved.');
    const rule = (await t.call('GET', `/ecom/v1/discount-rules/${id}`, { token })).json().discountRule;
    expect(rule).toMatchObject({ name: 'Autumn deal', active: true, discounts: { values: [{ discountType: 'FIXED_AMOUNT', fixedAmount: '3.00' }] } });
    expect(rule.trigger).toBeUndefined();
    const row = [...root.querySelectorAll('[aria-labelledby="rules-title"] tbody tr')].find((r) => text(r).includes('Autumn deal'))!;
    expect(text(row)).toContain('None');

    // Changed elsewhere after the page read it: the save is refused with the store's reason and the form keeps what was typed.
    await clickButton(root, 'Edit Autumn deal');
    const again = await find<HTMLFormElement>(root, 'form[aria-labelledby="edit-rule-title"]');
    await t.call('PATCH', `/ecom/v1/discount-rules/${id}`, { token, body: { discountRule: { revision: rule.revision, name: 'Autumn deal' } } });
    type(fieldByLabel(again, 'Amount off each item'), '4');
    await submit(again);
    await expect.poll(() => text(again.querySelector('.form-alert'))).not.toBe('');
    expect(fieldByLabel(again, 'Amount off each item').value).toBe('4');
    expect((await t.call('GET', `/ecom/v1/discount-rules/${id}`, { token })).json().discountRule.discounts.values[0].fixedAmount).toBe('3.00');
  });

  it('is the owner’s: a staff account sees the reason', async () => {
    const root = await signedIn(t, STAFF, '/admin/discounts');
    await expect.poll(() => text(root.querySelector('.state-error p'))).toBe('Only the store owner can do this.');
  });
});

describe('in German', () => {
  it('creates a coupon with the German labels, shows a refusal and the saved notice in German, and edits it in German', async () => {
    const root = await signedIn(t, OWNER, '/admin/discounts');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Discounts');
    type(fieldByLabel<HTMLSelectElement>(root, 'Language'), 'de');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Rabatte');
    expect(document.documentElement.lang).toBe('de');
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="new-coupon-title"]');
    expect(text(form.querySelector('h2'))).toBe('Neuer Gutschein');

    type(fieldByLabel(form, 'Code'), 'HERBST 15');
    type(fieldByLabel(form, 'Prozent Rabatt'), '15');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="alert"].notice'))).toBe('Bitte korrigiere die markierten Felder.');
    expect(fieldByLabel(form, 'Code').getAttribute('aria-invalid')).toBe('true');
    expect(fieldByLabel(form, 'Prozent Rabatt').value).toBe('15');

    type(fieldByLabel(form, 'Code'), 'HERBST15');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('Der Gutschein HERBST15 ist erstellt.');
    const row = () => [...root.querySelectorAll('[aria-labelledby="coupons-title"] tbody tr')].find((r) => text(r).includes('HERBST15'))!;
    expect(text(row())).toContain('15 % Rabatt');
    expect(text(row())).toContain('Aktiv');

    await clickButton(root, 'HERBST15 bearbeiten');
    const edit = await find<HTMLFormElement>(root, 'form[aria-labelledby="edit-coupon-title"]');
    expect(text(edit.querySelector('h2'))).toBe('Gutschein HERBST15 bearbeiten');
    type(fieldByLabel(edit, 'Prozent Rabatt'), '20');
    await clickButton(edit, 'Gutschein speichern');
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('Der Gutschein HERBST15 ist gespeichert.');
    await expect.poll(() => text(row())).toContain('20 % Rabatt');
    expect((await couponByCode('HERBST15')).specification.percentOffRate).toBe(20);
  });
});
