// A typed client from the OpenAPI document, as an adopter would make one: openapi-typescript generates api.d.ts from the
// served document, and a small openapi-fetch client that reads typed fields type-checks (and a wrong field does not).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROOT } from '../../vite.config.js';
import { run } from './adopter-app.js';

/** The client app's tools, pinned: openapi-typescript 7 needs TypeScript 5 (the repository's 7 is outside its peer range). */
const CLIENT_VERSIONS = { 'openapi-typescript': '7.13.0', 'openapi-fetch': '0.17.0', typescript: '5.9.3' };

/** The client: the current cart and the product query by their paths and operationIds, an add to cart, the error envelope. */
const CLIENT_TS = `import createClient from 'openapi-fetch';
import type { components, operations, paths } from './api';

const client = createClient<paths>({ baseUrl: 'https://store.example.com', headers: { Authorization: 'visitor-token' } });

type Cart = operations['getCurrentCart']['responses'][200]['content']['application/json']['cart'];
type Products = operations['queryProducts']['responses'][200]['content']['application/json']['products'];
type Envelope = components['schemas']['ErrorEnvelope'];

export async function cartSummary(): Promise<string> {
  const { data, error } = await client.GET('/ecom/v1/carts/current');
  if (error) return error.message + (error.details.applicationError?.code ?? '');
  const cart: Cart = data.cart;
  const quantity: number = cart.lineItems[0]?.quantity ?? 0;
  const amount: string | undefined = cart.lineItems[0]?.price.amount;
  // @ts-expect-error a cart has no \`totalPrice\`: the generated types must refuse it
  void cart.totalPrice;
  return \`\${cart.currency} \${quantity} \${amount ?? ''}\`;
}

export async function productNames(): Promise<string[]> {
  const { data } = await client.GET('/stores-reader/v1/products/query-platformized', { params: { query: { '.r': 'eyJxdWVyeSI6e319' } } });
  const products: Products = data?.products ?? [];
  return products.map((product) => \`\${product.name} \${product.priceData.formatted.price} \${product.stock.inStock}\`);
}

export async function addMug(productId: string): Promise<number> {
  const { data } = await client.POST('/ecom/v1/carts/current/add-to-cart', {
    body: { lineItems: [{ catalogReference: { catalogItemId: productId, appId: '1380b703-ce81-ff05-f115-39571d94dfcd' }, quantity: 1 }] },
  });
  return data?.cart.lineItems.length ?? 0;
}

export function describe(envelope: Envelope): string {
  return envelope.details.validationError?.fieldViolations.map((violation) => violation.field).join(', ') ?? envelope.message;
}
`;

/** Strict TypeScript over the client and the generated types. */
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['ES2022', 'DOM'],
    types: [],
  },
  include: ['client.ts', 'api.d.ts'],
};

let work: string | undefined;

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

it('generates api.d.ts from the served document with openapi-typescript, and an openapi-fetch client type-checks against it', async (context) => {
  work = await mkdtemp(path.join(tmpdir(), 'tote-openapi-client-'));
  const document = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/openapi-document.ts'], ROOT, 60_000);
  expect(document.code, document.stderr).toBe(0);
  expect(JSON.parse(document.stdout)).toMatchObject({ openapi: '3.1.0' });
  await writeFile(path.join(work, 'openapi.json'), document.stdout);
  await writeFile(
    path.join(work, 'package.json'),
    `${JSON.stringify({ name: 'tote-client', private: true, type: 'module', devDependencies: CLIENT_VERSIONS }, null, 2)}\n`,
  );
  await writeFile(path.join(work, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  await writeFile(path.join(work, 'client.ts'), CLIENT_TS);
  // Skipped, saying why, only when the npm registry does not answer (the client's tools come from it).
  const ping = await run('npm', ['ping', '--fetch-timeout=15000', '--fetch-retries=0'], work, 30_000);
  if (ping.code !== 0)
    context.skip(
      `the npm registry is unreachable, the client tools were not installed: ${ping.stderr.split('\n').find((line) => line.startsWith('npm error')) ?? ping.stderr}`,
    );
  const install = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], work, 150_000);
  expect(install.code, install.stderr).toBe(0);

  const generated = await run(path.join(work, 'node_modules/.bin/openapi-typescript'), ['openapi.json', '--output', 'api.d.ts'], work, 60_000);
  expect(generated.code, generated.stdout + generated.stderr).toBe(0);
  const typecheck = await run(path.join(work, 'node_modules/.bin/tsc'), ['-p', work], work, 60_000);
  expect(typecheck.code, typecheck.stdout + typecheck.stderr).toBe(0);

  // The check can fail: a client that reads the wrong field is refused.
  await writeFile(path.join(work, 'client.ts'), CLIENT_TS.replace('// @ts-expect-error a cart has no `totalPrice`: the generated types must refuse it\n', ''));
  const refused = await run(path.join(work, 'node_modules/.bin/tsc'), ['-p', work], work, 60_000);
  expect(refused.code).not.toBe(0);
  expect(refused.stdout).toMatch(/totalPrice/);
}, 240_000);
