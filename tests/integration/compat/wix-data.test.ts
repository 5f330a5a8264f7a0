// The unmodified @wix/data items module against a Tote server: a storefront's CMS read of a collection Tote does not have fails as Wix fails it (WDE0025).
import { createClient, OAuthStrategy } from '@wix/sdk';
import { items } from '@wix/data';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { useOfficialWix } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t);

function shopperClient() {
  return createClient({ modules: { items }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }), fetch: wix.fetch });
}

/** What a Wix storefront reads of a failed SDK call. */
interface SdkError {
  details?: { applicationError?: { code?: string } };
  message?: string;
}

describe('Wix Data with the official package', () => {
  it('answers a query of a collection Tote does not have with WDE0025, which storefronts handle', async () => {
    const error = (await shopperClient()
      .items.query('Menus')
      .eq('slug', 'main')
      .find()
      .then(
        () => undefined,
        (e: unknown) => e,
      )) as SdkError | undefined;
    expect(error?.details?.applicationError?.code).toBe('WDE0025');
    expect(error?.message).toContain('Menus');
  });

  it('answers a GET query with .r, a count and a get by id the same way, never with 404 No route or a 500', async () => {
    const token = await t.visitorToken();
    const r = Buffer.from(JSON.stringify({ dataCollectionId: 'Banners', query: {} })).toString('base64url');
    for (const [method, url, body] of [
      ['GET', `/wix-data/v2/items/query?.r=${r}`, undefined],
      ['POST', '/wix-data/v2/items/count', { dataCollectionId: 'Banners' }],
      ['GET', '/wix-data/v2/items/abc?dataCollectionId=Banners', undefined],
    ] as const) {
      const response = await t.call(method, url, { token, ...(body ? { body } : {}) });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().details.applicationError).toMatchObject({ code: 'WDE0025', data: { collectionName: 'Banners' } });
    }
    expect((await t.call('POST', '/wix-data/v2/items/query', { body: { dataCollectionId: 'Banners' } })).statusCode).toBe(401);
  });
});
