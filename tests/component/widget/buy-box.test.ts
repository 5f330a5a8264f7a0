// @vitest-environment-options {"url": "http://localhost:8788/shop.html", "settings": {"disableIframePageLoading": true}}
// <tote-buy-box> in happy-dom against the real store: loading, prices, options with their availability, stock, add to cart, buy now,
// not found.
import { sql } from 'kysely';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct } from '../../support/cart-fixtures.js';
import { CATALOG, createProduct } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';
import { tote } from '../../../src/widget/index.js';
import { store } from '../../../src/widget/store/store.js';
import { checkoutHandOff, defineWidget, find, focused, holdAnswers, mount, newShopper, press, shadow, text } from '../../support/widget-page.js';

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

/** A buy box of the product, once its name is shown. */
async function buyBox(product: string): Promise<HTMLElement> {
  const box = mount(`<tote-buy-box product="${product}"></tote-buy-box>`);
  await find(box, '[part~="name"]');
  return box;
}

const part = (box: Element, name: string) => shadow(box).querySelector<HTMLElement>(`[part~="${name}"]`);

describe('<tote-buy-box>', () => {
  it('shows a busy skeleton while the product loads, then the product by slug', async () => {
    const release = holdAnswers();
    const box = mount('<tote-buy-box product="classic-tee"></tote-buy-box>');
    const skeleton = await find(box, '[part~="skeleton"]');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(text(skeleton.querySelector('[role="status"]'))).toBe('Loading…');
    release();
    await find(box, '[part~="name"]');
    expect(text(part(box, 'name'))).toBe('Classic Tee');
    expect(text(part(box, 'price'))).toBe('$25.00');
    expect(part(box, 'skeleton')).toBeNull();
  });

  it('maps `product` between its attribute and its property as r2wc does, and shows the product either one names', async () => {
    const box = (await buyBox('classic-tee')) as HTMLElement & { product?: string; container?: ShadowRoot };
    // r2wc renders the component into the element's open shadow root, its `container`.
    expect(box.container).toBe(box.shadowRoot);
    expect(box.product).toBe('classic-tee');
    box.product = 'canvas-cap';
    expect(box.getAttribute('product')).toBe('canvas-cap');
    await expect.poll(() => text(part(box, 'name'))).toBe('Canvas Cap');
    box.setAttribute('product', 'merino-beanie');
    expect(box.product).toBe('merino-beanie');
    await expect.poll(() => text(part(box, 'name'))).toBe('Merino Beanie');
  });

  it('loads a product by id as well', async () => {
    const { id } = await t.ctx.db.selectFrom('products').select('id').where('slug', '=', 'canvas-cap').executeTakeFirstOrThrow();
    const box = await buyBox(id);
    expect(text(part(box, 'name'))).toBe('Canvas Cap');
  });

  it('shows the ribbon and the discounted price with the original struck through', async () => {
    const box = await buyBox('merino-beanie');
    expect(text(part(box, 'ribbon'))).toBe('Sale');
    expect(text(part(box, 'price'))).toBe('Sale price: $25.60 Original price: $32.00');
    expect(text(part(box, 'compare-at-price'))).toBe('$32.00');
    expect(part(box, 'compare-at-price')!.tagName).toBe('S');
  });

  it('shows the price per unit', async () => {
    const box = await buyBox('soy-candle');
    expect(text(part(box, 'unit-price'))).toBe('$8.80 / 100 g');
  });

  it('says when the product does not exist', async () => {
    const box = mount('<tote-buy-box product="no-such-product"></tote-buy-box>');
    const alert = await find(box, '[role="alert"]');
    expect(text(alert)).toBe('This product is not available.');
  });

  it('offers sizes as a drop-down and colours as labelled swatches, and shows the chosen colour’s picture', async () => {
    const box = await buyBox('classic-tee');
    const root = shadow(box);
    const size = root.querySelector<HTMLSelectElement>('[data-option="Size"] select')!;
    expect([...size.options].map((o) => o.textContent)).toEqual(['Choose…', 'S', 'M', 'L', 'XL']);
    const swatches = [...root.querySelectorAll<HTMLInputElement>('[data-option="Color"] input[type="radio"]')];
    expect(swatches.map((s) => s.getAttribute('aria-label'))).toEqual(['White', 'Navy', 'Forest', 'Clay']);
    expect(text(root.querySelector('[data-option="Color"] legend'))).toBe('Color');
    swatches[2]!.click();
    await expect.poll(() => root.querySelector<HTMLImageElement>('.stage img')?.src).toContain('classic-tee-forest.svg');
    expect(text(root.querySelector('[data-option="Color"] legend'))).toBe('Color: Forest');
  });

  it('shows the picture the owner tied to a choice when the shopper picks it (Colour: Blue → the blue photo)', async () => {
    const product = await createProduct(t, {
      name: 'Tied Mug',
      priceData: { price: 12 },
      productOptions: [{ name: 'Colour', choices: [{ value: 'Orange' }, { value: 'Blue' }] }],
    });
    const token = await t.merchantKey();
    const media = [{ mediaId: 'ceramic-mug-terracotta.svg' }, { mediaId: 'ceramic-mug-sage.svg' }];
    expect((await t.call('POST', `${CATALOG.write}/products/${product.id}/media`, { token, body: { media } })).statusCode).toBe(200);
    const tie = { media: [{ option: 'Colour', choice: 'Blue', mediaIds: ['ceramic-mug-sage.svg'] }] };
    expect((await t.call('PATCH', `${CATALOG.write}/products/${product.id}/choices/media`, { token, body: tie })).statusCode).toBe(200);
    const box = await buyBox(product.slug);
    const root = shadow(box);
    const shown = () => root.querySelector<HTMLImageElement>('.stage img')?.src;
    expect(shown()).toContain('ceramic-mug-terracotta.svg');
    const colour = root.querySelector<HTMLSelectElement>('[data-option="Colour"] select')!;
    colour.value = 'Blue';
    colour.dispatchEvent(new Event('change', { bubbles: true }));
    await expect.poll(shown).toContain('ceramic-mug-sage.svg');
  });

  it('updates the price and stock for the chosen variant and disables choices that are out of stock with it', async () => {
    const box = await buyBox('classic-tee');
    const root = shadow(box);
    const size = root.querySelector<HTMLSelectElement>('[data-option="Size"] select')!;
    size.value = 'XL';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    // XL in Forest is sold out (productOptionsAvailability).
    const forest = () => root.querySelector<HTMLInputElement>('[data-option="Color"] input[aria-label^="Forest"]')!;
    await expect.poll(() => forest().disabled).toBe(true);
    expect(forest().getAttribute('aria-label')).toBe('Forest (out of stock)');
    root.querySelector<HTMLInputElement>('input[aria-label="White"]')!.click();
    await expect.poll(() => text(part(box, 'price'))).toBe('$27.00');
    expect(text(part(box, 'stock'))).toBe('In stock');
    size.value = 'M';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    root.querySelector<HTMLInputElement>('input[aria-label="Navy"]')!.click();
    await expect.poll(() => text(part(box, 'stock'))).toBe('Only 3 left');
    expect(text(part(box, 'price'))).toBe('$25.00');
    // The quantity cannot pass the stock.
    const plus = root.querySelector<HTMLButtonElement>('[part~="quantity"] button[aria-label="Increase quantity"]')!;
    for (let i = 0; i < 5; i++) plus.click();
    await expect.poll(() => root.querySelector<HTMLInputElement>('[part~="quantity"] input')!.value).toBe('3');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
  });

  it('asks for a missing option and focuses it instead of adding', async () => {
    const box = await buyBox('classic-tee');
    part(box, 'add-to-cart')!.click();
    await expect.poll(() => text(part(box, 'message'))).toBe('Choose size');
    expect(focused()).toBe(shadow(box).querySelector('[data-option="Size"] select'));
  });

  it('moves through the images with the arrow keys and swipes', async () => {
    const box = await buyBox('classic-tee');
    const stage = shadow(box).querySelector<HTMLElement>('.stage')!;
    expect(stage.getAttribute('aria-roledescription')).toBe('carousel');
    expect(stage.getAttribute('aria-label')).toBe('Images of Classic Tee, Image 1 of 4');
    press(stage, 'ArrowRight');
    await expect.poll(() => stage.getAttribute('aria-label')).toBe('Images of Classic Tee, Image 2 of 4');
    press(stage, 'ArrowLeft');
    press(stage, 'ArrowLeft');
    await expect.poll(() => stage.getAttribute('aria-label')).toBe('Images of Classic Tee, Image 4 of 4');
    stage.dispatchEvent(new PointerEvent('pointerdown', { clientX: 300, bubbles: true }));
    stage.dispatchEvent(new PointerEvent('pointerup', { clientX: 200, bubbles: true }));
    await expect.poll(() => stage.getAttribute('aria-label')).toBe('Images of Classic Tee, Image 1 of 4');
    const thumbs = [...shadow(box).querySelectorAll<HTMLButtonElement>('.thumb')];
    expect(thumbs.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
    thumbs[2]!.click();
    await expect.poll(() => stage.getAttribute('aria-label')).toBe('Images of Classic Tee, Image 3 of 4');
  });

  it('adds to the cart: the badge counts it at once, then the store’s cart settles it', async () => {
    mount('<tote-buy-box product="canvas-cap"></tote-buy-box><tote-cart></tote-cart>');
    const [box, cart] = [document.querySelector('tote-buy-box')!, document.querySelector('tote-cart')!];
    await find(box, '[part~="name"]');
    const button = await find(cart, '[part~="cart-button"]');
    expect(button.getAttribute('aria-label')).toBe('Cart, empty');
    part(box, 'add-to-cart')!.click();
    // Optimistic: before the store answers.
    await expect.poll(() => button.getAttribute('aria-label'), { interval: 1 }).toBe('Cart, 1 item');
    expect(text(part(box, 'add-to-cart'))).toBe('Adding…');
    await expect.poll(() => text(shadow(box).querySelector('.added'))).toBe('Added to your cart. View cart');
    expect(button.getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(text(shadow(cart).querySelector('[role="status"]'))).toBe('Canvas Cap added to your cart. 1 item in the cart.');
    expect(localStorage.getItem('tote:demo:count')).toBe('1');
  });

  it('rolls the badge back and says why when the store refuses the line', async () => {
    const product = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Last one', slug: 'last-one', trackInventory: true, quantity: 1 });
    mount('<tote-buy-box product="last-one"></tote-buy-box><tote-cart></tote-cart>');
    const [box, cart] = [document.querySelector('tote-buy-box')!, document.querySelector('tote-cart')!];
    await find(box, '[part~="name"]');
    const button = await find(cart, '[part~="cart-button"]');
    // Someone else bought the last one after the page showed it.
    await t.ctx.db
      .updateTable('variants')
      .set({ quantity: 0, in_stock: sql<boolean>`false` })
      .where('product_id', '=', product.id)
      .execute();
    part(box, 'add-to-cart')!.click();
    await expect.poll(() => button.getAttribute('aria-label'), { interval: 1 }).toBe('Cart, 1 item');
    await expect.poll(() => text(part(box, 'message'))).toBe('Last one is out of stock');
    expect(button.getAttribute('aria-label')).toBe('Cart, empty');
    expect(part(box, 'message')!.getAttribute('role')).toBe('alert');
  });

  it('buys now: adds the chosen variant, creates an ecomCheckout redirect session and goes to the hosted checkout', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const events: unknown[] = [];
    document.addEventListener('tote:checkout', (event) => events.push(event.detail), { once: true });
    // Something already in the cart stays there: Buy now checks out only the product of the buy box.
    tote('addToCart', { product: 'canvas-cap' });
    await expect.poll(() => store.getState().cart?.lineItems.length).toBe(1);
    const box = await buyBox('classic-tee');
    const root = shadow(box);
    const size = root.querySelector<HTMLSelectElement>('[data-option="Size"] select')!;
    size.value = 'L';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    root.querySelector<HTMLInputElement>('input[aria-label="Clay"]')!.click();
    await expect.poll(() => root.querySelector<HTMLImageElement>('.stage img')?.src).toContain('classic-tee-clay.svg');
    root.querySelector<HTMLButtonElement>('[part~="quantity"] button[aria-label="Increase quantity"]')!.click();
    await expect.poll(() => root.querySelector<HTMLInputElement>('[part~="quantity"] input')!.value).toBe('2');
    part(box, 'buy-now')!.click();
    await expect.poll(() => assign.mock.calls.length, { timeout: 10_000 }).toBe(1);
    expect(text(part(box, 'buy-now'))).toBe('Going to checkout…');

    const url = new URL(String(assign.mock.calls[0]![0]));
    const { checkoutId, callbacks } = await checkoutHandOff(t, url);
    expect(callbacks).toMatchObject({
      postFlowUrl: 'http://localhost:8788/shop.html',
      thankYouPageUrl: `http://localhost:8788/shop.html?tote=thank-you&checkoutId=${checkoutId}`,
    });
    // The checkout holds what the buy box chose: the tee in L / Clay, twice.
    const { line_items: lines } = await t.ctx.db.selectFrom('checkouts').select('line_items').where('id', '=', checkoutId).executeTakeFirstOrThrow();
    const chosen = await t.ctx.db
      .selectFrom('variants')
      .select('id')
      .where('product_id', '=', lines[0]!.productId as string)
      .where(sql<boolean>`choices->>'Size' = 'L' and choices->>'Color' = 'Clay'`)
      .executeTakeFirstOrThrow();
    expect(lines).toEqual([expect.objectContaining({ name: 'Classic Tee', variantId: chosen.id, quantity: 2 })]);
    expect(events).toEqual([expect.objectContaining({ checkoutId, items: [expect.objectContaining({ name: 'Classic Tee', quantity: 2 })] })]);
  });

  it('shows an out-of-stock product with its buttons disabled for assistive technology too, and says why when one is pressed', async () => {
    await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Gone', slug: 'gone-for-good', trackInventory: true, quantity: 0, inStock: false });
    const box = await buyBox('gone-for-good');
    await expect.poll(() => text(part(box, 'stock'))).toBe('Out of stock');
    expect(part(box, 'add-to-cart')!.getAttribute('aria-disabled')).toBe('true');
    expect(part(box, 'buy-now')!.getAttribute('aria-disabled')).toBe('true');
    part(box, 'buy-now')!.click();
    await expect.poll(() => text(part(box, 'message'))).toBe('Out of stock');
    expect(store.getState().pendingUnits).toBe(0);
  });

  it('clears "Choose a size" once a size is chosen', async () => {
    const box = await buyBox('classic-tee');
    const root = shadow(box);
    part(box, 'add-to-cart')!.click();
    await expect.poll(() => text(part(box, 'message'))).toBe('Choose size');
    const size = root.querySelector<HTMLSelectElement>('[data-option="Size"] select')!;
    size.value = 'M';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    await expect.poll(() => text(part(box, 'message'))).toBe('');
  });
});
