// /tote/v1/webhooks: the merchant's endpoints, their deliveries, replay and test events, and the event log (Wix has no public API for these).
import { Type } from 'typebox';
import { EVENT_TYPES, type EventType } from '../../../wire/events.js';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { checkEndpointInput, EndpointInputSchema } from '../endpoint-input.js';
import { createEndpoint, deleteEndpoint, getEndpoint, listEndpoints, openedSecret, rotateSecret, toWireEndpoint, updateEndpoint } from '../endpoint-store.js';
import type { OutboxWorker } from '../outbox-worker.js';
import { deliveryWithAttempts, listDeliveries } from '../webhook-history.js';
import { eventsAfter, latestCursor, replayEvent, replayRange, sendTestEvent } from '../webhook-replay.js';

/** Path of the endpoints collection. */
export const WEBHOOK_ENDPOINTS_PATH = '/tote/v1/webhooks/endpoints';
const tags = ['webhooks'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const DeliveryParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), deliveryId: Type.String({ minLength: 1, maxLength: 100 }) });
const EndpointBody = Type.Object({ endpoint: EndpointInputSchema }, { additionalProperties: false });
const Cursor = Type.String({ pattern: '^[0-9]{1,19}$' });
const DeliveriesQuery = Type.Object(
  {
    status: Type.Optional(Type.Union([Type.Literal('PENDING'), Type.Literal('SUCCEEDED'), Type.Literal('FAILED')])),
    eventId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);
const ReplayBody = Type.Object(
  {
    eventId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
const EventsQuery = Type.Object(
  {
    after: Type.Optional(Type.Union([Cursor, Type.Literal('latest')])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    eventTypes: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);

/** The event types of a comma-separated list, each one checked. */
function eventTypesOf(list: string | undefined): EventType[] | undefined {
  if (!list) return undefined;
  const types = list.split(',').map((t) => t.trim());
  const unknown = types.find((t) => !(EVENT_TYPES as readonly string[]).includes(t));
  if (unknown) throw fieldError('eventTypes', `${unknown} is not an event type a store sends`, 'INVALID_ENUM_VALUE');
  return types as EventType[];
}

/** Registers the webhook routes (merchant API key); `worker` is the in-process worker, woken after changes that make work. */
export function registerWebhookRoutes(app: TypedApp, ctx: AppContext, worker: OutboxWorker | undefined): void {
  const preValidation = [merchantOnly(ctx)];
  const allowPrivate = ctx.config.webhookAllowPrivate;
  const endpointOf = async (request: Parameters<typeof merchantSite>[1], id: string) => getEndpoint(ctx.db, await merchantSite(ctx, request), id);

  app.get('/tote/v1/webhooks/event-types', { schema: { tags, summary: 'Every event type an endpoint may subscribe to' }, preValidation }, async () => ({
    eventTypes: EVENT_TYPES,
  }));
  app.post(
    WEBHOOK_ENDPOINTS_PATH,
    {
      schema: { body: EndpointBody, tags, summary: 'Register an endpoint (every event type when eventTypes is left out); the answer holds its secret' },
      preValidation,
    },
    async (request) => {
      const siteId = await merchantSite(ctx, request);
      const values = await checkEndpointInput(request.body.endpoint, true, allowPrivate);
      const row = await createEndpoint(ctx.db, siteId, { ...values, url: values.url! }, ctx.clock(), ctx.config.secretsKey);
      return { endpoint: toWireEndpoint(row, openedSecret(row, ctx.config.secretsKey)) };
    },
  );
  app.get(WEBHOOK_ENDPOINTS_PATH, { schema: { tags, summary: "The site's webhook endpoints" }, preValidation }, async (request) => ({
    endpoints: (await listEndpoints(ctx.db, await merchantSite(ctx, request))).map((row) => toWireEndpoint(row)),
  }));
  app.get(`${WEBHOOK_ENDPOINTS_PATH}/:id`, { schema: { params: IdParams, tags, summary: 'A webhook endpoint' }, preValidation }, async (request) => ({
    endpoint: toWireEndpoint(await endpointOf(request, request.params.id)),
  }));
  app.patch(
    `${WEBHOOK_ENDPOINTS_PATH}/:id`,
    {
      schema: { params: IdParams, body: EndpointBody, tags, summary: "Change an endpoint's URL, event types, description, or enable it again" },
      preValidation,
    },
    async (request) => {
      const siteId = await merchantSite(ctx, request);
      const values = await checkEndpointInput(request.body.endpoint, false, allowPrivate);
      const row = await updateEndpoint(ctx.db, siteId, request.params.id, values, ctx.clock());
      if (values.enabled) worker?.wake();
      return { endpoint: toWireEndpoint(row) };
    },
  );
  app.delete(
    `${WEBHOOK_ENDPOINTS_PATH}/:id`,
    { schema: { params: IdParams, tags, summary: 'Remove an endpoint with its delivery log' }, preValidation },
    async (request) => {
      await deleteEndpoint(ctx.db, await merchantSite(ctx, request), request.params.id);
      return {};
    },
  );
  app.get(
    `${WEBHOOK_ENDPOINTS_PATH}/:id/secret`,
    { schema: { params: IdParams, tags, summary: "An endpoint's signing secret" }, preValidation },
    async (request) => ({
      secret: openedSecret(await endpointOf(request, request.params.id), ctx.config.secretsKey),
    }),
  );
  app.post(
    `${WEBHOOK_ENDPOINTS_PATH}/:id/rotate-secret`,
    { schema: { params: IdParams, tags, summary: 'A new signing secret; the old one keeps signing beside it for 24 hours' }, preValidation },
    async (request) => {
      const row = await rotateSecret(ctx.db, await merchantSite(ctx, request), request.params.id, ctx.clock(), ctx.config.secretsKey);
      return { endpoint: toWireEndpoint(row, openedSecret(row, ctx.config.secretsKey)) };
    },
  );
  app.post(
    `${WEBHOOK_ENDPOINTS_PATH}/:id/test`,
    { schema: { params: IdParams, tags, summary: 'Send a test event (tote.webhooks.v1.endpoint_test) to the endpoint now' }, preValidation },
    async (request) => {
      const eventId = await sendTestEvent(ctx.db, await endpointOf(request, request.params.id), ctx.clock());
      worker?.wake();
      return { eventId };
    },
  );
  app.get(
    `${WEBHOOK_ENDPOINTS_PATH}/:id/deliveries`,
    { schema: { params: IdParams, querystring: DeliveriesQuery, tags, summary: "An endpoint's deliveries, newest first (kept 30 days)" }, preValidation },
    async (request) => {
      const endpoint = await endpointOf(request, request.params.id);
      const { status, eventId, limit, cursor } = request.query;
      return listDeliveries(ctx.db, endpoint.id, {
        limit: limit ?? 50,
        ...(status ? { status } : {}),
        ...(eventId ? { eventId } : {}),
        ...(cursor ? { before: cursor } : {}),
      });
    },
  );
  app.get(
    `${WEBHOOK_ENDPOINTS_PATH}/:id/deliveries/:deliveryId`,
    {
      schema: { params: DeliveryParams, tags, summary: 'A delivery and each of its attempts (time, status, latency, the start of the answer)' },
      preValidation,
    },
    async (request) => deliveryWithAttempts(ctx.db, (await endpointOf(request, request.params.id)).id, request.params.deliveryId),
  );
  app.post(
    `${WEBHOOK_ENDPOINTS_PATH}/:id/replay`,
    {
      schema: { params: IdParams, body: ReplayBody, tags, summary: 'Send one event again (eventId), or every event of a time range (from, to)' },
      preValidation,
    },
    async (request) => {
      const endpoint = await endpointOf(request, request.params.id);
      const { eventId, from, to } = request.body;
      const now = ctx.clock();
      let replayed: number;
      if (eventId !== undefined) {
        if (from !== undefined || to !== undefined) throw fieldError('from', 'give eventId, or from and to, not both', 'FIELD_NOT_ALLOWED');
        await replayEvent(ctx.db, endpoint, eventId, now);
        replayed = 1;
      } else {
        if (from === undefined) throw fieldError('from', 'is required without eventId', 'REQUIRED_FIELD');
        const start = new Date(from);
        const end = to === undefined ? now : new Date(to);
        if (end < start) throw fieldError('to', 'must not be before from', 'VALIDATION');
        replayed = await replayRange(ctx.db, endpoint, start, end, now);
      }
      worker?.wake();
      return { replayed };
    },
  );
  app.get(
    '/tote/v1/webhooks/events',
    {
      schema: {
        querystring: EventsQuery,
        tags,
        summary: "The site's events after a cursor, oldest first, as webhook bodies (after=latest: none, and the cursor to follow from)",
      },
      preValidation,
    },
    async (request) => {
      const siteId = await merchantSite(ctx, request);
      const { after, limit, eventTypes } = request.query;
      if (after === 'latest') return { events: [], cursor: await latestCursor(ctx.db, siteId) };
      const types = eventTypesOf(eventTypes);
      return eventsAfter(ctx.db, siteId, {
        publicUrl: ctx.config.publicUrl,
        limit: limit ?? 100,
        ...(after ? { after } : {}),
        ...(types ? { eventTypes: types } : {}),
      });
    },
  );
}
