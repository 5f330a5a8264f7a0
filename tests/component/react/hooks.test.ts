// @vitest-environment-options {"url": "http://localhost:8788/shop.html", "settings": {"disableIframePageLoading": true}}
// tote-shop/react on real React 19 and react-dom in happy-dom against the real store: the hooks read the page's one store, the one
// the elements the components render share (an add through <tote-buy-box> shows in useCart(), an add through useCart() in <tote-cart>).
import { createElement, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuyBox, Cart, ToteProvider, useCart, useMember, useTote, type CartApi, type MemberApi } from '../../../src/react/index.js';
import type { ToteClient } from '../../../src/sdk/client.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { memberSession } from '../../support/member-session.js';
import { useTestApp } from '../../support/test-app.js';
import { find, newShopper, pageFetch, STORE_URL, text } from '../../support/widget-page.js';

const t = useTestApp();

/** One fetch for the file: the first provider's settings are the page's. */
let fetchToApp: typeof fetch | undefined;
let root: { unmount(): void } | undefined;

/** react-dom/client's hydrateRoot as React 19 types it (this file runs on React 19 but is type-checked with the repository's preact/compat paths). */
const hydrate = hydrateRoot as unknown as (container: Element, page: ReactNode, options: { onRecoverableError(error: unknown): void }) => { unmount(): void };

/** What the probes last rendered with. */
const seen: { cart?: CartApi; member?: MemberApi; client?: ToteClient } = {};

function CartProbe(): ReactNode {
  const cart = useCart();
  seen.cart = cart;
  return createElement('output', { id: 'cart-probe' }, `${cart.itemCount} ${cart.cart?.lineItems.map((line) => line.productName?.original).join(',') ?? ''}`);
}

function MemberProbe(): ReactNode {
  const member = useMember();
  seen.member = member;
  seen.client = useTote();
  return createElement('output', { id: 'member-probe' }, member.ready ? (member.member?.name ?? 'visitor') : 'unknown');
}

/** Renders the children under a provider for the test store, in a fresh container; resolves once React committed them. */
async function render(...children: ReactNode[]): Promise<HTMLElement> {
  fetchToApp ??= pageFetch(t).fetch;
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const created = createRoot(container);
  root = created;
  created.render(createElement(ToteProvider, { store: STORE_URL, clientId: DEMO_CLIENT_ID, fetch: fetchToApp, theme: { accent: '#0a7' } }, ...children));
  await expect.poll(() => container.firstElementChild).toBeTruthy();
  return container;
}

const probe = (id: string) => text(document.getElementById(id));

beforeEach(async () => {
  await newShopper();
});
afterEach(() => {
  root?.unmount();
  root = undefined;
});

describe('tote-shop/react on React 19', () => {
  it('useCart() reflects an add made through the <tote-buy-box> a <BuyBox> renders, and the provider themes the elements', async () => {
    const container = await render(createElement(BuyBox, { product: 'canvas-cap', className: 'box' }), createElement(CartProbe, null));
    const box = container.querySelector('tote-buy-box')!;
    expect(box.getAttribute('class')).toBe('box');
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--tote-accent')).toBe('#0a7');
    await expect.poll(() => probe('cart-probe')).toBe('0');
    const add = await find(box, '[part~="add-to-cart"]');
    add.click();
    await expect.poll(() => probe('cart-probe')).toBe('1 Canvas Cap');
    expect(seen.cart).toMatchObject({ itemCount: 1, currency: 'USD', subtotal: '28.00' });
  });

  it('useCart().addToCart() adds through the page store: the <tote-cart> a <Cart> renders counts it', async () => {
    const container = await render(createElement(Cart, null), createElement(CartProbe, null));
    const button = await find(container.querySelector('tote-cart')!, '[part~="cart-button"]');
    expect(button.getAttribute('aria-label')).toBe('Cart, empty');
    await seen.cart!.addToCart({ product: 'classic-tee', options: { Size: 'M', Color: 'Navy' }, quantity: 2 });
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(probe('cart-probe')).toBe('2 Classic Tee');
    await expect(seen.cart!.addToCart({ product: 'no-such-product' })).rejects.toThrow();
    seen.cart!.open();
    await expect.poll(() => seen.cart?.isOpen).toBe(true);
    // The drawer the element opened (its chunk loads on first open) lists the line added through the hook.
    const drawer = await find(container.querySelector('tote-cart')!, 'dialog [part~="line"]');
    expect(text(drawer)).toContain('Classic Tee');
  });

  it('useTote() is the SDK client with the page’s tokens: the same visitor and cart as the elements', async () => {
    await render(createElement(MemberProbe, null), createElement(CartProbe, null));
    await expect.poll(() => probe('member-probe')).toBe('visitor');
    await seen.cart!.addToCart({ product: 'canvas-cap' });
    const cart = await seen.client!.cart.getCart();
    expect(cart.id).toBe(seen.cart!.cart!.id);
  });

  it('hydrates its server-rendered markup without a mismatch (the elements as placeholders, the hooks’ server state), then the elements work', async () => {
    fetchToApp ??= pageFetch(t).fetch;
    const page = createElement(
      ToteProvider,
      { store: STORE_URL, clientId: DEMO_CLIENT_ID, fetch: fetchToApp },
      createElement(BuyBox, { product: 'canvas-cap' }),
      createElement(CartProbe, null),
    );
    const html = renderToString(page);
    expect(html).toBe('<tote-buy-box product="canvas-cap"></tote-buy-box><output id="cart-probe">0 </output>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.replaceChildren(container);
    const mismatches: unknown[] = [];
    root = hydrate(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    const box = container.querySelector('tote-buy-box')!;
    (await find(box, '[part~="add-to-cart"]')).click();
    await expect.poll(() => probe('cart-probe')).toBe('1 Canvas Cap');
    expect(mismatches).toEqual([]);
  });

  it('useMember() names the member whose tokens the page holds', async () => {
    const member = await memberSession(t.ctx.db, t.ctx.tokens, DEMO_SITE_ID, DEMO_CLIENT_ID);
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    localStorage.setItem(
      `tote.tokens.${DEMO_CLIENT_ID}`,
      JSON.stringify({ accessToken: { value: member.token, expiresAt }, refreshToken: { value: 'unused', role: 'member' } }),
    );
    await render(createElement(MemberProbe, null));
    await expect.poll(() => probe('member-probe')).toBe(`member-${member.id.slice(0, 12)}`);
    expect(seen.member!.member).toEqual({ id: member.id, name: `member-${member.id.slice(0, 12)}` });
  });
});
