// The public surface of the server's mail: what other parts of the server import from it (only from here: .oxlintrc.json).
export { type MailBrand, brandOf, mailDocument } from './mail-layout.js';
export { type MailTexts, mailTexts } from './mail-texts.js';
export { type OutgoingMail, queueMail } from './outbox.js';
export { registerDevMailRoutes } from './routes/dev-mail-route.js';
export { deliverPendingMail, deliverSoon } from './smtp-delivery.js';
