// The words shoppers see for a shipping option: its delivery time (text or days) and pickup instructions with opening hours.
import type { OpeningHours } from '../db/commerce-tables.js';
import type { ShippingOptionRule } from '../pricing/index.js';

const DAY_NAMES: Readonly<Record<OpeningHours['day'], string>> = {
  MONDAY: 'Mon',
  TUESDAY: 'Tue',
  WEDNESDAY: 'Wed',
  THURSDAY: 'Thu',
  FRIDAY: 'Fri',
  SATURDAY: 'Sat',
  SUNDAY: 'Sun',
};

/** Opening hours as one line: `Opening hours: Mon 10:00-19:00, Sat 10:00-14:00`; empty without hours. */
export function openingHoursText(hours: readonly OpeningHours[]): string {
  if (hours.length === 0) return '';
  return `Opening hours: ${hours.map((h) => `${DAY_NAMES[h.day]} ${h.open}-${h.close}`).join(', ')}`;
}

/** The delivery time text: the merchant's own words, else `3-5 business days` from the option's days; undefined when neither. */
export function deliveryTimeText(rule: Pick<ShippingOptionRule, 'deliveryTime' | 'minDays' | 'maxDays'>): string | undefined {
  if (rule.deliveryTime) return rule.deliveryTime;
  const min = rule.minDays ?? null;
  const max = rule.maxDays ?? null;
  if (min === null && max === null) return undefined;
  if (min === null || max === null || min === max) {
    const days = (min ?? max) as number;
    return `${min === null ? 'Up to ' : max === null ? 'From ' : ''}${days} business day${days === 1 ? '' : 's'}`;
  }
  return `${min}-${max} business days`;
}

/** The instructions of an option: the merchant's own, then the pickup location's opening hours; undefined when neither. */
export function instructionsText(rule: Pick<ShippingOptionRule, 'instructions' | 'pickup'>): string | undefined {
  const parts = [rule.instructions ?? '', openingHoursText(rule.pickup?.hours ?? [])].filter((p) => p !== '');
  return parts.length > 0 ? parts.join('\n') : undefined;
}
