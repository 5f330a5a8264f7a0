// @vitest-environment-options {"url": "http://localhost:8788/shop.html", "settings": {"disableIframePageLoading": true}}
// Every `::part()` name docs/embedding.md lists (and the npm entry exports) is rendered by its element.
import { beforeAll, describe, expect, it } from 'vitest';
import { BUY_BOX_PARTS, CART_PARTS, LOGIN_PARTS, tote } from '../../../src/widget/index.js';
import { store } from '../../../src/widget/store/store.js';
import { useTestApp } from '../../support/test-app.js';
import { defineWidget, find, mount, shadow, type } from '../../support/widget-page.js';

const t = useTestApp();
const seen = new Set<string>();

beforeAll(() => {
  defineWidget(t);
});

/** Notes every part name now in the element's shadow root. */
function collect(host: Element): void {
  for (const element of shadow(host).querySelectorAll('[part]')) for (const name of element.getAttribute('part')!.split(/\s+/)) seen.add(name);
}

/** Notes every part name the element's shadow root shows from now on, however briefly, until disconnected. */
function watch(host: Element): MutationObserver {
  collect(host);
  const observer = new MutationObserver(() => collect(host));
  observer.observe(shadow(host), { childList: true, subtree: true, attributes: true, attributeFilter: ['part'] });
  return observer;
}

describe('::part() names', () => {
  it('are all rendered by <tote-buy-box>', async () => {
    for (const product of ['classic-tee', 'merino-beanie', 'soy-candle']) {
      const box = mount(`<tote-buy-box product="${product}"></tote-buy-box>`);
      // From the mount on: the skeleton may be shown for one render only (React renders it, then the loaded product, in a tick).
      const watching = watch(box);
      await find(box, '[part~="name"]');
      await expect.poll(() => shadow(box).querySelector('[part~="stock"], [part~="options"]')).toBeTruthy();
      collect(box);
      watching.disconnect();
    }
    expect(Object.values(BUY_BOX_PARTS).filter((name) => !seen.has(name))).toEqual([]);
  });

  it('are all rendered by <tote-cart>', async () => {
    const cart = mount('<tote-cart></tote-cart>');
    tote('addToCart', { product: 'canvas-cap' });
    await expect.poll(() => store.getState().cart?.lineItems.length).toBe(1);
    collect(await find(cart, '[part~="badge"]').then(() => cart));
    store.setState({ placedOrder: 'order-1', restoreNote: { text: 'Welcome back!', ok: true } });
    tote('open');
    const drawer = await find(cart, '[part~="drawer"]');
    await find(cart, '[part~="line"]');
    drawer.querySelector<HTMLElement>('[part~="estimate"] summary')!.click();
    type(await find<HTMLInputElement>(cart, '[part~="estimate"] input'), '10001');
    collect(cart);
    expect(Object.values(CART_PARTS).filter((name) => !seen.has(name))).toEqual([]);
  });

  it('are all rendered by <tote-login>', async () => {
    const login = mount('<tote-login></tote-login>');
    (await find(login, '[part~="login-button"]')).click();
    await find(login, '[part~="modal"]');
    collect(login);
    store.setState({ loginOpen: false, member: { id: 'm', name: 'Ida' } });
    (await find(login, '[part~="login-button"][aria-expanded]')).click();
    await find(login, '[part~="menu"]');
    collect(login);
    expect(Object.values(LOGIN_PARTS).filter((name) => !seen.has(name))).toEqual([]);
  });
});
