// Property-based fuzzing from valid requests: each request of a corpus succeeds as it is, then one leaf at a time is made hostile, deep where schemas let free-form JSON through to the database. No answer may be a 5xx.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../../../src/wire/cart.js';
import { insertProduct } from '../../support/cart-fixtures.js';
import { freshEmail, freshIp, registerMember } from '../../support/identity-flows.js';
import { memberSession } from '../../support/member-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp({ env: { IP_RATE_LIMIT_SCALE: '1000' } });

/** Fixed seed: the same mutations on every run, so a failure reproduces. */
const SEED = 20_261_124;
/** Mutated requests per corpus entry. */
const RUNS_PER_REQUEST = 150;

/** The values that made 500s before: lone surrogates, NUL, prototype names as keys, deep nesting, unsafe numbers. */
const HOSTILE: unknown[] = [
  '\ud800',
  'a\udc00b',
  'x\u0000y',
  '\u0000',
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  Number.MAX_VALUE,
  { constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { toString: 'x', valueOf: 1, hasOwnProperty: null },
  nested(40),
  nested(2_000),
  'é'.repeat(5_000),
];

function nested(depth: number): unknown {
  let value: unknown = { leaf: 'x' };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Paths to every leaf and every object of a JSON value (objects can take an extra key). */
function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [path];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [path, ...entries.flatMap(([key, child]) => placesIn(child, [...path, key]))];
}

/** A copy of `value` with the place at `path` replaced (a leaf) or given an extra hostile key (an object). */
function mutate(value: unknown, path: (string | number)[], bad: unknown, extraKey: string): unknown {
  if (path.length === 0) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return { ...value, [extraKey]: bad };
    return bad;
  }
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? mutate(v, rest, bad, extraKey) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: mutate(record[head as string], rest, bad, extraKey) };
}

/** A valid request of the corpus. */
interface SeedRequest {
  name: string;
  method: 'POST' | 'PATCH';
  url: string;
  token: () => Promise<string>;
  body: () => unknown;
}

let productId = '';
let memberToken = '';
let memberId = '';
const address = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine1: '1 Main St' };

const CORPUS: SeedRequest[] = [
  {
    name: 'add to cart',
    method: 'POST',
    url: '/ecom/v1/carts/current/add-to-cart',
    token: () => t.visitorToken(),
    body: () => ({ lineItems: [{ catalogReference: { catalogItemId: productId, appId: STORES_APP_ID }, quantity: 1 }] }),
  },
  {
    name: 'estimate totals with an address',
    method: 'POST',
    url: '/ecom/v1/carts/current/estimate-totals',
    token: () => t.visitorToken(),
    body: () => ({ shippingAddress: address, billingAddress: address }),
  },
  {
    name: 'redirect session with callbacks',
    method: 'POST',
    url: '/_api/redirects-api/v1/redirect-session',
    token: () => t.visitorToken(),
    body: () => ({
      login: {},
      callbacks: { postFlowUrl: 'http://localhost:8788/after', thankYouPageUrl: 'http://localhost:8788/thanks' },
      preferences: { useGenericWixPages: false },
    }),
  },
  {
    name: 'register with a profile',
    method: 'POST',
    url: '/_api/iam/authentication/v2/register',
    token: () => t.visitorToken(),
    body: () => ({
      loginId: { email: freshEmail('fuzz') },
      password: 'fuzz password 1',
      profile: { firstName: 'Ada', lastName: 'Lovelace', nickname: 'ada', customFields: [{ name: 'shoeSize', value: { strValue: '42' } }] },
    }),
  },
  {
    name: 'member profile update',
    method: 'PATCH',
    url: '/members/v1/members/{member}',
    token: async () => memberToken,
    body: () => ({ member: { contact: { firstName: 'Grace', addresses: [{ addressLine: '1 Main St', city: 'Paris', country: 'FR' }] } } }),
  },
  {
    name: 'product with SEO data',
    method: 'POST',
    url: '/stores/v1/products',
    token: () => t.merchantKey(),
    body: () => ({
      product: {
        name: `Fuzz ${Math.random()}`,
        productType: 'physical',
        priceData: { price: 12.5 },
        description: '<p>Nice</p>',
        seoData: { tags: [{ type: 'title', children: 'Fuzz', custom: false, disabled: false }] },
        productOptions: [{ name: 'Size', choices: [{ value: 'S', description: 'Small' }] }],
      },
    }),
  },
  {
    name: 'site settings',
    method: 'PATCH',
    url: '/tote/v1/site',
    token: () => t.merchantKey(),
    body: () => ({ site: { name: 'Fuzz shop', offlinePaymentInstructions: 'Pay later', ownerCustomUrls: { bookingsCheckout: 'https://shop.example/book' } } }),
  },
];

function send(seed: SeedRequest, token: string, body: unknown) {
  return t.app.inject({
    method: seed.method,
    url: seed.url.replace('{member}', memberId),
    remoteAddress: freshIp(),
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

beforeAll(async () => {
  productId = (await insertProduct(t.handle.db, 'tote-demo', { name: 'Fuzz tee' })).id;
  const member = await registerMember(t);
  memberId = member.identityId;
  memberToken = (await memberSession(t.handle.db, t.ctx.tokens, 'tote-demo', 'demo', member.identityId)).token;
});

describe('fuzzing from valid requests', () => {
  it('finds every request of the corpus valid as it is (so mutations reach the database)', async () => {
    const failures: string[] = [];
    for (const seed of CORPUS) {
      const response = await send(seed, await seed.token(), seed.body());
      if (response.statusCode !== 200) failures.push(`${seed.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers no 5xx to one hostile leaf or key anywhere in a valid request', { timeout: 240_000 }, async () => {
    const statuses: Record<number, number> = {};
    let requests = 0;
    for (const [index, seed] of CORPUS.entries()) {
      const token = await seed.token();
      const valid = seed.body();
      const places = placesIn(valid);
      await fc.assert(
        fc.asyncProperty(
          fc.nat(places.length - 1),
          fc.constantFrom(...HOSTILE),
          fc.constantFrom('__proto__', 'constructor', 'toString', '\ud800', 'x\u0000'),
          async (at, bad, key) => {
            const response = await send(seed, token, mutate(seed.body(), places[at]!, bad, key));
            requests += 1;
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            expect(response.statusCode, `${seed.name} at ${JSON.stringify(places[at])}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          },
        ),
        { seed: SEED + index, numRuns: RUNS_PER_REQUEST },
      );
    }
    console.log(`fuzz-valid-requests: ${requests} mutated requests over ${CORPUS.length} valid ones; statuses ${JSON.stringify(statuses)}`);
  });
});
