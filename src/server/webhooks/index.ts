// The public surface of the server's webhooks: what other parts of the server import from it (only from here: .oxlintrc.json).
export { installOutboxWorker } from './install-worker.js';
export { OutboxWorker } from './outbox-worker.js';
export { registerWebhookRoutes } from './routes/webhook-routes.js';
export { newWebhookSecret, signWebhook } from './webhook-signature.js';
