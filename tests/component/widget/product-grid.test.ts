// @vitest-environment-options {"url": "http://localhost:8788/catalog.html", "settings": {"disableIframePageLoading": true}}
// <tote-product-grid> in happy-dom against the real store: skeleton, cards with prices, ranges, ribbons and sold out, collections,
// sorts, search, Load more, quick add into the page's cart, links, and bad attributes (empty state, one warning).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../src/widget/store/store.js';
import { PRODUCT_GRID_PARTS } from '../../../src/widget/index.js';
import { useTestApp } from '../../support/test-app.js';
import { defineWidget, find, holdAnswers, mount, newShopper, shadow, text, type } from '../../support/widget-page.js';

const t = useTestApp();

beforeAll(() => {
  defineWidget(t);
});
beforeEach(async () => {
  await newShopper();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A grid of the HTML's attributes, once its first page shows (cards, or the empty state). */
async function grid(attributes: string): Promise<HTMLElement> {
  const element = mount(`<tote-product-grid ${attributes}></tote-product-grid>`);
  await find(element, '[part~="card-link"], [part~="empty"]');
  return element;
}

const cards = (element: Element) => [...shadow(element).querySelectorAll('[part~="card"]')];
const names = (element: Element) => cards(element).map((card) => text(card.querySelector('[part~="name"]')));
const card = (element: Element, name: string) => cards(element).find((c) => text(c.querySelector('[part~="name"]')) === name)!;

describe('<tote-product-grid>', () => {
  it('shows page-size skeleton cards in a busy list while the first page loads, then the cards', async () => {
    const element = mount('<tote-product-grid page-size="5"></tote-product-grid>');
    const root = await find(element, '[part~="product-grid"]');
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(shadow(element).querySelectorAll('[part~="skeleton"]')).toHaveLength(5);
    await find(element, '[part~="card-link"]');
    expect(cards(element)).toHaveLength(5);
    expect(root.getAttribute('aria-busy')).toBe('false');
    expect(shadow(element).querySelector('[part~="list"]')!.getAttribute('role')).toBe('list');
  });

  it('shows every product, 12 by default, and Load more the rest, moving focus to the first new card', async () => {
    const element = await grid('sort="name"');
    expect(cards(element)).toHaveLength(12);
    const more = await find(element, '[part~="load-more"]');
    more.click();
    await expect.poll(() => cards(element).length).toBe(13);
    expect(shadow(element).querySelector('[part~="load-more"]')).toBeNull();
    expect(shadow(element).activeElement).toBe(cards(element)[12]!.querySelector('a'));
    expect(names(element)).toEqual([...names(element)].sort((a, b) => a.localeCompare(b)));
  });

  it('shows a collection by slug, sorted by price either way, with prices, ranges, ribbons and sold out', async () => {
    const element = await grid('collection="apparel" sort="price-asc"');
    expect(names(element)).toEqual(['Crew Socks, 3 Pairs', 'Classic Tee', 'Merino Beanie', 'Canvas Cap', 'Everyday Hoodie']);
    expect(text(card(element, 'Canvas Cap').querySelector('[part~="price"]'))).toBe('$28.00');
    expect(text(card(element, 'Merino Beanie').querySelector('[part~="price"]'))).toBe('Sale price: $25.60 Original price: $32.00');
    expect(text(card(element, 'Merino Beanie').querySelector('[part~="ribbon"]'))).toBe('Sale');
    const down = await grid('collection="apparel" sort="price-desc"');
    expect(names(down)[0]).toBe('Everyday Hoodie');
    const carry = await grid('collection="carry-stationery"');
    const pins = card(carry, 'Enamel Pin Set');
    expect(text(pins.querySelector('[part~="sold-out"]'))).toBe('Sold out');
    expect(pins.querySelector('[part~="add-to-cart"]')!.getAttribute('aria-disabled')).toBe('true');
  });

  it('links products with choices to the page pattern, or to the store’s hosted product page', async () => {
    const element = await grid('collection="apparel" product-url="/product.html?slug={slug}"');
    const tee = card(element, 'Classic Tee');
    expect(tee.querySelector('[part~="add-to-cart"]')).toBeNull();
    expect(tee.querySelector('[part~="options-link"]')!.getAttribute('href')).toBe('/product.html?slug=classic-tee');
    expect(tee.querySelector('[part~="card-link"]')!.getAttribute('href')).toBe('/product.html?slug=classic-tee');
    const hosted = await grid('collection="apparel"');
    expect(card(hosted, 'Classic Tee').querySelector('a')!.getAttribute('href')).toMatch(/^http:\/\/localhost:8787\/.*classic-tee/);
  });

  it('adds a product without choices to the page’s cart, and the live region says so', async () => {
    const element = await grid('collection="apparel"');
    const add = card(element, 'Canvas Cap').querySelector<HTMLElement>('[part~="add-to-cart"]')!;
    expect(add.getAttribute('aria-label')).toBe('Add to cart: Canvas Cap');
    const added = new Promise<CustomEvent>((resolve) => document.addEventListener('tote:add-to-cart', (e) => resolve(e as CustomEvent), { once: true }));
    add.click();
    expect((await added).detail.items[0].name).toBe('Canvas Cap');
    expect(store.getState().cart?.lineItems).toHaveLength(1);
    await expect.poll(() => text(shadow(element).querySelector('[role="status"]'))).toContain('Canvas Cap added to your cart');
  });

  it('searches from the query attribute and from its search box', async () => {
    const element = await grid('query="canvas" search');
    expect(names(element).sort()).toEqual(['Canvas Cap', 'Canvas Tote Bag']);
    const input = await find<HTMLInputElement>(element, '[part~="search-input"]');
    expect(input.value).toBe('canvas');
    type(input, 'mug');
    input.form!.requestSubmit();
    await expect.poll(() => names(element)).toEqual(['Ceramic Mug']);
    await expect.poll(() => text(shadow(element).querySelector('[role="status"]'))).toBe('1 product');
    type(input, 'no such thing');
    input.form!.requestSubmit();
    await expect.poll(() => text(shadow(element).querySelector('[part~="empty"]'))).toBe('No products found.');
  });

  it('shows the empty state and warns once for a missing collection or an unknown sort', async () => {
    for (const attributes of ['collection="no-such-collection"', 'sort="cheapest"']) {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const element = await grid(attributes);
      expect(text(shadow(element).querySelector('[part~="empty"]'))).toBe('No products found.');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain(attributes.split('=')[0]);
      warn.mockRestore();
    }
  });

  it('renders every part it documents', async () => {
    const seen = new Set<string>();
    const collect = (element: Element) => {
      for (const node of shadow(element).querySelectorAll('[part]')) for (const name of node.getAttribute('part')!.split(/\s+/)) seen.add(name);
    };
    const release = holdAnswers();
    const loading = mount('<tote-product-grid search collection="carry-stationery" page-size="2"></tote-product-grid>');
    await find(loading, '[part~="skeleton"]');
    collect(loading);
    release();
    await find(loading, '[part~="load-more"]');
    collect(loading);
    const more = await grid('collection="carry-stationery" page-size="4"');
    collect(more);
    const apparel = await grid('collection="apparel"');
    collect(apparel);
    const empty = await grid('query="nothing like this"');
    collect(empty);
    expect(Object.values(PRODUCT_GRID_PARTS).filter((name) => !seen.has(name))).toEqual([]);
  });
});
