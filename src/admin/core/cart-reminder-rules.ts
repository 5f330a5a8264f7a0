// Cart reminders in the dashboard: the delays the owner picks from, how a delay reads, and the figures of what reminders brought back.
import { MAX_REMINDER_DELAY_MINUTES, MIN_REMINDER_DELAY_MINUTES, type CartReminderStats } from '../../wire/cart-reminders.js';

/** The delays offered, in minutes: half an hour to a week. */
export const DELAY_CHOICES = [30, 60, 120, 240, 480, 720, 1440, 2880, 4320, 10080];

/** Words for a delay, in the dashboard's language. */
export interface DelayWords {
  minutes: (n: number) => string;
  hours: (n: number) => string;
  days: (n: number) => string;
}

/** The delays to choose from: {@link DELAY_CHOICES}, with the current one (set through the API) in its place when it is not one of them. */
export function delayChoices(current: number): number[] {
  const valid = Number.isInteger(current) && current >= MIN_REMINDER_DELAY_MINUTES && current <= MAX_REMINDER_DELAY_MINUTES;
  return valid && !DELAY_CHOICES.includes(current) ? [...DELAY_CHOICES, current].sort((a, b) => a - b) : DELAY_CHOICES;
}

/** A delay in the largest whole unit: 2880 → "2 days", 240 → "4 hours", 90 → "90 minutes". */
export function delayLabel(minutes: number, words: DelayWords): string {
  if (minutes % 1440 === 0) return words.days(minutes / 1440);
  if (minutes % 60 === 0) return words.hours(minutes / 60);
  return words.minutes(minutes);
}

/** What the figures show: counts, the share of reminders that brought the cart back, and the revenue per currency. */
export interface ReminderFigures {
  sent: number;
  restored: number;
  /** Whole percent of sent reminders whose cart came back; undefined when none was sent. */
  restoredPercent: number | undefined;
  orders: number;
  /** The orders' totals, one per currency, largest first. */
  revenue: { currency: string; amount: string }[];
}

/** The figures of the stats endpoint's answer. */
export function reminderFigures(stats: CartReminderStats): ReminderFigures {
  return {
    sent: stats.sent,
    restored: stats.restored,
    restoredPercent: stats.sent > 0 ? Math.round((stats.restored / stats.sent) * 100) : undefined,
    orders: stats.orders,
    revenue: [...stats.revenue].filter((r) => Number(r.amount) !== 0).sort((a, b) => Number(b.amount) - Number(a.amount)),
  };
}
