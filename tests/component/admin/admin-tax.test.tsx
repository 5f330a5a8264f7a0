// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The tax page in happy-dom against the real store: settings saved, tax rates created (refusals at their fields), edited, a second rate for a place refused, deleted; in German.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clickButton, closeAdmin, errorOf, fieldByLabel, find, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-tax.test', password: 'a long owner password' };
const STAFF = { email: 'staff@admin-tax.test', password: 'a long staff password' };

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  await makeStaff(t, STAFF.email, STAFF.password, 'staff');
});

afterEach(() => {
  closeAdmin();
});

/** The row of the rates table with this text. */
function rateRow(root: ParentNode, needle: string): Element | undefined {
  return [...root.querySelectorAll('[aria-labelledby="tax-rates-title"] tbody tr')].find((r) => text(r).includes(needle));
}

/** The site's tax rates as the merchant API answers them. */
async function taxRates(): Promise<{ id: string; country: string; subdivision: string | null; name: string; rate: string; reducedRate: string | null }[]> {
  return (await t.call('GET', '/tote/v1/tax/rates', { token: await t.merchantKey() })).json().taxRates;
}

describe('tax settings', () => {
  it('saves prices with tax included and untaxed shipping, as the API then answers', async () => {
    const root = await signedIn(t, OWNER, '/admin/tax');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Tax');
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="tax-settings-title"]');
    const included = fieldByLabel(form, 'Catalog prices include tax');
    const shipping = fieldByLabel(form, 'Charge tax on shipping');
    expect(included.checked).toBe(false);
    included.click();
    if (shipping.checked) shipping.click();
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The tax settings are saved.');
    const settings = (await t.call('GET', '/tote/v1/tax/settings', { token: await t.merchantKey() })).json().taxSettings;
    expect(settings).toEqual({ pricesIncludeTax: true, taxShipping: false, noTax: false });
  });
});

describe('tax rates', () => {
  it('lists the rates, marks a rate over 100 % at its field keeping what was typed, then creates one the API answers', async () => {
    const root = await signedIn(t, OWNER, '/admin/tax');
    await expect.poll(() => rateRow(root, 'MwSt')).toBeTruthy();
    expect(text(rateRow(root, 'California Sales Tax'))).toContain('US-CA');
    expect(text(rateRow(root, 'California Sales Tax'))).toContain('7.25%');
    await clickButton(root, 'Add tax rate');
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="tax-rate-form-title"]');
    type(fieldByLabel(form, 'Country'), 'JP');
    type(fieldByLabel(form, 'Name'), 'Consumption tax');
    type(fieldByLabel(form, 'Rate (%)'), '150');
    type(fieldByLabel(form, 'Reduced rate (%)'), '8');
    await submit(form);
    const rate = fieldByLabel(form, 'Rate (%)');
    await expect.poll(() => rate.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(rate)).toBe('must be at most 100 (percent)');
    expect(fieldByLabel(form, 'Name').value).toBe('Consumption tax');
    expect(fieldByLabel(form, 'Reduced rate (%)').value).toBe('8');

    type(rate, '10');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The tax rate Consumption tax is created.');
    await expect.poll(() => text(rateRow(root, 'Consumption tax'))).toContain('10%');
    expect(text(rateRow(root, 'Consumption tax'))).toContain('8%');
    expect((await taxRates()).find((r) => r.country === 'JP')).toMatchObject({ subdivision: null, name: 'Consumption tax', rate: '10', reducedRate: '8' });
  });

  it('refuses a second rate for a place with the store’s reason, edits a rate and deletes one after asking', async () => {
    const root = await signedIn(t, OWNER, '/admin/tax');
    await clickButton(root, 'Add tax rate');
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="tax-rate-form-title"]');
    type(fieldByLabel(form, 'Country'), 'DE');
    type(fieldByLabel(form, 'Name'), 'USt');
    type(fieldByLabel(form, 'Rate (%)'), '19');
    await submit(form);
    await expect.poll(() => text(form.querySelector('.form-alert'))).toBe('Tax rate already exists');
    expect(fieldByLabel(form, 'Name').value).toBe('USt');
    await clickButton(form, 'Cancel');

    await clickButton(root, 'Edit MwSt (DE)');
    const edit = await find<HTMLFormElement>(root, 'form[aria-labelledby="tax-rate-form-title"]');
    expect(fieldByLabel(edit, 'Rate (%)').value).toBe('19');
    type(fieldByLabel(edit, 'Reduced rate (%)'), '7');
    await submit(edit);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The tax rate MwSt is saved.');
    expect((await taxRates()).find((r) => r.country === 'DE')).toMatchObject({ rate: '19', reducedRate: '7' });

    await clickButton(root, 'Delete BTW (NL)');
    const group = await find(root, '[role="group"][aria-label="Delete the tax rate BTW (NL)?"]');
    group.querySelector<HTMLButtonElement>('.button-danger')!.click();
    await expect.poll(() => rateRow(root, 'BTW')).toBeUndefined();
    await expect.poll(async () => (await taxRates()).some((r) => r.country === 'NL')).toBe(false);
  });

  it('speaks German', async () => {
    const root = await signedIn(t, OWNER, '/admin/tax');
    await expect.poll(() => rateRow(root, 'MwSt')).toBeTruthy();
    type(root.querySelector<HTMLSelectElement>('#language')!, 'de');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Steuern');
    await expect.poll(() => text(root.querySelector('#tax-rates-title'))).toBe('Steuersätze');
    expect([...root.querySelectorAll('nav a')].map((a) => text(a))).toContain('Versand');
  });
});

describe('the staff role', () => {
  it('hears the owner-only reason on the tax page', async () => {
    const root = await signedIn(t, STAFF, '/admin/tax');
    await expect.poll(() => text(root.querySelector('.state-error p'))).toBe('Only the store owner can do this.');
  });
});
