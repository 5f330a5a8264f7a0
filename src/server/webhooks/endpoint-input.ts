// Checks a webhook endpoint's fields (URL, event types, description); every mistake is a field violation in the envelope.
import { Type, type Static } from 'typebox';
import { EVENT_TYPES, type EventType } from '../../wire/events.js';
import { Violations } from '../discounts/index.js';
import { checkOutboundUrl, OutboundFetchError } from '../http/outbound-fetch.js';

/** Longest endpoint URL. */
export const MAX_URL_LENGTH = 2048;
const KNOWN_TYPES = new Set<string>(EVENT_TYPES);

/** The body's `endpoint` of create and update (every field optional on update). */
export const EndpointInputSchema = Type.Object(
  {
    url: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH })),
    eventTypes: Type.Optional(Type.Union([Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 }), Type.Null()])),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
/** An endpoint as a merchant sends it. */
export type EndpointInput = Static<typeof EndpointInputSchema>;

/** The checked fields of an endpoint: only those given. */
export interface EndpointValues {
  url?: string;
  eventTypes?: EventType[] | null;
  description?: string | null;
  enabled?: boolean;
}

/** The URL's problem, or undefined: absolute http(s), no user name or password, no fragment. */
function urlProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an absolute http or https URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `must be an http or https URL, not ${url.protocol.replace(':', '')}`;
  if (url.username || url.password) return 'must not carry a user name or password';
  if (url.hash) return 'must not have a fragment (#...)';
  return undefined;
}

/**
 * Checks an endpoint; `required` on create. Outside development (`allowPrivate` false) the URL's host must resolve to
 * public addresses only: the store never calls into its own network for a merchant.
 */
export async function checkEndpointInput(input: EndpointInput, required: boolean, allowPrivate: boolean): Promise<EndpointValues> {
  const violations = new Violations();
  const values: EndpointValues = {};
  if (input.url === undefined) {
    if (required) violations.add('endpoint.url', 'is required', 'REQUIRED_FIELD');
  } else {
    const url = input.url.trim();
    const problem = urlProblem(url);
    if (problem) violations.add('endpoint.url', problem, 'FORMAT', { value: input.url.slice(0, 200) });
    else {
      try {
        await checkOutboundUrl(url, allowPrivate);
        values.url = url;
      } catch (error) {
        if (!(error instanceof OutboundFetchError)) throw error;
        violations.add('endpoint.url', error.reason === 'private-address' ? `must reach a public address: ${error.message}` : error.message, 'FORMAT');
      }
    }
  }
  if (input.eventTypes !== undefined) {
    if (input.eventTypes === null) values.eventTypes = null;
    else {
      input.eventTypes.forEach((type, i) => {
        if (!KNOWN_TYPES.has(type))
          violations.add(`endpoint.eventTypes[${i}]`, 'is not an event type a store sends (see GET /tote/v1/webhooks/event-types)', 'INVALID_ENUM_VALUE', {
            value: type,
          });
      });
      if (input.eventTypes.length === 0)
        violations.add('endpoint.eventTypes', 'must name at least one event type, or be left out (or null) for every type', 'MIN_SIZE');
      values.eventTypes = [...new Set(input.eventTypes)] as EventType[];
    }
  }
  if (input.description !== undefined) values.description = input.description?.trim() || null;
  if (input.enabled !== undefined) values.enabled = input.enabled;
  violations.throwIfAny();
  return values;
}
