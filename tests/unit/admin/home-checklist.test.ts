// Home's set-up checklist: each item done only by what it names, linked to its page, and the checklist done only when all are.
import { describe, expect, it } from 'vitest';
import { CHECKLIST_PAGES, checklistDone, homeChecklist, type ShopFacts } from '../../../src/admin/core/home-checklist.js';

const FRESH: ShopFacts = {
  stripeConnected: false,
  offlinePaymentInstructions: '',
  zones: [],
  taxRates: 0,
  noTax: false,
  visibleProducts: 0,
  origins: [{ origin: 'https://shop.example', lastSeenAt: null }],
};
const RATE = {
  id: 'r',
  code: 'std',
  title: 'Standard',
  kind: 'FLAT' as const,
  amount: '5',
  freeOver: null,
  deliveryTime: null,
  minDays: null,
  maxDays: null,
  instructions: null,
  pickupLocationId: null,
};
const DONE: ShopFacts = {
  stripeConnected: true,
  offlinePaymentInstructions: '',
  zones: [{ destinations: [{ country: 'DE', subdivisions: [], postalCodePrefixes: [] }], rates: [RATE] }],
  taxRates: 1,
  noTax: false,
  visibleProducts: 1,
  origins: [{ origin: 'https://shop.example', lastSeenAt: '2026-05-04T10:00:00.000Z' }],
};

/** Which items are done. */
function doneOf(facts: ShopFacts): Record<string, boolean> {
  return Object.fromEntries(homeChecklist(facts).map((item) => [item.key, item.done]));
}

describe('the home checklist', () => {
  it('starts with nothing done, in order, each item linked to its page', () => {
    const items = homeChecklist(FRESH);
    expect(items).toEqual([
      { key: 'payments', done: false, to: 'settings/payments' },
      { key: 'shipping', done: false, to: 'shipping' },
      { key: 'tax', done: false, to: 'tax' },
      { key: 'product', done: false, to: 'products/new' },
      { key: 'installed', done: false, to: 'install' },
    ]);
    expect(checklistDone(items)).toBe(false);
    expect(Object.keys(CHECKLIST_PAGES)).toEqual(items.map((i) => i.key));
  });

  it('counts payments done by Stripe or by offline instructions, not by blank ones', () => {
    expect(doneOf({ ...FRESH, stripeConnected: true }).payments).toBe(true);
    expect(doneOf({ ...FRESH, offlinePaymentInstructions: 'Pay by bank transfer to …' }).payments).toBe(true);
    expect(doneOf({ ...FRESH, offlinePaymentInstructions: '   ' }).payments).toBe(false);
  });

  it('counts shipping done only by a zone with a destination and a rate', () => {
    const dest = [{ country: '*', subdivisions: [], postalCodePrefixes: [] }];
    expect(doneOf({ ...FRESH, zones: [{ destinations: dest, rates: [] }] }).shipping).toBe(false);
    expect(doneOf({ ...FRESH, zones: [{ destinations: [], rates: [RATE] }] }).shipping).toBe(false);
    expect(
      doneOf({
        ...FRESH,
        zones: [
          { destinations: [], rates: [RATE] },
          { destinations: dest, rates: [RATE] },
        ],
      }).shipping,
    ).toBe(true);
  });

  it('counts tax done by a rate or by "no tax" said', () => {
    expect(doneOf({ ...FRESH, taxRates: 2 }).tax).toBe(true);
    expect(doneOf({ ...FRESH, noTax: true }).tax).toBe(true);
  });

  it('counts a visible product and an origin seen', () => {
    expect(doneOf({ ...FRESH, visibleProducts: 1 }).product).toBe(true);
    expect(doneOf({ ...FRESH, origins: [] }).installed).toBe(false);
    expect(doneOf({ ...FRESH, origins: [...FRESH.origins, { origin: 'https://b.example', lastSeenAt: '2026-05-04T10:00:00.000Z' }] }).installed).toBe(true);
  });

  it('is done when every item is, and not when one is missing', () => {
    expect(checklistDone(homeChecklist(DONE))).toBe(true);
    for (const missing of [{ stripeConnected: false }, { zones: [] }, { taxRates: 0 }, { visibleProducts: 0 }, { origins: FRESH.origins }])
      expect(checklistDone(homeChecklist({ ...DONE, ...missing }))).toBe(false);
  });
});
