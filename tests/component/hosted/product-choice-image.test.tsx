// @vitest-environment-options {"url": "http://localhost:8787/hosted/product/tied-tee"}
// The hosted product page in happy-dom against the real store: the picture the owner tied to a choice shows when the shopper picks it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPage } from '../../../src/hosted/core/start-page.js';
import { ProductPage } from '../../../src/hosted/pages/product/product-page.js';
import { PAGE_DATA_ELEMENT_ID, type ProductPageData } from '../../../src/wire/hosted-pages.js';
import { CATALOG, createProduct } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';
import { pageFetch } from '../../support/widget-page.js';

const t = useTestApp();

beforeAll(async () => {
  // The page's SDK calls the store on its own origin: through the real app.
  vi.stubGlobal('fetch', pageFetch(t).fetch);
  const product = await createProduct(t, {
    name: 'Tied Tee',
    slug: 'tied-tee',
    priceData: { price: 20 },
    productOptions: [
      {
        name: 'Colour',
        optionType: 'color',
        choices: [
          { value: '#f80', description: 'Orange' },
          { value: '#00f', description: 'Blue' },
        ],
      },
    ],
  });
  const token = await t.merchantKey();
  const media = [{ mediaId: 'ceramic-mug-terracotta.svg' }, { mediaId: 'ceramic-mug-sage.svg' }];
  expect((await t.call('POST', `${CATALOG.write}/products/${product.id}/media`, { token, body: { media } })).statusCode).toBe(200);
  const tie = { media: [{ option: 'Colour', choice: 'Blue', mediaIds: ['ceramic-mug-sage.svg'] }] };
  expect((await t.call('PATCH', `${CATALOG.write}/products/${product.id}/choices/media`, { token, body: tie })).statusCode).toBe(200);
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the hosted product page', () => {
  it('shows the picture tied to the choice the shopper picks (Colour: Blue → the blue photo)', async () => {
    const data: ProductPageData = { page: 'product', store: { name: 'Demo', locale: 'en-US' }, clientId: 'demo', slug: 'tied-tee' };
    document.body.innerHTML =
      '<div id="root"><p class="page-loading">Loading…</p></div>' +
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(data)}</script>`;
    await startPage('product', (page) => <ProductPage data={page} />);
    const root = document.getElementById('root')!;
    const shown = () => root.querySelector<HTMLImageElement>('.gallery-main img')?.getAttribute('src');
    await expect.poll(shown, { timeout: 10_000 }).toContain('ceramic-mug-terracotta.svg');
    root.querySelector<HTMLInputElement>('input[type="radio"][value="Blue"]')!.click();
    await expect.poll(shown).toContain('ceramic-mug-sage.svg');
  });
});
