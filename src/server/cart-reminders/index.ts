// What the rest of the store uses of cart reminders: their routes, their schedule, and the run itself (tests, the CLI).
export { registerCartReminderRoutes } from './routes/cart-reminder-routes.js';
export { installCartReminders, CART_REMINDER_INTERVAL_MS } from './reminder-schedule.js';
export { sendCartReminders } from './send-reminders.js';
