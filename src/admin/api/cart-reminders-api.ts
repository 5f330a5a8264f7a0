// Cart reminders' figures: GET /tote/v1/cart-reminders/stats (the setting itself is part of the site's settings, site-api.ts).
import type { CartReminderStats } from '../../wire/cart-reminders.js';
import { adminHttp } from './admin-client.js';

/** The days the dashboard's figures cover. */
export const STATS_DAYS = 30;

/** What reminders brought back in the last {@link STATS_DAYS} days. */
export async function readReminderStats(): Promise<CartReminderStats> {
  return (await adminHttp().request<{ stats: CartReminderStats }>({ method: 'GET', path: '/tote/v1/cart-reminders/stats', params: { days: STATS_DAYS } }))
    .stats;
}
