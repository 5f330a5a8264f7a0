// The dashboard's rules of cart reminders: the delays offered, how a delay reads, the figures of the stats endpoint.
import { describe, expect, it } from 'vitest';
import { DELAY_CHOICES, delayChoices, delayLabel, reminderFigures } from '../../../src/admin/core/cart-reminder-rules.js';
import { de } from '../../../src/admin/i18n/de.js';
import { en } from '../../../src/admin/i18n/en.js';
import { DEFAULT_CART_REMINDERS, MAX_REMINDER_DELAY_MINUTES, MIN_REMINDER_DELAY_MINUTES } from '../../../src/wire/cart-reminders.js';

describe('cart reminder rules', () => {
  it('offers half an hour to a week, the default among them, and keeps a delay set through the API in its place', () => {
    expect(DELAY_CHOICES[0]).toBe(MIN_REMINDER_DELAY_MINUTES);
    expect(DELAY_CHOICES.at(-1)).toBe(MAX_REMINDER_DELAY_MINUTES);
    expect(delayChoices(DEFAULT_CART_REMINDERS.delayMinutes)).toBe(DELAY_CHOICES);
    expect(delayChoices(90)).toEqual([30, 60, 90, 120, 240, 480, 720, 1440, 2880, 4320, 10080]);
    // Out of range or not whole: never offered.
    expect(delayChoices(5)).toBe(DELAY_CHOICES);
    expect(delayChoices(99999)).toBe(DELAY_CHOICES);
    expect(delayChoices(90.5)).toBe(DELAY_CHOICES);
  });

  it('reads a delay in its largest whole unit, in English and German', () => {
    expect(DELAY_CHOICES.map((m) => delayLabel(m, en.reminders))).toEqual([
      '30 minutes',
      '1 hour',
      '2 hours',
      '4 hours',
      '8 hours',
      '12 hours',
      '1 day',
      '2 days',
      '3 days',
      '7 days',
    ]);
    expect(delayLabel(90, en.reminders)).toBe('90 minutes');
    expect([30, 60, 1440, 2880].map((m) => delayLabel(m, de.reminders))).toEqual(['30 Minuten', '1 Stunde', '1 Tag', '2 Tagen']);
  });

  it('turns the stats into figures: the share brought back, revenue per currency largest first, nothing divided by zero', () => {
    expect(reminderFigures({ sent: 0, restored: 0, orders: 0, revenue: [] })).toEqual({
      sent: 0,
      restored: 0,
      restoredPercent: undefined,
      orders: 0,
      revenue: [],
    });
    expect(
      reminderFigures({
        sent: 3,
        restored: 2,
        orders: 2,
        revenue: [
          { currency: 'EUR', amount: '12.00' },
          { currency: 'USD', amount: '80.50' },
          { currency: 'GBP', amount: '0.00' },
        ],
      }),
    ).toEqual({
      sent: 3,
      restored: 2,
      restoredPercent: 67,
      orders: 2,
      revenue: [
        { currency: 'USD', amount: '80.50' },
        { currency: 'EUR', amount: '12.00' },
      ],
    });
  });
});
