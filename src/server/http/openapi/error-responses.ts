// The error envelope of API.md "Errors" as a schema, and the error responses each documented operation lists.
import { Type, type TSchema } from 'typebox';

/** `{message, details: {validationError?, applicationError?}}`: the body of every failed call (src/wire/errors.ts). */
export const ErrorEnvelopeSchema = Type.Object(
  {
    message: Type.String({ description: '`INVALID_ARGUMENT: "field" description`, a short title, or `System error occurred, request-id: <id>`' }),
    details: Type.Object({
      validationError: Type.Optional(
        Type.Object({
          fieldViolations: Type.Array(
            Type.Object({
              field: Type.String(),
              description: Type.String(),
              violatedRule: Type.String({ description: 'MIN, MAX, MIN_LENGTH, ..., REQUIRED_FIELD, FORMAT, OTHER (API.md)' }),
              ruleName: Type.Optional(Type.String()),
              data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
            }),
          ),
        }),
      ),
      applicationError: Type.Optional(
        Type.Object({
          code: Type.String({ description: 'A string code: `PRODUCT_NOT_FOUND`, `-19976`, or the HTTP status text (`NOT_FOUND`)' }),
          description: Type.String(),
          data: Type.Record(Type.String(), Type.Unknown()),
        }),
      ),
    }),
  },
  { examples: [{ message: 'Product not found', details: { applicationError: { code: 'PRODUCT_NOT_FOUND', description: 'Product not found', data: {} } } }] },
);

/** Status codes an operation documents besides its 200. */
export type ErrorStatus = '400' | '401' | '402' | '403' | '404' | '409' | '410' | '414' | '415' | '428' | '429' | '500' | '502' | '503';

/** What each error status means, the response's description. */
const DESCRIPTIONS: Record<ErrorStatus, string> = {
  '400': 'Validation error: `details.validationError.fieldViolations`',
  '401': 'Missing, expired or unknown token or session',
  '402': 'The payment was declined: `details.applicationError.description` is the provider’s message for the buyer',
  '403': 'The token or session may not make this call',
  '404': 'The entity (or its parent) does not exist',
  '409': 'Conflicts with the current state (revision, duplicate, state transition)',
  '410': 'The link or session was used already or is too old',
  '414': 'A path parameter is longer than the router takes',
  '415': 'A request body that is not `application/json`',
  '428': 'The order’s state does not allow this (canceled, fulfilled, not paid, ...)',
  '429': 'Too many attempts; `Retry-After` says when to try again',
  '500': 'Unexpected failure: `System error occurred, request-id: <id>`',
  '502': 'The payment provider refused the store’s call (its keys, its state)',
  '503': 'The payment provider could not be reached in time; nothing was charged twice, try again',
};

/** Name of the envelope in `components.schemas`. */
export const ERROR_ENVELOPE = 'ErrorEnvelope';

/** Reads that depend on a state that may not be reached yet (409): the thank-you page of a checkout with no order yet. */
const STATEFUL_READS = new Set(['/ecom/v1/checkouts/{id}/thank-you']);

/** Calls that take a one-time or short-lived link or session, which can be gone (410). */
const EXPIRING_PATHS = new Set(['/ecom/v1/checkouts/{id}/session', '/tote/v1/cart-reminders/restore']);

/** Calls with no token that still refuse a caller: the set-up's code that is not the store's, or a foreign Origin (403). */
const REFUSING_PATHS = new Set(['/tote/v1/admin/setup']);

/** Writes of orders, their payments and fulfilments, which refuse what the order's state does not allow (428). */
const ORDER_STATE_PREFIXES = ['/ecom/v1/orders/', '/ecom/v1/payments/', '/ecom/v1/fulfillments/', '/ecom/v1/payments-collector/'];

/** Calls that place an order on a payment, which a provider can decline (402). */
const PAYING_PATHS = new Set(['/ecom/v1/checkouts/{id}/create-order', '/ecom/v1/checkouts/{id}/payments/stripe/complete']);

/** Calls that wait on a payment provider's API, which can refuse (502) or be out of reach (503). */
const PROVIDER_PATHS = new Set(['/ecom/v1/checkouts/{id}/payments/stripe/intent', '/ecom/v1/checkouts/{id}/payments/stripe/complete']);

/**
 * The operation's error statuses, by its method, path and whether it needs a token. Any call can meet a bad argument (400),
 * a token that does not hold (401), something it names that is not there (404), a body that is not JSON (415) and a fault (500).
 */
export function errorStatusesOf(method: string, path: string, secured: boolean): ErrorStatus[] {
  const statuses: ErrorStatus[] = ['400', '401'];
  if (PAYING_PATHS.has(path)) statuses.push('402');
  if (secured || REFUSING_PATHS.has(path)) statuses.push('403');
  statuses.push('404');
  if (method !== 'get' || STATEFUL_READS.has(path)) statuses.push('409');
  if (EXPIRING_PATHS.has(path)) statuses.push('410');
  if (path.includes('{')) statuses.push('414');
  statuses.push('415');
  if (method !== 'get' && ORDER_STATE_PREFIXES.some((prefix) => path.startsWith(prefix))) statuses.push('428');
  if (path.startsWith('/_api/iam/') || path.startsWith('/tote/v1/admin/')) statuses.push('429');
  statuses.push('500');
  if (PROVIDER_PATHS.has(path)) statuses.push('502', '503');
  return statuses;
}

/** OpenAPI response objects of the error statuses, each with the envelope (by reference). */
export function errorResponses(
  statuses: readonly ErrorStatus[],
): Record<string, { description: string; content: { 'application/json': { schema: TSchema } } }> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: DESCRIPTIONS[status], content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } as TSchema } } },
    ]),
  );
}
