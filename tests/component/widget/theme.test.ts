// @vitest-environment-options {"url": "http://localhost:8788/shop.html", "settings": {"disableIframePageLoading": true}}
// The site's accent from Settings on the owner's page, in happy-dom against the real store: the loader imports the store's theme
// stylesheet, whose accent colours the buy box, the cart and the sign-in; the page's own --tote-accent still wins.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLoader } from '../../../loader/start-loader.js';
import { setSiteSettings } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';
import { defineWidget, find, mount, newShopper, pageFetch, STORE_URL } from '../../support/widget-page.js';

const t = useTestApp();
let added: HTMLStyleElement[] = [];

beforeAll(() => {
  defineWidget(t);
});
beforeEach(async () => {
  await newShopper();
});
afterEach(async () => {
  for (const style of added) style.remove();
  added = [];
  await setSiteSettings(t, { accentColor: '#1f6feb' });
});

/** A style sheet on the page (removed after the test). */
function pageStyle(css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  added.push(style);
}

/**
 * The page as the loader sets it up: its style element, whose `@import` the browser follows (happy-dom does not, so the test fetches
 * the imported URL from the real store and puts its answer first, where the import's rules sit).
 */
async function loaderStyles(): Promise<string> {
  const script = document.createElement('script');
  script.src = `${STORE_URL}/tote.js`;
  script.dataset.clientId = 'demo';
  const started = startLoader(script, {}, async () => ({}));
  started?.stop();
  delete (window as { tote?: unknown }).tote;
  const style = document.head.lastElementChild as HTMLStyleElement;
  added.push(style);
  const url = /^@import"([^"]+)";/.exec(style.textContent ?? '')?.[1];
  expect(url).toBe(`${STORE_URL}/widget/theme.css?client=demo`);
  const answer = await pageFetch(t).fetch(url!);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8');
  const css = await answer.text();
  pageStyle(css);
  return css;
}

/** The buy box's Add to cart, the cart's button and the sign-in modal's Log in button (the sign-in button itself is a quiet one) of one page. */
async function buttons(): Promise<HTMLElement[]> {
  mount('<div><tote-buy-box product="classic-tee"></tote-buy-box><tote-cart></tote-cart><tote-login></tote-login></div>');
  const [box, cart, login] = [...document.querySelectorAll('tote-buy-box, tote-cart, tote-login')] as HTMLElement[];
  (await find(login!, '[part~="login-button"]')).click();
  return Promise.all([find(box!, '[part~="add-to-cart"]'), find(cart!, '[part~="cart-button"]'), find(login!, '[part~="modal"] form .tote-button')]);
}

const colours = (elements: HTMLElement[]) => elements.map((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color]);

describe('the site’s theme in the widget', () => {
  it('colours the buy box, cart and sign-in buttons with the accent chosen in Settings', async () => {
    await setSiteSettings(t, { accentColor: '#aa0000' });
    expect(await loaderStyles()).toBe(':where(:root){--tote-accent:#aa0000;--tote-on-accent:#ffffff}');
    expect(colours(await buttons())).toEqual([
      ['#aa0000', '#ffffff'],
      ['#aa0000', '#ffffff'],
      ['#aa0000', '#ffffff'],
    ]);
  });

  it('lets the page’s own --tote-accent win over the store’s, on :root as on an element', async () => {
    await setSiteSettings(t, { accentColor: '#aa0000' });
    await loaderStyles();
    pageStyle(':root { --tote-accent: #00aa00 } tote-cart { --tote-accent: #0000aa }');
    expect(colours(await buttons()).map(([background]) => background)).toEqual(['#00aa00', '#0000aa', '#00aa00']);
  });

  it('keeps the widget’s own colours for the default accent, and answers 404 for a client the store does not know', async () => {
    expect(await loaderStyles()).toBe('');
    // Readable from any page (axe and other tools fetch a page's style sheets), like the widget's files.
    const sheet = await pageFetch(t).fetch(`${STORE_URL}/widget/theme.css?client=demo`);
    expect(sheet.headers.get('access-control-allow-origin')).toBe('*');
    expect(colours(await buttons())[0]).toEqual(['#1f6feb', '#fff']);
    const unknown = await pageFetch(t).fetch(`${STORE_URL}/widget/theme.css?client=nobody`);
    expect(unknown.status).toBe(404);
  });
});
