// The public surface of the server's events: what other parts of the server import from it (only from here: .oxlintrc.json).
export { identityOfCaller, identityOfOwner } from './event-identity.js';
export { type EventIdentity, type OutboxEventRow, QUEUE_FOR_FAN_OUT, insertOutboxEvents, nextEntitySequences, queueEvent } from './event-outbox.js';
