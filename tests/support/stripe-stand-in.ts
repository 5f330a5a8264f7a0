// STAND-IN OF STRIPE'S PUBLISHED HTTP API (Stripe cannot be reached from here): only the calls Tote makes, form-encoded and strict as Stripe documents them.
//
// What it implements, shaped as https://docs.stripe.com/api documents it: POST /v1/payment_intents (create),
// POST /v1/payment_intents/:id (update), GET /v1/payment_intents/:id (retrieve), POST /v1/payment_intents/:id/cancel,
// POST /v1/refunds. Bearer secret key required; unknown parameters refused (400 `parameter_unknown`); amounts must be
// integers (400 `parameter_invalid_integer`); `Idempotency-Key` honoured (the same key with other parameters: 400
// `idempotency_error`; a replay answers the first answer with `Idempotent-Replayed: true`). What the buyer's browser and
// the card network would do (confirming, 3-D Secure, a decline) is done by the test through `pay` and `decline`, and
// Stripe's events are signed with the official package's `generateTestHeaderString`. Nothing here has been checked
// against Stripe itself; `npm run tote -- payments check` is how an owner proves a set-up against the real Stripe.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A PaymentIntent as the stand-in keeps it (the fields of Stripe's PaymentIntent object Tote reads, and their neighbours). */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: null | { code: string; decline_code?: string; message: string; type: 'card_error' };
  latest_charge: string | null;
  livemode: boolean;
  metadata: Record<string, string>;
  next_action: null | { type: 'use_stripe_sdk' };
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
}

/** A Refund as Stripe's reference shapes it. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

/** One request the stand-in answered (for tests that check what Tote sent). */
export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
  status: number;
}

/** A running stand-in. */
export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: what `STRIPE_API_BASE` is set to. */
  url: string;
  intents: Map<string, StandInIntent>;
  refunds: Map<string, StandInRefund>;
  requests: StandInRequest[];
  /** What the browser and the card network do for a card that pays: the intent succeeds (with a charge). */
  pay(intentId: string): StandInIntent;
  /** A declined card: the intent goes back to `requires_payment_method` with the card error. */
  decline(intentId: string): StandInIntent;
  /**
   * Holds the answers of PaymentIntent retrieves until `release` is called (a test kills the server while it waits for
   * Stripe's answer); `waiting` counts the retrieves held.
   */
  holdRetrieves(): { waiting(): number; release(): void };
  /** A signed event of `type` about `object`, as Stripe sends it: the raw body and its `Stripe-Signature` header. */
  signedEvent(type: string, object: object, options?: { secret?: string; timestamp?: number; id?: string }): { payload: string; signature: string; id: string };
  close(): Promise<void>;
}

const DOC = 'https://stripe.com/docs/error-codes';
const API_VERSION = '2026-10-28.endive';

/** A Stripe-shaped error answer. */
class StripeFault extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** Stripe's form encoding: `metadata[checkoutId]=x` and `automatic_payment_methods[enabled]=true` as nested objects. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split('[').map((part) => part.replace(/]$/, ''));
    let target = out;
    for (let i = 0; i < path.length - 1; i++) {
      const part = path[i]!;
      if (typeof target[part] !== 'object' || target[part] === null) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[path[path.length - 1]!] = value;
  }
  return out;
}

function unknownParams(params: Record<string, unknown>, allowed: readonly string[]): void {
  for (const name of Object.keys(params)) {
    if (!allowed.includes(name)) {
      throw new StripeFault(400, { type: 'invalid_request_error', code: 'parameter_unknown', param: name, message: `Received unknown parameter: ${name}` });
    }
  }
}

function integer(params: Record<string, unknown>, name: string, required: boolean): number | undefined {
  const value = params[name];
  if (value === undefined) {
    if (required)
      throw new StripeFault(400, { type: 'invalid_request_error', code: 'parameter_missing', param: name, message: `Missing required param: ${name}.` });
    return undefined;
  }
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw new StripeFault(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: name, message: `Invalid integer: ${String(value)}` });
  }
  return Number(value);
}

function metadataOf(params: Record<string, unknown>): Record<string, string> | undefined {
  const value = params.metadata;
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null) {
    throw new StripeFault(400, { type: 'invalid_request_error', code: 'parameter_invalid_string', param: 'metadata', message: 'Invalid metadata' });
  }
  return value as Record<string, string>;
}

function currencyOf(params: Record<string, unknown>, required: boolean): string | undefined {
  const value = params.currency;
  if (value === undefined) {
    if (required)
      throw new StripeFault(400, { type: 'invalid_request_error', code: 'parameter_missing', param: 'currency', message: 'Missing required param: currency.' });
    return undefined;
  }
  if (typeof value !== 'string' || !/^[a-z]{3}$/.test(value)) {
    throw new StripeFault(400, {
      type: 'invalid_request_error',
      code: 'parameter_invalid_string',
      param: 'currency',
      message: `Invalid currency: ${String(value)}`,
    });
  }
  return value;
}

/** Starts the stand-in on loopback; `secretKey` is the only key it accepts. */
export async function startStripeStandIn(options: { secretKey: string; webhookSecret?: string }): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const requests: StandInRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const now = () => Math.floor(Date.now() / 1000);
  const signer = new Stripe(options.secretKey);

  const intent = (intentId: string): StandInIntent => {
    const found = intents.get(intentId);
    if (!found) {
      throw new StripeFault(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${intentId}'`,
      });
    }
    return found;
  };
  const unexpectedState = (pi: StandInIntent, action: string): never => {
    throw new StripeFault(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `This PaymentIntent could not be ${action} because it has a status of ${pi.status}.`,
    });
  };

  const handle = (method: string, path: string, params: Record<string, unknown>): unknown => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      unknownParams(params, ['amount', 'currency', 'metadata', 'automatic_payment_methods', 'description', 'receipt_email', 'payment_method_types', 'expand']);
      const amount = integer(params, 'amount', true)!;
      const currency = currencyOf(params, true)!;
      if (amount < 1)
        throw new StripeFault(400, { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least 1' });
      const created: StandInIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        amount_capturable: 0,
        amount_received: 0,
        automatic_payment_methods: params.automatic_payment_methods ? { enabled: true } : null,
        canceled_at: null,
        cancellation_reason: null,
        capture_method: 'automatic',
        client_secret: '',
        confirmation_method: 'automatic',
        created: now(),
        currency,
        description: typeof params.description === 'string' ? params.description : null,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata: metadataOf(params) ?? {},
        next_action: null,
        payment_method: null,
        payment_method_types: ['card'],
        receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
        status: 'requires_payment_method',
      };
      created.client_secret = `${created.id}_secret_${randomBytes(12).toString('hex')}`;
      intents.set(created.id, created);
      return created;
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (match && method === 'GET' && !match[2]) {
      unknownParams(params, ['expand', 'client_secret']);
      return intent(match[1]!);
    }
    if (match && method === 'POST' && !match[2]) {
      unknownParams(params, ['amount', 'currency', 'metadata', 'description', 'receipt_email', 'expand']);
      const pi = intent(match[1]!);
      const amount = integer(params, 'amount', false);
      const currency = currencyOf(params, false);
      if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) unexpectedState(pi, 'updated');
      if (amount !== undefined) pi.amount = amount;
      if (currency !== undefined) pi.currency = currency;
      const metadata = metadataOf(params);
      if (metadata) pi.metadata = { ...pi.metadata, ...metadata };
      if (typeof params.description === 'string') pi.description = params.description;
      if (typeof params.receipt_email === 'string') pi.receipt_email = params.receipt_email;
      return pi;
    }
    if (match && method === 'POST' && match[2]) {
      unknownParams(params, ['cancellation_reason', 'expand']);
      const pi = intent(match[1]!);
      if (pi.status === 'succeeded' || pi.status === 'canceled') unexpectedState(pi, 'canceled');
      pi.status = 'canceled';
      pi.canceled_at = now();
      pi.cancellation_reason = typeof params.cancellation_reason === 'string' ? params.cancellation_reason : null;
      return pi;
    }
    if (method === 'POST' && path === '/v1/refunds') {
      unknownParams(params, ['payment_intent', 'amount', 'reason', 'metadata', 'expand']);
      if (typeof params.payment_intent !== 'string') {
        throw new StripeFault(400, {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          param: 'payment_intent',
          message: 'Missing required param: payment_intent.',
        });
      }
      const pi = intent(params.payment_intent);
      if (pi.status !== 'succeeded' || !pi.latest_charge) {
        throw new StripeFault(400, {
          type: 'invalid_request_error',
          code: 'charge_not_refundable',
          message: `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
        });
      }
      const refunded = [...refunds.values()].filter((r) => r.payment_intent === pi.id).reduce((sum, r) => sum + r.amount, 0);
      const amount = integer(params, 'amount', false) ?? pi.amount_received - refunded;
      if (amount < 1 || amount > pi.amount_received - refunded) {
        throw new StripeFault(400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
          message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${pi.amount_received - refunded})`,
        });
      }
      const refund: StandInRefund = {
        id: id('re'),
        object: 'refund',
        amount,
        charge: pi.latest_charge,
        created: now(),
        currency: pi.currency,
        metadata: metadataOf(params) ?? {},
        payment_intent: pi.id,
        reason: typeof params.reason === 'string' ? params.reason : null,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return refund;
    }
    throw new StripeFault(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  };

  const answer = (response: ServerResponse, status: number, body: string, replayed: boolean) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      'stripe-version': API_VERSION,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(body);
  };

  let hold: { held: (() => void)[] } | undefined;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (hold && request.method === 'GET' && /^\/v1\/payment_intents\/[^/]+$/.test(new URL(request.url ?? '/', 'http://stand-in').pathname)) {
        hold.held.push(() => respond(request, response, chunks));
        return;
      }
      respond(request, response, chunks);
    });
  });
  const respond = (request: IncomingMessage, response: ServerResponse, chunks: Buffer[]): void => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const raw = method === 'GET' ? url.searchParams.toString() : Buffer.concat(chunks).toString('utf8');
    const params = parseForm(raw);
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
    const record = (status: number) => requests.push({ method, path: url.pathname, params, idempotencyKey: key, status });
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      record(401);
      const message = 'Invalid API Key provided: ' + String(request.headers.authorization ?? '').replace(/^Bearer\s+(.{0,8}).*$/, '$1') + '***';
      answer(response, 401, JSON.stringify({ error: { type: 'invalid_request_error', message } }), false);
      return;
    }
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const previous = key && method === 'POST' ? idempotent.get(key) : undefined;
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        record(400);
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
        answer(response, 400, JSON.stringify({ error: { type: 'idempotency_error', message } }), false);
        return;
      }
      record(previous.status);
      answer(response, previous.status, previous.body, true);
      return;
    }
    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(handle(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof StripeFault)) throw error;
      status = error.status;
      body = JSON.stringify({ error: { ...error.body, ...(error.body.code ? { doc_url: `${DOC}#${error.body.code.replace(/_/g, '-')}` } : {}) } });
    }
    if (key && method === 'POST' && status < 500) idempotent.set(key, { fingerprint, status, body });
    record(status);
    answer(response, status, body, false);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    pay(intentId) {
      const pi = intent(intentId);
      pi.status = 'succeeded';
      pi.amount_received = pi.amount;
      pi.latest_charge = id('ch');
      pi.payment_method = id('pm');
      pi.last_payment_error = null;
      return structuredClone(pi);
    },
    decline(intentId) {
      const pi = intent(intentId);
      pi.status = 'requires_payment_method';
      pi.payment_method = null;
      pi.last_payment_error = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', type: 'card_error' };
      return structuredClone(pi);
    },
    holdRetrieves() {
      const current = { held: [] as (() => void)[] };
      hold = current;
      return {
        waiting: () => current.held.length,
        release() {
          if (hold === current) hold = undefined;
          for (const answer of current.held.splice(0)) answer();
        },
      };
    },
    signedEvent(type, object, { secret = options.webhookSecret, timestamp, id: eventId = id('evt') } = {}) {
      if (!secret) throw new Error('signedEvent needs a webhook secret');
      const event = {
        id: eventId,
        object: 'event',
        api_version: API_VERSION,
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const payload = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined ? { timestamp } : {}) });
      return { payload, signature, id: eventId };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
