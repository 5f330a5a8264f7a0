// What shoppers read about an option: delivery days as text, pickup instructions with opening hours.
import { describe, expect, it } from 'vitest';
import { deliveryTimeText, instructionsText, openingHoursText } from '../../../src/server/shipping/delivery-text.js';

describe('delivery text', () => {
  it("keeps the merchant's own delivery time, else says the days", () => {
    expect(deliveryTimeText({ deliveryTime: 'Next day', minDays: 1, maxDays: 2 })).toBe('Next day');
    expect(deliveryTimeText({ deliveryTime: null, minDays: 3, maxDays: 5 })).toBe('3-5 business days');
    expect(deliveryTimeText({ deliveryTime: null, minDays: 1, maxDays: 1 })).toBe('1 business day');
    expect(deliveryTimeText({ deliveryTime: null, minDays: null, maxDays: 7 })).toBe('Up to 7 business days');
    expect(deliveryTimeText({ deliveryTime: null, minDays: 2, maxDays: null })).toBe('From 2 business days');
    expect(deliveryTimeText({ deliveryTime: null })).toBeUndefined();
  });

  it('adds the opening hours of a pickup location to the instructions', () => {
    const hours = [
      { day: 'MONDAY' as const, open: '10:00', close: '19:00' },
      { day: 'SATURDAY' as const, open: '10:00', close: '14:00' },
    ];
    expect(openingHoursText(hours)).toBe('Opening hours: Mon 10:00-19:00, Sat 10:00-14:00');
    expect(instructionsText({ instructions: 'Bring your order number.', pickup: { name: 'Shop', address: {}, hours } })).toBe(
      'Bring your order number.\nOpening hours: Mon 10:00-19:00, Sat 10:00-14:00',
    );
    expect(instructionsText({ instructions: null, pickup: { name: 'Shop', address: {} } })).toBeUndefined();
  });
});
