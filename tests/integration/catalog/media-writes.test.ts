// Merchant media writes: add by store media id or URL, link to choices, unlink and remove; the media files route.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/wire/catalog.js';
import { CATALOG, createProduct, getProduct, violatedFields } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let key: string;

beforeAll(async () => {
  key = await t.merchantKey();
});

function mug() {
  return createProduct(t, {
    name: `Mug ${Math.random().toString(36).slice(2, 8)}`,
    priceData: { price: 12 },
    productOptions: [
      {
        name: 'Color',
        optionType: 'color',
        choices: [
          { value: '#a7b89a', description: 'Sage' },
          { value: '#c0704f', description: 'Terracotta' },
        ],
      },
    ],
  });
}

async function reload(id: string): Promise<Product> {
  return (await getProduct(t, id, key)).json().product as Product;
}

describe('POST /stores/v1/products/{id}/media', () => {
  it('adds a store image by media id with its real size, and an external image by URL', async () => {
    const product = await mug();
    const response = await t.call('POST', `${CATALOG.write}/products/${product.id}/media`, {
      token: key,
      body: {
        id: product.id,
        media: [{ mediaId: 'ceramic-mug-sage.svg', choice: { option: 'Color', choice: 'Sage' } }, { url: 'https://images.example.com/mug/terracotta.jpg' }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({});
    const after = await reload(product.id);
    expect(after.media.mainMedia?.image).toEqual({ url: 'http://localhost:8787/media/ceramic-mug-sage.svg', width: 800, height: 800, format: 'svg' });
    expect(after.media.items[1]?.image?.url).toBe('https://images.example.com/mug/terracotta.jpg');
    expect(after.media.items[1]?.title).toBe('terracotta.jpg');
    const sage = after.productOptions[0]?.choices.find((c) => c.description === 'Sage');
    expect(sage?.media?.items.map((m) => m.id)).toEqual(['ceramic-mug-sage.svg']);
  });

  it('refuses an unknown media id, a bad URL, both or neither, and an unknown choice, adding nothing', async () => {
    const product = await mug();
    const response = await t.call('POST', `${CATALOG.write}/products/${product.id}/media`, {
      token: key,
      body: { media: [{ mediaId: 'no-such-file.svg' }, { url: 'javascript:alert(1)' }, { mediaId: 'soy-candle.svg', url: 'https://x.example/a.png' }, {}] },
    });
    expect(response.statusCode).toBe(400);
    expect(violatedFields(response.json())).toEqual(['media[0].mediaId', 'media[1].url', 'media[2]', 'media[3]']);
    const choice = await t.call('POST', `${CATALOG.write}/products/${product.id}/media`, {
      token: key,
      body: { media: [{ mediaId: 'soy-candle.svg', choice: { option: 'Color', choice: 'Purple' } }] },
    });
    expect(violatedFields(choice.json())).toEqual(['media[0].choice']);
    expect((await reload(product.id)).media.items).toEqual([]);
  });

  it('refuses visitors and an unknown product', async () => {
    const product = await mug();
    const visitor = await t.visitorToken();
    expect(
      (await t.call('POST', `${CATALOG.write}/products/${product.id}/media`, { token: visitor, body: { media: [{ mediaId: 'soy-candle.svg' }] } })).statusCode,
    ).toBe(403);
    const missing = await t.call('POST', `${CATALOG.write}/products/0b6a4fd2-0000-4000-8000-000000000000/media`, {
      token: key,
      body: { media: [{ mediaId: 'soy-candle.svg' }] },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('choice media and removal', () => {
  it('links media to a choice, unlinks it, and removes media everywhere', async () => {
    const product = await mug();
    await t.call('POST', `${CATALOG.write}/products/${product.id}/media`, {
      token: key,
      body: { media: [{ mediaId: 'ceramic-mug-sage.svg' }, { mediaId: 'ceramic-mug-terracotta.svg' }] },
    });
    const link = await t.call('PATCH', `${CATALOG.write}/products/${product.id}/choices/media`, {
      token: key,
      body: { media: [{ option: 'Color', choice: 'Terracotta', mediaIds: ['ceramic-mug-terracotta.svg'] }] },
    });
    expect(link.statusCode, link.body).toBe(200);
    const linked = await reload(product.id);
    expect(linked.productOptions[0]?.choices[1]?.media?.mainMedia?.id).toBe('ceramic-mug-terracotta.svg');
    const unlink = await t.call('POST', `${CATALOG.write}/products/${product.id}/choices/media/delete`, {
      token: key,
      body: { media: [{ option: 'Color', choice: 'Terracotta' }] },
    });
    expect(unlink.statusCode).toBe(200);
    expect((await reload(product.id)).productOptions[0]?.choices[1]?.media).toBeUndefined();
    await t.call('PATCH', `${CATALOG.write}/products/${product.id}/choices/media`, {
      token: key,
      body: { media: [{ option: 'Color', choice: 'Sage', mediaIds: ['ceramic-mug-sage.svg'] }] },
    });
    const remove = await t.call('POST', `${CATALOG.write}/products/${product.id}/media/delete`, { token: key, body: { mediaIds: ['ceramic-mug-sage.svg'] } });
    expect(remove.statusCode).toBe(200);
    const after = await reload(product.id);
    expect(after.media.items.map((m) => m.id)).toEqual(['ceramic-mug-terracotta.svg']);
    expect(after.productOptions[0]?.choices[0]?.media).toBeUndefined();
    await t.call('POST', `${CATALOG.write}/products/${product.id}/media/delete`, { token: key, body: { mediaIds: [] } });
    expect((await reload(product.id)).media).toEqual({ items: [] });
  });

  it('refuses linking media the product does not have, or a choice it does not have', async () => {
    const product = await mug();
    const response = await t.call('PATCH', `${CATALOG.write}/products/${product.id}/choices/media`, {
      token: key,
      body: {
        media: [
          { option: 'Color', choice: 'Sage', mediaIds: ['soy-candle.svg'] },
          { option: 'Size', choice: 'M', mediaIds: [] },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(violatedFields(response.json())).toEqual(['media[0].mediaIds[0]', 'media[1]']);
  });
});

describe('GET /media/{file}', () => {
  it('serves a library image with a content type and caching, and 404s anything else', async () => {
    const image = await t.call('GET', '/media/soy-candle.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    for (const path of ['/media/nope.svg', '/media/../demo-catalog.ts', '/media/%2e%2e/demo-catalog.ts']) {
      const response = await t.call('GET', path);
      expect(response.statusCode, path).toBe(404);
    }
  });
});
