// Response schemas of the webhook delivery log: one delivery and its attempts.
import { Type } from 'typebox';
import { literals } from './literals.js';

/** One event for one endpoint, and how its delivery went (`WebhookDelivery` of src/wire/webhooks.ts). */
export const WebhookDeliverySchema = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  eventType: Type.String({ examples: ['wix.ecom.v1.order_created'] }),
  entityId: Type.String(),
  status: literals(['PENDING', 'SUCCEEDED', 'FAILED']),
  attempts: Type.Integer({ minimum: 0 }),
  nextAttemptDate: Type.Optional(Type.String({ format: 'date-time', description: 'PENDING only' })),
  lastStatusCode: Type.Optional(Type.Integer()),
  lastError: Type.Optional(Type.String()),
  createdDate: Type.String({ format: 'date-time' }),
  completedDate: Type.Optional(Type.String({ format: 'date-time' })),
});

/** One request of a delivery (`WebhookAttempt`). */
const WebhookAttemptSchema = Type.Object({
  attemptedDate: Type.String({ format: 'date-time' }),
  statusCode: Type.Optional(Type.Integer({ description: 'Absent when no answer came' })),
  latencyMs: Type.Integer({ minimum: 0 }),
  responseExcerpt: Type.Optional(Type.String({ description: "The start of the answer's body (at most 1 KB)" })),
  error: Type.Optional(Type.String()),
});

/** GET /tote/v1/webhooks/endpoints/{id}/deliveries/{deliveryId}: the delivery and each attempt, oldest first. */
export const DeliveryWithAttemptsSchema = Type.Object({ delivery: WebhookDeliverySchema, attempts: Type.Array(WebhookAttemptSchema) });
