// /tote/v1/oauth-clients: a merchant registers a new origin and CORS answers it at once, in this process and another; bad origins are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app.js';
import { createContext } from '../../../src/server/context.js';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/connect.js';
import type { TypedApp } from '../../../src/server/http/typed-app.js';
import { testDatabaseKind } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const CLIENTS = '/tote/v1/oauth-clients';

function preflight(app: TypedApp, origin: string) {
  return app.inject({ method: 'OPTIONS', url: '/ecom/v1/carts/current', headers: { origin, 'access-control-request-method': 'GET' } });
}

describe('OAuth clients', () => {
  it('lists the demo client with its origins and redirect domains', async () => {
    const response = await t.call('GET', CLIENTS, { token: await t.merchantKey() });
    expect(response.statusCode).toBe(200);
    expect(response.json().clients).toEqual([
      expect.objectContaining({
        id: 'demo',
        allowedOrigins: expect.arrayContaining(['http://localhost:8788']),
        allowedRedirectDomains: expect.arrayContaining(['http://localhost:8788']),
        redirectUris: [],
      }),
    ]);
  });

  it('creates a client whose origin CORS answers at once, and whose redirect URIs are exact', async () => {
    const key = await t.merchantKey();
    expect((await preflight(t.app, 'https://shop.example')).statusCode).toBe(403);
    const created = await t.call('POST', CLIENTS, {
      token: key,
      body: { client: { name: 'My shop', allowedOrigins: ['https://Shop.Example:443/'], redirectUris: ['https://shop.example/callback'] } },
    });
    expect(created.statusCode).toBe(200);
    const client = created.json().client;
    expect(client).toMatchObject({
      name: 'My shop',
      allowedOrigins: ['https://shop.example'],
      redirectUris: ['https://shop.example/callback'],
      allowedRedirectDomains: [],
    });
    expect(client.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const allowed = await preflight(t.app, 'https://shop.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    // A visitor token of the new client works.
    const token = await t.call('POST', '/oauth2/token', { body: { clientId: client.id, grantType: 'anonymous' } });
    expect(token.statusCode).toBe(200);
  });

  it('adds and removes origins; removal ends CORS for them at once', async () => {
    const key = await t.merchantKey();
    const added = await t.call('POST', `${CLIENTS}/demo/allowed-origins`, { token: key, body: { origins: ['https://added.example'] } });
    expect(added.json().client.allowedOrigins).toContain('https://added.example');
    expect((await preflight(t.app, 'https://added.example')).statusCode).toBe(204);
    const removed = await t.call('POST', `${CLIENTS}/demo/allowed-origins/delete`, { token: key, body: { origins: ['https://added.example'] } });
    expect(removed.json().client.allowedOrigins).not.toContain('https://added.example');
    expect((await preflight(t.app, 'https://added.example')).statusCode).toBe(403);
  });

  it('refuses what is not an origin or a redirect URI, and writes nothing', async () => {
    const key = await t.merchantKey();
    const before = (await t.call('GET', `${CLIENTS}/demo`, { token: key })).json().client;
    for (const [client, field] of [
      [{ allowedOrigins: ['shop.example'] }, 'client.allowedOrigins[0]'],
      [{ allowedOrigins: ['https://shop.example/path'] }, 'client.allowedOrigins[0]'],
      [{ allowedOrigins: ['http://shop.example'] }, 'client.allowedOrigins[0]'],
      [{ allowedOrigins: ['javascript:alert(1)'] }, 'client.allowedOrigins[0]'],
      [{ redirectUris: ['https://shop.example/cb#x'] }, 'client.redirectUris[0]'],
      [{ redirectUris: ['/relative'] }, 'client.redirectUris[0]'],
      [{ allowedRedirectDomains: ['https://u:p@shop.example'] }, 'client.allowedRedirectDomains[0]'],
      [{ name: '  ' }, 'client.name'],
    ] as const) {
      const response = await t.call('PATCH', `${CLIENTS}/demo`, { token: key, body: { client } });
      expect(response.statusCode, field).toBe(400);
      expect(
        response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field),
        field,
      ).toContain(field);
    }
    expect((await t.call('GET', `${CLIENTS}/demo`, { token: key })).json().client).toEqual(before);
  });

  it('is for merchants only, and only their own clients', async () => {
    expect((await t.call('GET', CLIENTS)).statusCode).toBe(401);
    expect((await t.call('GET', CLIENTS, { token: await t.visitorToken() })).statusCode).toBe(403);
    expect((await t.call('GET', `${CLIENTS}/nope`, { token: await t.merchantKey() })).statusCode).toBe(404);
  });

  it('answers a change that names nothing with the client as it is, and 404 for an unknown one (the fuzz test found a 500)', async () => {
    const key = await t.merchantKey();
    const unchanged = await t.call('PATCH', `${CLIENTS}/demo`, { token: key, body: { client: {} } });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().client).toEqual(expect.objectContaining({ id: 'demo', allowedOrigins: expect.arrayContaining(['http://localhost:8788']) }));
    const unknown = await t.call('PATCH', `${CLIENTS}/%7BeRVX%7B`, { token: key, body: { client: {} } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('in another server process', () => {
  let other: { app: TypedApp; handle?: DatabaseHandle } | undefined;

  beforeAll(async () => {
    if (testDatabaseKind() === 'postgres') {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db);
      const handle = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema: rows[0]!.schema, poolSize: 2 });
      other = { app: await buildApp(createContext(t.ctx.config, handle.db, undefined, handle.feed)), handle };
    } else {
      other = { app: await buildApp(createContext(t.ctx.config, t.handle.db, undefined, t.handle.feed)) };
    }
    await other.app.ready();
  });

  afterAll(async () => {
    await other?.app.close();
    await other?.handle?.close();
  });

  it('answers a newly added origin within moments, though it had just cached the refusal', async () => {
    const origin = 'https://elsewhere.example';
    expect((await preflight(other!.app, origin)).statusCode).toBe(403);
    await t.call('POST', `${CLIENTS}/demo/allowed-origins`, { token: await t.merchantKey(), body: { origins: [origin] } });
    await expect.poll(async () => (await preflight(other!.app, origin)).statusCode, { timeout: 3_000, interval: 10 }).toBe(204);
  });
});
