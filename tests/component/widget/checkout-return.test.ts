// @vitest-environment-options {"url": "http://localhost:8788/shop.html?keep=1&tote=thank-you&orderId=order-1", "settings": {"disableIframePageLoading": true}}
// Coming back to the shop from the hosted checkout: after a placed order an empty cart with a short confirmation; after Back, a usable cart.
import { beforeAll, describe, expect, it } from 'vitest';
import { store } from '../../../src/widget/store/store.js';
import { useTestApp } from '../../support/test-app.js';
import { defineWidget, find, focused, mount, shadow, text } from '../../support/widget-page.js';

const t = useTestApp();

beforeAll(() => {
  // The visitor whose order was just placed: tokens kept from before the checkout, an emptied cart.
  localStorage.setItem('tote:demo:count', '2');
  defineWidget(t);
});

describe('the way back from the hosted checkout', () => {
  it('opens the drawer with an empty cart and a confirmation, and cleans the URL', async () => {
    const cart = mount('<tote-cart></tote-cart>');
    const confirmation = await find(cart, '[part~="confirmation"]');
    expect(text(confirmation)).toBe('Thank you! Your order is placed. A confirmation is on its way to your inbox.');
    expect(store.getState().placedOrder).toBe('order-1');
    expect(text(shadow(cart).querySelector('[part~="drawer"]'))).toContain('Your cart is empty.');
    expect(location.href).toBe('http://localhost:8788/shop.html?keep=1');
    await expect.poll(() => focused()).toBe(confirmation);
    // The hint for the loader follows the (empty) cart.
    expect(localStorage.getItem('tote:demo:count')).toBeNull();
    shadow(cart).querySelector<HTMLElement>('.icon-button')!.click();
    await expect.poll(() => shadow(cart).querySelector('[part~="drawer"]')).toBeNull();
    expect(store.getState().placedOrder).toBeUndefined();
  });

  it('makes Checkout usable again when the browser comes back from the checkout page with Back (back-forward cache)', async () => {
    store.setState({ checkingOut: true });
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(store.getState().checkingOut).toBe(false);
  });
});
