// `tote webhooks add|list|remove|test|listen`: a site's webhook endpoints through the running store's API (so PGlite's folder stays the server's).
import { parseArgs } from 'node:util';
import type { LoggedEvent, WebhookEndpoint } from '../../wire/webhooks.js';
import { newWebhookSecret, signWebhook } from '../webhooks/index.js';
import type { CommandOutput } from './api-key-commands.js';
import { TOTE, TOTE_SERVER } from './command-name.js';

/** Usage text of the webhooks commands. */
export const WEBHOOKS_USAGE = `  ${TOTE} webhooks add <url> [--event <type>]... [--description <text>] [--json]   register an endpoint (prints its secret once)
  ${TOTE} webhooks list [--json]                                   the site's endpoints
  ${TOTE} webhooks remove <endpoint id> [--json]                   remove an endpoint
  ${TOTE} webhooks test <endpoint id> [--json]                     send it a test event
  ${TOTE} webhooks listen [--forward-to <url>] [--event <type>]... [--json]
      print events as they happen (--json: one JSON line each), forward them signed
  Each talks to the running store: --store <url> (default PUBLIC_URL), --api-key <key> (default TOTE_API_KEY).`;

/** What the commands need besides their words. */
export interface WebhookCommandIo extends CommandOutput {
  /** Ends `listen` (SIGINT at a terminal). */
  signal?: AbortSignal;
  /** How often `listen` asks for new events. @default 500 */
  pollMs?: number;
}

/** A failed API call: the store's error message, or why it could not be reached. */
class StoreCallError extends Error {}

/** Calls the store's API with the key; the parsed answer, or a {@link StoreCallError} with a one-line reason. */
async function storeCall<T>(store: string, apiKey: string, method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(path, store), {
      method,
      headers: { authorization: apiKey, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    throw new StoreCallError(
      `Cannot reach the store at ${store} (${(error as Error).cause ? String((error as { cause: Error }).cause.message) : (error as Error).message}); is it running? (${TOTE_SERVER})`,
    );
  }
  const text = await response.text();
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : {};
  } catch {
    answer = { message: text.slice(0, 200) };
  }
  if (!response.ok) {
    const violations = (answer as { details?: { validationError?: { fieldViolations?: { field: string; description: string }[] } } }).details?.validationError
      ?.fieldViolations;
    const detail = violations?.length ? violations.map((v) => `${v.field} ${v.description}`).join('; ') : (answer as { message?: string }).message;
    throw new StoreCallError(`The store answered ${response.status}: ${detail ?? text.slice(0, 200)}`);
  }
  return answer as T;
}

function describe(endpoint: WebhookEndpoint): string {
  const types = endpoint.eventTypes ? endpoint.eventTypes.join(', ') : 'every event';
  const state = endpoint.enabled ? 'enabled' : `disabled${endpoint.disabledReason ? ` (${endpoint.disabledReason.toLowerCase()})` : ''}`;
  return `${endpoint.id}  ${endpoint.url}  ${state}  ${types}${endpoint.description ? `  "${endpoint.description}"` : ''}`;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** How many positions back each poll looks again: an event that committed after a later one is still seen (ids dedupe). */
const LOOK_BACK = 200;

/** Prints the site's events as they happen and forwards each, signed with a secret of this session, to `forwardTo`. */
async function listen(store: string, apiKey: string, forwardTo: string | undefined, types: string[], io: WebhookCommandIo): Promise<number> {
  const secret = newWebhookSecret();
  let { cursor } = await storeCall<{ cursor: string }>(store, apiKey, 'GET', '/tote/v1/webhooks/events?after=latest');
  // Events from before the listener started are not its business, even those the look-back finds.
  const start = Number(cursor);
  const seen = new Set<string>();
  if (io.json) io.log(JSON.stringify({ listening: store, ...(forwardTo ? { forwardTo, secret } : {}) }));
  else {
    io.log(`Listening for events of ${store}${forwardTo ? `, forwarding to ${forwardTo}` : ''}. Ctrl-C stops.`);
    if (forwardTo) io.log(`Forwarded requests are signed with ${secret} (verify them with this secret).`);
  }
  const filter = types.length > 0 ? `&eventTypes=${encodeURIComponent(types.join(','))}` : '';
  while (!io.signal?.aborted) {
    const after = String(Math.max(0, Number(cursor) - LOOK_BACK));
    let page: { events: LoggedEvent[]; cursor: string };
    try {
      page = await storeCall(store, apiKey, 'GET', `/tote/v1/webhooks/events?after=${after}&limit=500${filter}`);
    } catch (error) {
      io.error(String((error as Error).message));
      await sleep(2_000, io.signal);
      continue;
    }
    for (const event of page.events) {
      if (seen.has(event.data.id) || Number(event.cursor) <= start) continue;
      seen.add(event.data.id);
      if (Number(event.cursor) > Number(cursor)) cursor = event.cursor;
      const line = `${event.timestamp}  ${event.type}  ${event.data.entityId}  [${event.data.id}]`;
      const record = { timestamp: event.timestamp, type: event.type, entityId: event.data.entityId, id: event.data.id };
      if (!forwardTo) {
        io.log(io.json ? JSON.stringify(record) : line);
        continue;
      }
      const { cursor: _cursor, ...body } = event;
      const text = JSON.stringify(body);
      const started = performance.now();
      try {
        const answer = await fetch(forwardTo, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/json', ...signWebhook([secret], event.data.id, new Date(), text) },
          body: text,
          signal: AbortSignal.timeout(10_000),
        });
        await answer.body?.cancel();
        const ms = Math.round(performance.now() - started);
        io.log(io.json ? JSON.stringify({ ...record, forwarded: { status: answer.status, ms } }) : `${line}  → ${answer.status} (${ms} ms)`);
      } catch (error) {
        const message = (error as Error).message;
        io.log(io.json ? JSON.stringify({ ...record, forwarded: { error: message } }) : `${line}  → failed: ${message}`);
      }
    }
    if (seen.size > 10_000) seen.clear();
    await sleep(io.pollMs ?? 500, io.signal);
  }
  return 0;
}

/** Runs `webhooks <add|list|remove|test|listen> ...`; returns the exit code (0 done, 1 refused or unreachable, 64 usage). */
export async function runWebhookCommand(
  args: readonly string[],
  env: { publicUrl: string; apiKey: string | undefined },
  io: WebhookCommandIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        store: { type: 'string' },
        'api-key': { type: 'string' },
        event: { type: 'string', multiple: true },
        description: { type: 'string' },
        'forward-to': { type: 'string' },
        json: { type: 'boolean' },
      },
    });
  } catch (error) {
    io.error(`${(error as Error).message}\n${WEBHOOKS_USAGE}`);
    return 64;
  }
  const { values, positionals } = parsed;
  const [command, argument] = positionals;
  const store = values.store ?? env.publicUrl;
  const apiKey = values['api-key'] ?? env.apiKey;
  if (!command || !['add', 'list', 'remove', 'test', 'listen'].includes(command)) {
    io.error(WEBHOOKS_USAGE);
    return 64;
  }
  if (!apiKey) {
    io.error(`An API key is needed: --api-key <key> or TOTE_API_KEY (${TOTE} api-key create makes one).`);
    return 64;
  }
  const events = values.event ?? [];
  const json = values.json === true || io.json === true;
  try {
    if (command === 'list') {
      const { endpoints } = await storeCall<{ endpoints: WebhookEndpoint[] }>(store, apiKey, 'GET', '/tote/v1/webhooks/endpoints');
      if (json) io.log(JSON.stringify(endpoints));
      else if (endpoints.length === 0) io.log(`No webhook endpoints yet: ${TOTE} webhooks add <url>`);
      else endpoints.forEach((e) => io.log(describe(e)));
      return 0;
    }
    if (command === 'listen') return await listen(store, apiKey, values['forward-to'], events, { ...io, json });
    if (!argument) {
      io.error(WEBHOOKS_USAGE);
      return 64;
    }
    if (command === 'add') {
      const { endpoint } = await storeCall<{ endpoint: WebhookEndpoint }>(store, apiKey, 'POST', '/tote/v1/webhooks/endpoints', {
        endpoint: { url: argument, ...(events.length > 0 ? { eventTypes: events } : {}), ...(values.description ? { description: values.description } : {}) },
      });
      if (json) io.log(JSON.stringify(endpoint));
      else io.log(`${describe(endpoint)}\nSigning secret (shown once): ${endpoint.secret}`);
      return 0;
    }
    if (command === 'remove') {
      await storeCall(store, apiKey, 'DELETE', `/tote/v1/webhooks/endpoints/${encodeURIComponent(argument)}`);
      io.log(json ? JSON.stringify({ id: argument, removed: true }) : `Removed ${argument}.`);
      return 0;
    }
    const { eventId } = await storeCall<{ eventId: string }>(store, apiKey, 'POST', `/tote/v1/webhooks/endpoints/${encodeURIComponent(argument)}/test`);
    if (json) {
      io.log(JSON.stringify({ endpointId: argument, eventId }));
      return 0;
    }
    io.log(`Test event ${eventId} queued for ${argument}; its delivery: GET /tote/v1/webhooks/endpoints/${argument}/deliveries?eventId=${eventId}`);
    return 0;
  } catch (error) {
    if (!(error instanceof StoreCallError)) throw error;
    io.error(error.message);
    return 1;
  }
}
