// The demo shop in real Chromium: it loads on its own origin with the store's script tag, its cards match the catalog, its product page follows ?slug=.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

interface CatalogProduct {
  slug: string;
  name: string;
  priceData: { formatted: { price: string; discountedPrice: string } };
}

/** The demo catalog as the store serves it (visitor token, one product query). */
async function catalog(): Promise<Map<string, CatalogProduct>> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${kit.storeUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const { access_token } = await post('/oauth2/token', { clientId: 'demo', grantType: 'anonymous' });
  const { products } = (await post('/stores-reader/v1/products/query-platformized', { query: { paging: { limit: 100 } } }, access_token)) as {
    products: CatalogProduct[];
  };
  return new Map(products.map((product) => [product.slug, product]));
}

describe('the demo shop', () => {
  it('serves its home page on its own origin with the store’s script tag, and every element comes to life', async () => {
    const { page, errors, pathsFrom } = await kit.openPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
    });
    await page.goto(`${kit.demoUrl}/`, { waitUntil: 'networkidle' });
    expect(new URL(kit.demoUrl).origin).not.toBe(new URL(kit.storeUrl).origin);
    expect(await page.title()).toBe('Tote Basics · Goods for every day');
    expect(await page.locator('script[src$="/tote.js"]').getAttribute('src')).toBe(`${kit.storeUrl}/tote.js`);
    for (const tag of ['tote-buy-box', 'tote-login', 'tote-cart']) {
      await page.waitForFunction((name) => customElements.get(name) !== undefined && document.querySelector(name)?.shadowRoot !== null, tag);
    }
    expect(pathsFrom(kit.storeUrl)).toContain('/tote.js');
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows three collections of product cards whose names, prices and pictures match the store’s catalog', async () => {
    const { page } = await kit.openPage();
    await page.goto(`${kit.demoUrl}/`, { waitUntil: 'networkidle' });
    const products = await catalog();
    expect(await page.locator('#collections > section').count()).toBe(3);
    const cards = await page.locator('#collections .card').evaluateAll((elements) =>
      elements.map((card) => ({
        slug: card.getAttribute('data-slug')!,
        href: card.getAttribute('href')!,
        name: card.querySelector('h3')!.textContent!.trim(),
        price: card.querySelector('.price')!.textContent!.trim(),
        image: (card.querySelector('img') as HTMLImageElement).src,
      })),
    );
    expect(cards.map((card) => card.slug).sort()).toEqual([...products.keys()].sort());
    for (const card of cards) {
      const product = products.get(card.slug)!;
      const { price, discountedPrice } = product.priceData.formatted;
      expect(card.name, card.slug).toBe(product.name);
      expect(card.price, card.slug).toBe(price === discountedPrice ? price : `${price} ${discountedPrice}`);
      expect(card.href).toBe(`/product.html?slug=${card.slug}`);
      expect(card.image.startsWith(`${kit.storeUrl}/media/`)).toBe(true);
    }
    // Pictures come from the store's media library (scrolled into view so that lazy ones load).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#collections img')].every((img) => img.complete && img.naturalWidth > 0));
  });

  it('puts the product of ?slug= in the product page’s buy box', async () => {
    const { page, errors } = await kit.openPage();
    await page.goto(`${kit.demoUrl}/product.html?slug=everyday-hoodie`, { waitUntil: 'networkidle' });
    expect(await page.locator('tote-buy-box').getAttribute('product')).toBe('everyday-hoodie');
    expect(await page.title()).toBe('Everyday Hoodie · Tote Basics');
    await page.waitForFunction(() => customElements.get('tote-buy-box') !== undefined);
    expect(errors).toEqual([]);
  });
});
