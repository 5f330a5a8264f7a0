// The widget's elements in happy-dom without a store: defineElements, shadow roots with shared styles, events and GA4, i18n.
import { beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_ATTRIBUTES, type ToteTag } from '../../../src/widget/elements/element-attributes.js';
import { emitToteEvent } from '../../../src/widget/events.js';
import { ga4EventFor } from '../../../src/widget/ga4.js';
import { formatPrice, messagesFor, resolveLocale, SUPPORTED_LANGUAGES } from '../../../src/widget/i18n/index.js';
import { defineElements } from '../../../src/widget/index.js';
import { BASE_CSS, sharedSheet } from '../../../src/widget/styles/shadow-styles.js';

const TAGS = ['tote-buy-box', 'tote-cart', 'tote-login'];

beforeAll(() => {
  defineElements({ clientId: 'demo', api: 'https://store.example', analytics: 'ga4' });
});

describe('defineElements', () => {
  it('defines the three elements once, and again without error', () => {
    for (const tag of TAGS) expect(customElements.get(tag)).toBeDefined();
    const before = TAGS.map((tag) => customElements.get(tag));
    defineElements({ clientId: 'other', api: 'https://elsewhere.example' });
    expect(TAGS.map((tag) => customElements.get(tag))).toEqual(before);
  });

  it('observes the attributes element-attributes.ts names (r2wc, kebab-case), and renders into its open shadow root', () => {
    expect(TAGS.map((tag) => (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes)).toEqual([['product'], [], []]);
    expect(TAGS.map((tag) => Object.keys(ELEMENT_ATTRIBUTES[tag as ToteTag]))).toEqual([['product'], [], []]);
    for (const tag of TAGS) {
      const element = document.createElement(tag) as HTMLElement & { container?: ShadowRoot };
      expect(element.shadowRoot?.mode).toBe('open');
      expect(element.container).toBe(element.shadowRoot);
    }
  });

  it('gives each element an open shadow root with the shared base stylesheet and its own', () => {
    document.body.innerHTML = '<tote-login></tote-login><tote-cart></tote-cart>';
    const [login, cart] = [document.querySelector('tote-login')!, document.querySelector('tote-cart')!];
    const loginSheets = login.shadowRoot!.adoptedStyleSheets;
    const cartSheets = cart.shadowRoot!.adoptedStyleSheets;
    expect(loginSheets).toHaveLength(2);
    // One parsed base sheet shared by every element on the page.
    expect(loginSheets[0]).toBe(cartSheets[0]);
    expect(loginSheets[0]).toBe(sharedSheet(BASE_CSS));
    expect(BASE_CSS).toContain('--tote-accent');
    expect(BASE_CSS).toMatch(/prefers-color-scheme:\s*dark/);
    expect(BASE_CSS).toMatch(/prefers-reduced-motion:\s*reduce/);
  });
});

describe('events', () => {
  it('dispatches tote:add-to-cart on document and pushes the GA4 add_to_cart with an exact value', async () => {
    const seen: unknown[] = [];
    document.addEventListener('tote:add-to-cart', (event) => seen.push(event.detail), { once: true });
    window.dataLayer = [];
    const detail = { currency: 'USD', items: [{ productId: 'p1', name: 'Classic Tee', options: { Size: 'M', Color: 'Blue' }, price: '0.10', quantity: 3 }] };
    await emitToteEvent('add-to-cart', detail);
    expect(seen).toEqual([detail]);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'USD', value: 0.3, items: [{ item_id: 'p1', item_name: 'Classic Tee', item_variant: 'M / Blue', price: 0.1, quantity: 3 }] },
      },
    ]);
  });

  it('names begin_checkout and login for GA4, and pushes nothing for events GA4 has no name for', async () => {
    expect(ga4EventFor('login', {})).toEqual({ event: 'login', method: 'Tote' });
    expect(ga4EventFor('checkout', { checkoutId: 'c', items: [], subtotal: '12.50', currency: 'EUR' })).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'EUR', value: 12.5, items: [] },
    });
    window.dataLayer = [];
    await emitToteEvent('cart-updated', { itemCount: 1, subtotal: '25.00', currency: 'USD' });
    expect(window.dataLayer).toEqual([]);
  });
});

describe('i18n', () => {
  it('takes the locale from data-locale, else <html lang>, else the browser', () => {
    document.documentElement.lang = 'de-CH';
    expect(resolveLocale('fr-FR')).toBe('fr-FR');
    expect(resolveLocale(undefined)).toBe('de-CH');
    document.documentElement.lang = '';
    expect(resolveLocale(undefined)).toBe(navigator.language);
    expect(resolveLocale('not a tag!')).toBe(navigator.language);
  });

  it('ships English and German (a pack), and falls back to English', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'de']);
    expect(messagesFor('de-AT').addToCart).toBe('In den Warenkorb');
    expect(messagesFor('de').cartButton(2)).toBe('Warenkorb, 2 Artikel');
    expect(messagesFor('en-GB').cartButton(2)).toBe('Cart, 2 items');
    expect(messagesFor('ja-JP').addToCart).toBe('Add to cart');
  });

  it('formats decimal prices with Intl in the store currency', () => {
    expect(formatPrice('12.50', 'EUR', 'de-DE')).toBe('12,50\u00a0€');
    expect(formatPrice('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatPrice('500', 'JPY', 'ja-JP')).toBe('￥500');
  });
});
