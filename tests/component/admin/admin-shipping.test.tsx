// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The shipping page in happy-dom against the real store: zones with rates and brackets created and edited (refusals shown at their fields), deleted; pickup locations; the staff refusal.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clickButton, closeAdmin, errorOf, fieldByLabel, find, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-shipping.test', password: 'a long owner password' };
const STAFF = { email: 'staff@admin-shipping.test', password: 'a long staff password' };

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  await makeStaff(t, STAFF.email, STAFF.password, 'staff');
});

afterEach(() => {
  closeAdmin();
});

/** The fieldset of a form with this legend. */
function fieldset(root: ParentNode, legend: string): HTMLFieldSetElement {
  const found = [...root.querySelectorAll('fieldset')].find((f) => text(f.querySelector(':scope > legend')) === legend);
  if (!found) throw new Error(`no fieldset "${legend}"`);
  return found;
}

/** Answers the question asked before a dangerous action with its action. */
async function confirm(root: HTMLElement, question: string): Promise<void> {
  const group = await find(root, `[role="group"][aria-label="${question}"]`);
  group.querySelector<HTMLButtonElement>('.button-danger')!.click();
}

/** The row of a table with this text. */
function rowWith(root: ParentNode, section: string, needle: string): Element | undefined {
  return [...root.querySelectorAll(`[aria-labelledby="${section}"] tbody tr`)].find((r) => text(r).includes(needle));
}

/** The site's zones as the merchant API answers them. */
async function zones(): Promise<{ id: string; name: string; destinations: unknown[]; rates: Record<string, unknown>[] }[]> {
  return (await t.call('GET', '/tote/v1/shipping/zones', { token: await t.merchantKey() })).json().zones;
}

describe('shipping zones', () => {
  it('lists the zones with their rates and the pickup locations', async () => {
    const root = await signedIn(t, OWNER, '/admin/shipping');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Shipping');
    await expect.poll(() => rowWith(root, 'zones-title', 'Canada')).toBeTruthy();
    const canada = text(rowWith(root, 'zones-title', 'Canada'));
    expect(canada).toContain('Standard: $12.00 · free from $125.00 · 5-8 business days');
    expect(text(rowWith(root, 'zones-title', 'Alaska & Hawaii'))).toContain('US (US-AK, US-HI)');
    expect(text(rowWith(root, 'zones-title', 'United States'))).toContain('up to 1 kg: $5.00, up to 5 kg: $9.00, above: $15.00');
    expect(text(rowWith(root, 'pickup-title', 'Tote flagship store'))).toContain('350 5th Ave, New York');
  });

  it('marks a wrong country and overlapping brackets at their fields, keeps what was typed, then creates the zone the API answers', async () => {
    const root = await signedIn(t, OWNER, '/admin/shipping');
    await clickButton(root, 'Add zone');
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="zone-form-title"]');
    await expect.poll(() => document.activeElement?.id).toBe('zone-form-title');
    type(fieldByLabel(form, 'Zone name'), 'Japan');
    type(fieldByLabel(fieldset(form, 'Destination 1'), 'Country'), 'JA');
    const first = fieldset(form, 'Rate 1');
    type(fieldByLabel(first, 'Code'), 'standard');
    type(fieldByLabel(first, 'Title'), 'Standard');
    type(fieldByLabel(first, 'Price'), '12.50');
    type(fieldByLabel(first, 'Delivery time'), '7-10 business days');
    await clickButton(form, 'Add rate');
    const second = fieldset(form, 'Rate 2');
    type(fieldByLabel(second, 'Code'), 'heavy');
    type(fieldByLabel(second, 'Title'), 'By weight');
    type(fieldByLabel<HTMLSelectElement>(second, 'Priced'), 'BY_WEIGHT');
    await expect.poll(() => second.querySelectorAll('fieldset').length).toBe(1);
    type(fieldByLabel(fieldset(second, 'Bracket 1'), 'Up to (kg)'), '2');
    type(fieldByLabel(fieldset(second, 'Bracket 1'), 'Price'), '20');
    await clickButton(second, 'Add bracket');
    await expect.poll(() => second.querySelectorAll('fieldset').length).toBe(2);
    type(fieldByLabel(fieldset(second, 'Bracket 2'), 'Up to (kg)'), '1');
    type(fieldByLabel(fieldset(second, 'Bracket 2'), 'Price'), '30');
    await submit(form);

    const country = fieldByLabel(fieldset(form, 'Destination 1'), 'Country');
    await expect.poll(() => country.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(country)).toContain('ISO 3166-1 alpha-2');
    const overlapping = fieldByLabel(fieldset(second, 'Bracket 2'), 'Up to (kg)');
    expect(overlapping.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(overlapping)).toContain('overlaps the bracket before');
    expect(text(form.querySelector('.form-alert'))).toBe('Please correct the marked fields.');
    expect(country.value).toBe('JA');
    expect(fieldByLabel(first, 'Price').value).toBe('12.50');
    expect(fieldByLabel(fieldset(second, 'Bracket 1'), 'Price').value).toBe('20');

    type(country, 'JP');
    type(overlapping, '');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The zone Japan is created.');
    await expect.poll(() => root.querySelector('form[aria-labelledby="zone-form-title"]')).toBeNull();
    expect(text(rowWith(root, 'zones-title', 'Japan'))).toContain('Standard: $12.50 · 7-10 business days');
    expect(text(rowWith(root, 'zones-title', 'Japan'))).toContain('By weight: up to 2 kg: $20.00, above: $30.00');
    const japan = (await zones()).find((z) => z.name === 'Japan')!;
    expect(japan.destinations).toEqual([{ country: 'JP', subdivisions: [], postalCodePrefixes: [] }]);
    expect(japan.rates).toMatchObject([
      { code: 'standard', kind: 'FLAT', amount: '12.50', deliveryTime: '7-10 business days', freeOver: null },
      {
        code: 'heavy',
        kind: 'BY_WEIGHT',
        weightBrackets: [
          { maxWeight: '2.000', amount: '20.00' },
          { maxWeight: null, amount: '30.00' },
        ],
      },
    ]);
  });

  it('edits a zone’s rate and regions, keeping what the form does not show, then deletes a zone after asking', async () => {
    const root = await signedIn(t, OWNER, '/admin/shipping');
    await clickButton(root, 'Edit Canada');
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="zone-form-title"]');
    expect(text(form.querySelector('h2'))).toBe('Edit zone Canada');
    expect(fieldByLabel(fieldset(form, 'Destination 1'), 'Country').value).toBe('CA');
    const standard = fieldset(form, 'Rate 1');
    expect(fieldByLabel(standard, 'Price').value).toBe('12.00');
    type(fieldByLabel(standard, 'Price'), '13');
    type(fieldByLabel(fieldset(form, 'Destination 1'), 'Regions'), 'ON, QC');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The zone Canada is saved.');
    const canada = (await zones()).find((z) => z.name === 'Canada')!;
    expect(canada.destinations).toEqual([{ country: 'CA', subdivisions: ['CA-ON', 'CA-QC'], postalCodePrefixes: [] }]);
    expect(canada.rates).toMatchObject([
      { code: 'standard', amount: '13.00', freeOver: '125.00' },
      { code: 'express', amount: '25.00' },
    ]);
    expect(text(rowWith(root, 'zones-title', 'Canada'))).toContain('CA (CA-ON, CA-QC)');

    await clickButton(root, 'Delete United Kingdom');
    await confirm(root, 'Delete the zone United Kingdom with its rates?');
    await expect.poll(() => rowWith(root, 'zones-title', 'United Kingdom')).toBeUndefined();
    await expect.poll(async () => (await zones()).some((z) => z.name === 'United Kingdom')).toBe(false);
  });
});

describe('pickup locations', () => {
  it('marks a missing country, creates a location, marks hours that close before they open, edits it, and rolls back a refused delete with the store’s reason', async () => {
    const root = await signedIn(t, OWNER, '/admin/shipping');
    await clickButton(root, 'Add pickup location');
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="pickup-form-title"]');
    type(fieldByLabel(form, 'Name'), 'Berlin shop');
    type(fieldByLabel(form, 'Street and number'), 'Torstraße 1');
    type(fieldByLabel(form, 'City'), 'Berlin');
    type(fieldByLabel(form, 'Postal code'), '10119');
    type(fieldByLabel(form, 'Monday opens'), '10:00');
    type(fieldByLabel(form, 'Monday closes'), '19:00');
    await submit(form);
    const country = fieldByLabel(form, 'Country');
    await expect.poll(() => country.getAttribute('aria-invalid')).toBe('true');
    expect(fieldByLabel(form, 'City').value).toBe('Berlin');
    type(country, 'DE');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The pickup location Berlin shop is created.');
    await expect.poll(() => text(rowWith(root, 'pickup-title', 'Berlin shop'))).toContain('Torstraße 1, 10119 Berlin, DE');

    await clickButton(root, 'Edit Berlin shop');
    const edit = await find<HTMLFormElement>(root, 'form[aria-labelledby="pickup-form-title"]');
    type(fieldByLabel(edit, 'Name'), 'Berlin store');
    expect(fieldByLabel(edit, 'Monday closes').value).toBe('19:00');
    type(fieldByLabel(edit, 'Tuesday opens'), '12:00');
    type(fieldByLabel(edit, 'Tuesday closes'), '11:00');
    await submit(edit);
    const closes = fieldByLabel(edit, 'Tuesday closes');
    await expect.poll(() => closes.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(closes)).toBe('must be after open');
    expect(fieldByLabel(edit, 'Name').value).toBe('Berlin store');
    type(closes, '18:00');
    await submit(edit);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The pickup location Berlin store is saved.');
    const locations = (await t.call('GET', '/tote/v1/shipping/pickup-locations', { token: await t.merchantKey() })).json().pickupLocations;
    expect(locations.find((l: { name: string }) => l.name === 'Berlin store')).toMatchObject({
      address: { country: 'DE', city: 'Berlin', postalCode: '10119' },
      hours: [
        { day: 'MONDAY', open: '10:00', close: '19:00' },
        { day: 'TUESDAY', open: '12:00', close: '18:00' },
      ],
    });
    expect(text(rowWith(root, 'pickup-title', 'Berlin store'))).toContain('Mon 10:00–19:00, Tue 12:00–18:00');

    // The demo's pickup rate picks up at the flagship store: the store refuses, the row comes back.
    await clickButton(root, 'Delete Tote flagship store');
    await confirm(root, 'Delete the pickup location Tote flagship store?');
    await expect.poll(() => text(root.querySelector('[role="alert"].notice'))).toContain('Pickup location in use');
    expect(rowWith(root, 'pickup-title', 'Tote flagship store')).toBeTruthy();
  });
});

describe('the staff role', () => {
  it('does not see Shipping or Tax in the nav and hears the owner-only reason on the page', async () => {
    const root = await signedIn(t, STAFF, '/admin/shipping');
    await expect.poll(() => text(root.querySelector('.state-error p'))).toBe('Only the store owner can do this.');
    expect([...root.querySelectorAll('nav a')].map((a) => text(a))).toEqual(['Home', 'Orders', 'Products', 'Collections', 'Inventory']);
  });
});
