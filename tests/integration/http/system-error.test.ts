// An unexpected failure (the database throws) answers 500 with the bare system error of API.md and nothing internal.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';

/** What the failing database says: SQL, a table name and a secret, none of which may reach the client. */
const INTERNALS = 'relation "refresh_tokens" violates check; select token_hash from refresh_tokens where secret = \'s3cr3t-internal\'';

/** A Kysely plugin that makes every query of the app fail while armed, as a broken database would. */
class FailingDatabase implements KyselyPlugin {
  armed = false;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.armed) throw Object.assign(new Error(INTERNALS), { code: '23514', detail: 'Failing row contains (s3cr3t-internal)' });
    return args.result;
  }
}

const failing = new FailingDatabase();
const t = useTestApp({ wrapDb: (db) => db.withPlugin(failing) });

describe('an unexpected failure', () => {
  it('answers 500 with exactly {message: "System error occurred, request-id: <id>", details: {}} and the same id in the headers', async () => {
    const token = await t.visitorToken();
    // The same call works while the database does (the visitor has no cart yet: Wix's 404).
    expect((await t.call('GET', '/ecom/v1/carts/current', { token })).statusCode).toBe(404);
    failing.armed = true;
    let response;
    try {
      response = await t.call('GET', '/ecom/v1/carts/current', { token });
    } finally {
      failing.armed = false;
    }
    expect(response.statusCode).toBe(500);
    const id = response.headers['x-wix-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-request-id']).toBe(id);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: `System error occurred, request-id: ${id}`, details: {} });
    for (const internal of ['s3cr3t', 'refresh_tokens', 'select', '23514', 'stack', '.ts:']) expect(response.body).not.toContain(internal);
  });

  it('answers a failing write the same way, and the app keeps serving after it', async () => {
    failing.armed = true;
    let response;
    try {
      response = await t.call('POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'anonymous' } });
    } finally {
      failing.armed = false;
    }
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: `System error occurred, request-id: ${response.headers['x-wix-request-id']}`, details: {} });
    expect((await t.call('POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'anonymous' } })).statusCode).toBe(200);
  });
});
