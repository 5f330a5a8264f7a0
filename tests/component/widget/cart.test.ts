// @vitest-environment-options {"url": "http://localhost:8788/shop.html", "settings": {"disableIframePageLoading": true}}
// <tote-cart> in happy-dom against the real store: the button, the drawer (lines, quantities, coupon, estimate, totals), checkout, tabs.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, localStorageStorage } from '../../../src/sdk/index.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { tote } from '../../../src/widget/index.js';
import { loadCart } from '../../../src/widget/store/cart-actions.js';
import { initialCartState } from '../../../src/widget/store/cart-state.js';
import { store } from '../../../src/widget/store/store.js';
import { injectFetch } from '../../support/inject-fetch.js';
import type { SeenRequest } from '../../support/inject-fetch.js';
import { useTestApp } from '../../support/test-app.js';
import { checkoutHandOff, defineWidget, find, focused, mount, newShopper, press, shadow, STORE_URL, text, type } from '../../support/widget-page.js';

const t = useTestApp();

/** The page's requests to the store. */
let seen: SeenRequest[] = [];

beforeAll(() => {
  seen = defineWidget(t);
});
beforeEach(async () => {
  await newShopper();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const part = (host: Element, name: string) => shadow(host).querySelector<HTMLElement>(`[part~="${name}"]`);
const drawerOf = (cart: Element) => part(cart, 'drawer');

/** A page with the cart, holding the given lines (added through the page's command, as a site's own script would). */
async function cartWith(lines: { product: string; options?: Record<string, string>; quantity?: number }[]): Promise<HTMLElement> {
  const cart = mount('<tote-cart></tote-cart>');
  const button = await find(cart, '[part~="cart-button"]');
  let units = 0;
  for (const line of lines) {
    units += line.quantity ?? 1;
    tote('addToCart', line);
    await expect.poll(() => button.getAttribute('aria-label')).toBe(units === 1 ? 'Cart, 1 item' : `Cart, ${units} items`);
    await expect.poll(() => store.getState().pendingUnits).toBe(0);
  }
  return cart;
}

/** Opens the drawer with its button; resolves once the drawer shows. */
async function openDrawer(cart: HTMLElement): Promise<HTMLElement> {
  part(cart, 'cart-button')!.click();
  return find(cart, '[part~="drawer"]');
}

describe('<tote-cart>', () => {
  it('names its button by the count and shows an empty state, with no request for a first-time visitor', async () => {
    const before = seen.length;
    const cart = mount('<tote-cart></tote-cart>');
    const button = await find(cart, '[part~="cart-button"]');
    expect(button.getAttribute('aria-label')).toBe('Cart, empty');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    const drawer = await openDrawer(cart);
    expect(text(drawer)).toContain('Your cart is empty.');
    expect(text(drawer.querySelector('button.tote-button'))).toBe('Continue shopping');
    expect(seen.slice(before)).toEqual([]);
  });

  it('opens as a modal dialog: focus moves in, Tab stays inside, Escape closes and focus returns to the button', async () => {
    const cart = await cartWith([{ product: 'canvas-cap' }]);
    const button = part(cart, 'cart-button')!;
    button.focus();
    const drawer = await openDrawer(cart);
    const dialog = drawer.closest('dialog')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => dialog.open).toBe(true);
    expect(text(shadow(cart).getElementById(dialog.getAttribute('aria-labelledby')!))).toBe('Your cart');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => focused()?.id).toBe('modal-title');
    // Shift+Tab from the first control wraps to the last one.
    const close = dialog.querySelector<HTMLElement>('.icon-button')!;
    close.focus();
    press(close, 'Tab', { shiftKey: true });
    expect(focused()).toBe(dialog.querySelector('[part~="checkout"]'));
    press(focused()!, 'Tab');
    expect(focused()).toBe(close);
    press(close, 'Escape');
    await expect.poll(() => drawerOf(cart)).toBeNull();
    await expect.poll(() => focused()).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the lines with image, name, options and prices; the stepper changes a quantity and the change is announced', async () => {
    const cart = await cartWith([{ product: 'classic-tee', options: { Size: 'M', Color: 'Navy' }, quantity: 2 }]);
    const drawer = await openDrawer(cart);
    const line = await find(cart, '[part~="line"]');
    expect(line.querySelector('img')!.getAttribute('src')).toContain('classic-tee-navy.svg');
    expect(text(line.querySelector('.line-name'))).toBe('Classic Tee');
    expect(text(line.querySelector('.muted'))).toBe('Size: M · Color: Navy');
    expect(text(line.querySelector('.line-total'))).toBe('$50.00');
    const stepper = line.querySelector('[part~="line-quantity"]')!;
    expect(stepper.getAttribute('aria-label')).toBe('Quantity of Classic Tee');
    stepper.querySelector<HTMLButtonElement>('button[aria-label="Increase quantity"]')!.click();
    // At once, then settled by the store.
    await expect.poll(() => part(cart, 'cart-button')!.getAttribute('aria-label'), { interval: 1 }).toBe('Cart, 3 items');
    await expect.poll(() => text(shadow(cart).querySelector('.tote-visually-hidden[role="status"]'))).toBe('Classic Tee: quantity 3.');
    await expect.poll(() => text(drawer.querySelector('[part~="subtotal"] dd'))).toBe('$75.00');
    expect(store.getState().cart?.lineItems[0]?.quantity).toBe(3);
    // Only 3 of M/Navy are in stock: + stops there.
    expect(stepper.querySelector('button[aria-label="Increase quantity"]')!.getAttribute('aria-disabled')).toBe('true');
  });

  it('lowers a typed quantity above the stock to the stock and says so on the line, not only to screen readers', async () => {
    const cart = await cartWith([{ product: 'classic-tee', options: { Size: 'M', Color: 'Navy' } }]);
    await openDrawer(cart);
    const line = await find(cart, '[part~="line"]');
    const input = line.querySelector<HTMLInputElement>('[part~="line-quantity"] input')!;
    type(input, '20');
    press(input, 'Enter');
    // Only 3 of M/Navy are in stock.
    await expect.poll(() => store.getState().cart?.lineItems[0]?.quantity).toBe(3);
    expect(input.value).toBe('3');
    expect(text(line.querySelector('.problem'))).toBe('Only 3 left');
  });

  it('removes a line and moves focus to the title', async () => {
    const cart = await cartWith([{ product: 'canvas-cap' }]);
    const drawer = await openDrawer(cart);
    const remove = (await find(cart, '[part~="line"] button[aria-label="Remove Canvas Cap"]')) as HTMLButtonElement;
    remove.click();
    expect(focused()?.id).toBe('modal-title');
    await expect.poll(() => text(drawer)).toContain('Your cart is empty.');
    expect(text(shadow(cart).querySelector('.tote-visually-hidden[role="status"]'))).toBe('Canvas Cap removed from your cart.');
    expect(part(cart, 'cart-button')!.getAttribute('aria-label')).toBe('Cart, empty');
    expect(localStorage.getItem('tote:demo:count')).toBeNull();
  });

  it('opens "Add a coupon", applies a coupon, says the store’s reason when it refuses one, and removes it', async () => {
    const cart = await cartWith([{ product: 'canvas-cap', quantity: 2 }]);
    const drawer = await openDrawer(cart);
    const disclosure = (await find(cart, '[part~="coupon"] button[aria-expanded]')) as HTMLButtonElement;
    expect(text(disclosure)).toBe('Add a coupon');
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(drawer.querySelector('[part~="coupon"] input')).toBeNull();
    disclosure.click();
    const input = (await find(cart, '[part~="coupon"] input')) as HTMLInputElement;
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => focused()).toBe(input);
    expect(text(shadow(cart).querySelector(`label[for="${input.id}"]`))).toBe('Coupon code');
    type(input, 'NOPE');
    input.form!.requestSubmit();
    await expect.poll(() => text(drawer.querySelector('#coupon-error'))).toBe('There is no coupon NOPE');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type(input, 'WELCOME10');
    input.form!.requestSubmit();
    await expect.poll(() => text(drawer.querySelector('[part~="coupon"] .tag'))).toBe('WELCOME10');
    await expect.poll(() => text(drawer.querySelector('[part~="summary"]'))).toContain('Discount−$5.60');
    expect(text(drawer.querySelector('[part~="total"] dd'))).toBe('$50.40');
    await expect.poll(() => focused()?.getAttribute('aria-label')).toBe('Remove coupon WELCOME10');
    expect(drawer.querySelector('[part~="coupon"] button[aria-expanded]')).toBeNull();
    (focused() as HTMLButtonElement).click();
    await expect.poll(() => drawer.querySelector('[part~="coupon"] .tag')).toBeNull();
    // The field comes back, with the focus, for another code.
    await expect.poll(() => focused()?.getAttribute('name')).toBe('code');
    await expect.poll(() => text(drawer.querySelector('[part~="total"] dd'))).toBe('$56.00');
  });

  it('estimates shipping and tax for a country and postal code, with the delivery options to choose', async () => {
    const cart = await cartWith([{ product: 'canvas-cap' }]);
    const drawer = await openDrawer(cart);
    const estimate = (await find(cart, '[part~="estimate"]')) as HTMLDetailsElement;
    expect(text(estimate.querySelector('summary'))).toBe('Estimate shipping and tax');
    expect(text(drawer.querySelector('[part~="summary"]'))).toContain('ShippingAt checkout');
    // The form is a chunk of its own: nothing of it until the shopper opens the estimate.
    expect(estimate.querySelector('form')).toBeNull();
    estimate.querySelector('summary')!.click();
    await expect.poll(() => estimate.querySelector('select')).not.toBeNull();
    const country = estimate.querySelector('select')!;
    expect(country.value).toBe('US');
    expect([...country.options].map((o) => o.textContent)).toContain('Germany');
    type(estimate.querySelector<HTMLInputElement>('input')!, '10001');
    estimate.querySelector('form')!.requestSubmit();
    // New York: the state comes from the ZIP code, and with it the sales tax.
    await expect.poll(() => estimate.querySelectorAll('.delivery input[type="radio"]').length).toBe(3);
    const options = [...estimate.querySelectorAll('.delivery-option')].map(text);
    expect(options).toEqual(['Standard 3-5 business days$5.00', 'Express 1-2 business days$19.00', 'Store pickup (New York) Ready in 2 hoursFree']);
    expect(text(drawer.querySelector('[part~="summary"]'))).toContain('Shipping$5.00');
    await expect.poll(() => text(drawer.querySelector('[part~="summary"]'))).toContain('Tax$1.32');
    estimate.querySelectorAll<HTMLInputElement>('.delivery input')[1]!.click();
    await expect.poll(() => text(drawer.querySelector('[part~="total"] dd'))).toBe('$48.88');
    expect(text(drawer.querySelector('[part~="summary"]'))).toContain('Shipping$19.00');
  });

  it('says when the store does not ship to the country', async () => {
    const cart = await cartWith([{ product: 'canvas-cap' }]);
    await openDrawer(cart);
    const estimate = await find(cart, '[part~="estimate"]');
    estimate.querySelector('summary')!.click();
    await expect.poll(() => estimate.querySelector('select')).not.toBeNull();
    const country = estimate.querySelector('select')!;
    country.value = 'JP';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    type(estimate.querySelector<HTMLInputElement>('input')!, '100-0001');
    estimate.querySelector('form')!.requestSubmit();
    await expect.poll(() => text(estimate.querySelector('[role="alert"]'))).toBe('The store does not ship to JP');
    expect(text(part(cart, 'summary'))).toContain('Shipping—');
  });

  it('goes to the hosted checkout through an ecomCheckout redirect session whose callbacks come back to this page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const events: unknown[] = [];
    document.addEventListener('tote:checkout', (event) => events.push(event.detail), { once: true });
    const cart = await cartWith([{ product: 'canvas-cap', quantity: 2 }]);
    await openDrawer(cart);
    const checkout = await find(cart, '[part~="checkout"]');
    checkout.click();
    await expect.poll(() => assign.mock.calls.length).toBe(1);
    expect(text(checkout)).toBe('Going to checkout…');
    const url = new URL(String(assign.mock.calls[0]![0]));
    const { checkoutId, callbacks } = await checkoutHandOff(t, url);
    expect(callbacks).toEqual({
      postFlowUrl: 'http://localhost:8788/shop.html',
      cartPageUrl: 'http://localhost:8788/shop.html',
      thankYouPageUrl: `http://localhost:8788/shop.html?tote=thank-you&checkoutId=${checkoutId}`,
    });
    expect(events).toEqual([
      { checkoutId, items: [expect.objectContaining({ name: 'Canvas Cap', price: '28.00', quantity: 2 })], subtotal: '56.00', currency: 'USD' },
    ]);
  });

  it('takes the cart another tab changed (BroadcastChannel), and keeps the cart after a reload (tokens in localStorage per client id)', async () => {
    const cart = await cartWith([{ product: 'canvas-cap' }]);
    expect(JSON.parse(localStorage.getItem('tote.tokens.demo')!).refreshToken.role).toBe('visitor');
    // The other tab: the same visitor (the same localStorage), its own client, and what its widget tells the others.
    const other = createClient({ clientId: 'demo', baseUrl: STORE_URL, storage: localStorageStorage(), fetch: injectFetch(t.app).fetch });
    const { id } = await t.ctx.db
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'crew-socks')
      .where('site_id', '=', DEMO_SITE_ID)
      .executeTakeFirstOrThrow();
    const changed = await other.cart.addToCart({
      lineItems: [
        {
          catalogReference: { catalogItemId: id, appId: '1380b703-ce81-ff05-f115-39571d94dfcd', options: { options: { Size: 'S/M', Color: 'Rust Stripe' } } },
          quantity: 3,
        },
      ],
    });
    const channel = new BroadcastChannel('tote:demo');
    channel.postMessage({ cart: changed });
    channel.close();
    await expect.poll(() => part(cart, 'cart-button')!.getAttribute('aria-label')).toBe('Cart, 4 items');
    // A reload: the page's state starts over; the tokens stay.
    store.setState(initialCartState);
    await expect.poll(() => part(cart, 'cart-button')!.getAttribute('aria-label')).toBe('Cart, empty');
    await loadCart();
    await expect.poll(() => part(cart, 'cart-button')!.getAttribute('aria-label')).toBe('Cart, 4 items');
  });

  it('shows a line’s availability problem on the line', async () => {
    const cart = await cartWith([{ product: 'classic-tee', options: { Size: 'L', Color: 'White' }, quantity: 4 }]);
    const line = store.getState().cart!.lineItems[0]!;
    await t.ctx.db.updateTable('variants').set({ quantity: 2 }).where('id', '=', line.catalogReference.options!.variantId!).execute();
    await openDrawer(cart);
    await expect.poll(() => text(shadow(cart).querySelector('[part~="line"] .problem'))).toBe('Only 2 left. Please lower the quantity.');
    await t.ctx.db.updateTable('variants').set({ quantity: 25 }).where('id', '=', line.catalogReference.options!.variantId!).execute();
  });

  it('answers tote("open") and tote("close"), and dispatches tote:cart-updated on every change', async () => {
    const updates: unknown[] = [];
    const listener = (event: Event) => updates.push((event as CustomEvent).detail);
    document.addEventListener('tote:cart-updated', listener);
    const cart = await cartWith([{ product: 'canvas-cap', quantity: 2 }]);
    document.removeEventListener('tote:cart-updated', listener);
    expect(updates.at(-1)).toEqual({ itemCount: 2, subtotal: '56.00', currency: 'USD' });
    tote('open');
    await find(cart, '[part~="drawer"]');
    tote('close');
    await expect.poll(() => drawerOf(cart)).toBeNull();
  });
});
