// Property-based fuzzing of every operation of the app's own OpenAPI document: no input answers 5xx, and every 4xx is the error envelope.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../../../src/wire/cart.js';
import { encodeDotR } from '../../../src/server/http/dot-r.js';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { CART_PATH, catalogRef } from '../../support/cart-fixtures.js';
import { createCollection, createProduct } from '../../support/catalog-calls.js';
import { deepValue, HOSTILE_STRINGS, oneHostileLeaf, PROTOTYPE_NAMES, valueFor, type Samples, type Schema } from '../../support/openapi-arbitraries.js';
import { responseValidator } from '../../support/openapi-validator.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

/** Fixed seed: the same requests on every run, so a failure reproduces. */
const SEED = 20_251_010;
/** Requests in all, spread evenly over the operations (every operation gets the same share). */
const TOTAL_REQUESTS = 5_200;

/** One operation of the document. */
interface Operation {
  method: string;
  /** OpenAPI path, `{id}` style. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: Schema }[];
  body?: Schema;
  /** The GET form of a read call: its `.r` carries the POST body of the same path. */
  dotR?: Schema;
}

/** A request as generated. */
interface FuzzRequest {
  auth: 'none' | 'visitor' | 'merchant';
  path: Record<string, string>;
  query: [string, string][];
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };
}

/** Pages a browser navigates to (sign-in, sign-out, short links): their 4xx are HTML pages for a person, not the API envelope. */
const BROWSER_PAGES = new Set(['/oauth2/authorize', '/_api/iam/authentication/v1/logout', '/r/{id}']);

/** Bodies no schema describes: broken JSON, huge numbers, prototype keys, deep nesting, other content types. */
const RAW_BODIES: { text: string; contentType: string }[] = [
  { text: '{', contentType: 'application/json' },
  { text: '[]', contentType: 'application/json' },
  { text: '"text"', contentType: 'application/json' },
  { text: 'null', contentType: 'application/json' },
  { text: '1e999', contentType: 'application/json' },
  { text: '{"a":1e999,"quantity":-0}', contentType: 'application/json' },
  { text: '123456789012345678901234567890', contentType: 'application/json' },
  { text: '{"__proto__":{"polluted":1}}', contentType: 'application/json' },
  { text: '{"constructor":{"prototype":{"polluted":1}}}', contentType: 'application/json' },
  { text: '{"lineItems":[{"quantity":1e400}]}', contentType: 'application/json' },
  { text: '{"a":"\\ud800","b":"\\u0000"}', contentType: 'application/json' },
  { text: `${'['.repeat(3_000)}${']'.repeat(3_000)}`, contentType: 'application/json' },
  { text: 'a=b&c=%00', contentType: 'application/x-www-form-urlencoded' },
  { text: 'plain text', contentType: 'text/plain' },
  { text: '{"a":1}', contentType: 'application/json; charset=latin1' },
];

/** Percent-encodes a path or query part; a lone surrogate becomes the (invalid) UTF-8 bytes of a surrogate. */
function encodePart(text: string): string {
  return Array.from(text, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

/** The operations of the document, with the POST body of a GET `.r` call's sibling. */
function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string; schema: Schema }[];
      const queryParams = parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema }));
      const body = op.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      const hasDotR = queryParams.some((p) => p.name === '.r');
      const dotR = hasDotR ? (methods.post?.requestBody?.content?.['application/json']?.schema as Schema | undefined) : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams,
        ...(body ? { body } : {}),
        ...(dotR ? { dotR } : {}),
      });
    }
  }
  return operations;
}

/** Requests for one operation: `hostility` 0 (fitting values), 1 (fitting but one hostile leaf), 2 or 5 (hostile values at some nodes). */
function requestsFor(op: Operation, samples: Samples): fc.Arbitrary<FuzzRequest> {
  const pathValue = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...samples.strings) },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s !== '' && s.length < 600)) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(600)) },
  );
  const stringValue = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 600), ...samples.strings, 'true', '10', '-1'),
  );
  return fc.constantFrom(0, 1, 2, 5).chain((hostility) => {
    /** Values of a schema at this hostility. */
    const valueOf = (schema: Schema | undefined) => (hostility === 1 ? oneHostileLeaf(schema, samples) : valueFor(schema, samples, hostility));
    const dotR = op.dotR
      ? fc.oneof(
          { weight: 6, arbitrary: valueOf(op.dotR).map((value) => encodeDotR(value)) },
          { weight: 1, arbitrary: fc.constantFrom('!!!', 'e30', encodeDotR([]), encodeDotR({ query: deepValue(100) }), 'A'.repeat(70_000), '') },
        )
      : fc.constant(undefined);
    const named = fc.tuple(
      ...op.queryParams
        .filter((p) => p.name !== '.r')
        .map((p) =>
          fc.option(
            fc.oneof(valueFor(p.schema, samples, 0).map(String), stringValue).map((v) => [p.name, v] as [string, string]),
            { nil: undefined },
          ),
        ),
    );
    const extra = fc.array(fc.tuple(fc.constantFrom(...PROTOTYPE_NAMES, 'query.filter.name', 'a.b.c.d', 'includeMerchantSpecificData', '.r'), stringValue), {
      maxLength: hostility > 1 ? 2 : 0,
    });
    const query = fc
      .tuple(dotR, named, extra)
      .map(([r, params, more]) => [
        ...(r !== undefined ? [['.r', r] as [string, string]] : []),
        ...params.filter((p): p is [string, string] => p !== undefined),
        ...more,
      ]);
    const path = fc.tuple(...op.pathParams.map((name) => pathValue.map((v) => [name, v] as const))).map((pairs) => Object.fromEntries(pairs));
    const json = valueOf(op.body ?? { type: 'object', properties: {} }).map((value) => ({ kind: 'json' as const, value }));
    const body: fc.Arbitrary<FuzzRequest['body']> = fc.oneof(
      { weight: op.body ? 8 : 1, arbitrary: json },
      { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      { weight: hostility > 1 ? 2 : 0, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ kind: 'raw' as const, ...raw })) },
    );
    return fc.record({ auth: fc.constantFrom('none' as const, 'visitor' as const, 'merchant' as const), path, query, body });
  });
}

/** Why a 4xx body is not the error envelope of API.md, or undefined when it is. */
function envelopeProblem(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return 'not a JSON object';
  const { message, details } = body as {
    message?: unknown;
    details?: { applicationError?: { code?: unknown }; validationError?: { fieldViolations?: unknown } };
  };
  if (typeof message !== 'string' || message === '') return 'no message';
  if (!details || typeof details !== 'object') return 'no details';
  if (details.applicationError && typeof details.applicationError.code === 'string') return undefined;
  if (details.validationError && Array.isArray(details.validationError.fieldViolations) && details.validationError.fieldViolations.length > 0) return undefined;
  return 'details has neither applicationError {code} nor validationError {fieldViolations}';
}

describe('fuzzing every operation of the OpenAPI document', () => {
  const samples: { strings: string[] } = { strings: [] };
  const tokens: Record<FuzzRequest['auth'], string | undefined> = { none: undefined, visitor: undefined, merchant: undefined };

  beforeAll(async () => {
    tokens.merchant = await t.merchantKey();
    tokens.visitor = await t.visitorToken();
    const product = await createProduct(t, {
      name: 'Fuzz tee',
      productType: 'physical',
      priceData: { price: 12.5 },
      manageVariants: true,
      productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
    });
    const collection = await createCollection(t, { name: 'Fuzz picks' });
    const added = await t.call('POST', `${CART_PATH}/add-to-cart`, {
      token: tokens.visitor,
      body: { lineItems: [{ catalogReference: catalogRef(product.id, { options: { Size: 'M' } }), quantity: 2 }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const checkout = await t.call('POST', `${CART_PATH}/create-checkout`, { token: tokens.visitor, body: { channelType: 'WEB' } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const variantIds = (product.variants ?? []).map((v) => v.id as string);
    samples.strings = [
      product.id,
      product.slug ?? 'fuzz-tee',
      collection.id as string,
      collection.slug ?? 'fuzz-picks',
      added.json().cart.lineItems[0].id,
      checkout.json().checkoutId,
      ...variantIds,
      ...variantIds.map((v) => `${product.id}-${v}`),
      STORES_APP_ID,
      DEMO_CLIENT_ID,
      '00000000-0000-0000-0000-000000000000',
      'Size',
      'M',
    ];
  });

  it(`answers ${TOTAL_REQUESTS} generated requests without a 5xx, every 4xx in the error envelope`, { timeout: 180_000 }, async () => {
    await t.app.ready();
    const validator = await responseValidator(t);
    const operations = operationsOf(t.app.swagger() as never);
    expect(operations.length).toBeGreaterThan(100);
    const runsPerOperation = Math.ceil(TOTAL_REQUESTS / operations.length);
    const histogram = new Map<number, number>();
    const failures: string[] = [];
    let requests = 0;
    const started = performance.now();

    for (const [index, op] of operations.entries()) {
      const property = fc.asyncProperty(requestsFor(op, samples), async (request) => {
        let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePart(request.path[name] ?? 'x'));
        if (request.query.length > 0) url += `?${request.query.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join('&')}`;
        const token = tokens[request.auth];
        const headers: Record<string, string> = token ? { authorization: token } : {};
        let payload: string | undefined;
        if (request.body.kind === 'json') {
          payload = JSON.stringify(request.body.value) ?? 'null';
          headers['content-type'] = 'application/json';
        } else if (request.body.kind === 'raw') {
          payload = request.body.text;
          headers['content-type'] = request.body.contentType;
        }
        const response = await t.app.inject({ method: op.method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) });
        requests++;
        histogram.set(response.statusCode, (histogram.get(response.statusCode) ?? 0) + 1);
        const seen = `${op.method} ${url.slice(0, 300)} (${request.auth}) body ${(payload ?? '<none>').slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) throw new Error(`5xx: ${seen}`);
        if (response.statusCode >= 400) {
          const type = String(response.headers['content-type']);
          if (BROWSER_PAGES.has(op.path) && type.startsWith('text/html')) return;
          if (!type.startsWith('application/json')) throw new Error(`4xx not JSON: ${seen}`);
          const problem = envelopeProblem(JSON.parse(response.body));
          if (problem) throw new Error(`4xx not the envelope (${problem}): ${seen}`);
        }
        if (!validator.documents(op.method, op.path, response.statusCode)) throw new Error(`status not in the document: ${seen}`);
        // Every JSON answer fits the schema the document gives its status (the 200 shape or the error envelope).
        if (String(response.headers['content-type']).startsWith('application/json')) {
          const problems = validator.problems(op.method, op.path, response);
          if (problems.length > 0) throw new Error(`answer not as documented (${problems.slice(0, 3).join('; ')}): ${seen}`);
        }
      });
      try {
        await fc.assert(property, { seed: SEED + index, numRuns: runsPerOperation, endOnFailure: true });
      } catch (error) {
        // fast-check keeps the property's own error as the cause; its message says what was sent and answered.
        const cause = (error as Error).cause;
        failures.push(`${op.method} ${op.path}: ${cause instanceof Error ? cause.message : (error as Error).message.slice(0, 800)}`);
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const statuses = Object.fromEntries([...histogram.entries()].sort(([a], [b]) => a - b));
    console.log(
      `fuzz-openapi [${process.env.TOTE_TEST_DB}]: ${requests} requests over ${operations.length} operations in ${seconds} s; statuses ${JSON.stringify(statuses)}`,
    );
    if (failures.length > 0) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(5_000);
  });
});
