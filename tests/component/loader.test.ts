// The script-tag loader in happy-dom, loading the real widget modules: config from data-*, lazy chunks, floating cart, command queue.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import demoCss from '../../demo/styles.css?raw';
import { startLoader as startPageLoader, type ChunkManifest, type StartedLoader } from '../../loader/start-loader.js';
import buyBoxCss from '../../src/widget/components/buy-box/buy-box.css?raw';

const STORE = 'https://store.example';

/** What a build's manifest looks like: an entry per element, then the shared chunks it imports. */
const CHUNKS: ChunkManifest = {
  'tote-buy-box': ['buy-box-AAAA1111.js', 'core-CCCC3333.js', 'preact-PPPP0000.js'],
  'tote-cart': ['cart-BBBB2222.js', 'core-CCCC3333.js', 'preact-PPPP0000.js'],
  'tote-login': ['login-DDDD4444.js', 'core-CCCC3333.js', 'preact-PPPP0000.js'],
};

/** The real element entry behind each entry file (the build has one for the buy box and the cart, one for the sign-in; shared chunks are plain imports that export nothing the loader uses). */
const MODULES: Record<string, () => Promise<unknown>> = {
  'buy-box-AAAA1111.js': () => import('../../src/widget/entries/elements.js'),
  'cart-BBBB2222.js': () => import('../../src/widget/entries/elements.js'),
  'login-DDDD4444.js': () => import('../../src/widget/entries/login-element.js'),
};

let imported: string[] = [];
let running: StartedLoader[] = [];
let failNext = false;

/** The browser's `import()` at the network edge: records the URL, then gives the real module. */
async function load(url: string): Promise<unknown> {
  imported.push(url);
  if (failNext) {
    failNext = false;
    throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
  }
  const file = url.slice(`${STORE}/widget/`.length);
  return MODULES[file]?.() ?? {};
}

function scriptTag(attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = `${STORE}/tote.js`;
  script.dataset.clientId = 'demo';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  // Not inserted: happy-dom would try to fetch it; the loader reads only its src and data-*.
  return script;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await tick();
}

type PageWindow = Window & { tote?: unknown };

/** Starts a loader and remembers it, so that the test's end stops it. */
function startLoader(...args: Parameters<typeof startPageLoader>): StartedLoader | undefined {
  const started = startPageLoader(...args);
  if (started) running.push(started);
  return started;
}

beforeEach(() => {
  imported = [];
  failNext = false;
});

afterEach(() => {
  for (const loader of running.splice(0)) loader.stop();
  // Elements leave the page (their components unmount and drop their command handlers).
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete (window as PageWindow).tote;
  localStorage.clear();
});

describe('the loader', () => {
  it('reads its script tag: client id, locale, cart and analytics, and the API at the script origin by default', () => {
    const config = startLoader(scriptTag({ 'data-locale': 'de-AT', 'data-cart': 'none', 'data-analytics': 'ga4' }), CHUNKS, load)?.config;
    expect(config).toMatchObject({ clientId: 'demo', api: STORE, locale: 'de-AT', cart: 'none', analytics: 'ga4', queue: [] });
  });

  it('takes the API from data-api when the page sets it', () => {
    const config = startLoader(scriptTag({ 'data-api': 'https://api.store.example' }), CHUNKS, load)?.config;
    expect(config?.api).toBe('https://api.store.example');
  });

  it('loads nothing and adds no cart on a page without Tote elements', async () => {
    document.body.innerHTML = '<main><h1>About us</h1></main>';
    startLoader(scriptTag(), CHUNKS, load);
    await settle();
    expect(imported).toEqual([]);
    expect(document.querySelector('tote-cart')).toBeNull();
    expect(typeof (window as PageWindow).tote).toBe('function');
  });

  it('reserves room for elements that are not defined yet', () => {
    startLoader(scriptTag(), CHUNKS, load);
    const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('tote-buy-box:not(:defined){display:block;min-height:var(--tote-buy-box-height,32rem)}');
    expect(css).toContain('tote-login:not(:defined)');
  });

  it('reserves a stacked buy box the room its shadow CSS keeps (and the demo’s CSS reserves), with the option rows the page announces', () => {
    startLoader(scriptTag(), CHUNKS, load);
    const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('');
    const stacked = /@media\(max-width:40rem\)\{tote-buy-box:not\(:defined\)\{min-height:([^}]+)\}/.exec(css)?.[1];
    expect(stacked).toBe('var(--tote-buy-box-height,calc(var(--tote-buy-box-options,0)*5.3rem + 18rem + min(100vw,27rem)))');
    // One expression in the three places: the same text but for the spaces a formatter adds after commas and around `*`.
    const compact = (text: string) => text.replace(/,\s+/g, ',').replace(/\s*\*\s*/g, '*');
    expect(compact(buyBoxCss)).toContain(`min-height: ${stacked};`);
    expect(compact(demoCss)).toContain(`min-height: ${stacked};`);
  });

  it('fetches the entry and its shared chunks once when buy boxes are on the page, and defines the element', async () => {
    document.body.innerHTML = '<tote-buy-box product="classic-tee"></tote-buy-box><tote-buy-box product="mug"></tote-buy-box>';
    startLoader(scriptTag(), CHUNKS, load);
    await settle();
    expect(imported.filter((url) => url.includes('buy-box'))).toEqual([`${STORE}/widget/buy-box-AAAA1111.js`]);
    expect(imported).toEqual(expect.arrayContaining([`${STORE}/widget/core-CCCC3333.js`, `${STORE}/widget/preact-PPPP0000.js`]));
    expect(imported.some((url) => url.includes('login'))).toBe(false);
    await expect.poll(() => customElements.get('tote-buy-box')).toBeDefined();
    await expect.poll(() => document.querySelector('tote-buy-box')!.shadowRoot?.querySelector('[part~="buy-box"]')).toBeTruthy();
  });

  it('loads a chunk when a single-page app inserts its element later', async () => {
    startLoader(scriptTag(), CHUNKS, load);
    await settle();
    expect(imported).toEqual([]);
    const login = document.createElement('tote-login');
    document.body.append(document.createElement('div'));
    document.body.lastElementChild!.append(login);
    await settle();
    expect(imported[0]).toBe(`${STORE}/widget/login-DDDD4444.js`);
    await expect.poll(() => customElements.get('tote-login')).toBeDefined();
  });

  it('adds a floating cart to pages that use Tote, once', async () => {
    document.body.innerHTML = '<tote-login></tote-login>';
    startLoader(scriptTag(), CHUNKS, load);
    await settle();
    expect(document.querySelectorAll('tote-cart')).toHaveLength(1);
    expect(imported).toContain(`${STORE}/widget/cart-BBBB2222.js`);
  });

  it('keeps the page’s own <tote-cart> instead of adding one', async () => {
    document.body.innerHTML = '<header><tote-cart></tote-cart></header><tote-buy-box product="x"></tote-buy-box>';
    startLoader(scriptTag(), CHUNKS, load);
    await settle();
    expect(document.querySelectorAll('tote-cart')).toHaveLength(1);
    expect(document.querySelector('tote-cart')!.parentElement!.tagName).toBe('HEADER');
  });

  it('adds no floating cart with data-cart="none"', async () => {
    document.body.innerHTML = '<tote-buy-box product="classic-tee"></tote-buy-box>';
    startLoader(scriptTag({ 'data-cart': 'none' }), CHUNKS, load);
    await settle();
    expect(document.querySelector('tote-cart')).toBeNull();
    expect(imported.some((url) => url.includes('/cart-'))).toBe(false);
  });

  it('keeps the floating cart on a page without elements when the shopper’s cart has items', async () => {
    localStorage.setItem('tote:demo:count', '2');
    startLoader(scriptTag(), CHUNKS, load);
    await settle();
    expect(document.querySelectorAll('tote-cart')).toHaveLength(1);
    expect(imported[0]).toBe(`${STORE}/widget/cart-BBBB2222.js`);
  });

  it('adds the floating cart to a page without elements opened from a cart reminder’s link', async () => {
    history.replaceState(null, '', '#tote-restore=abc');
    try {
      startLoader(scriptTag(), CHUNKS, load);
      await settle();
      expect(document.querySelectorAll('tote-cart')).toHaveLength(1);
      expect(imported[0]).toBe(`${STORE}/widget/cart-BBBB2222.js`);
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
    }
  });

  it('turns window.tote into a function and hands queued commands to the widget, which runs them', async () => {
    (window as PageWindow).tote = [['open']];
    startLoader(scriptTag(), CHUNKS, load);
    expect(typeof (window as PageWindow).tote).toBe('function');
    await settle();
    // The cart chunk came for the command; its drawer answers `open`.
    const cart = document.querySelector('tote-cart')!;
    await expect.poll(() => cart.shadowRoot?.querySelector('[part~="drawer"]')).not.toBeNull();
    const tote = (window as PageWindow).tote as ((...command: unknown[]) => void) & { push(command: unknown[]): void };
    tote('close');
    await expect.poll(() => cart.shadowRoot!.querySelector('[part~="drawer"]')).toBeNull();
    tote.push(['open']);
    await expect.poll(() => cart.shadowRoot!.querySelector('[part~="drawer"]')).not.toBeNull();
  });

  it('does not start twice when the script tag is on the page twice', async () => {
    startLoader(scriptTag(), CHUNKS, load);
    const first = (window as PageWindow).tote;
    expect(startLoader(scriptTag(), CHUNKS, load)).toBeUndefined();
    expect((window as PageWindow).tote).toBe(first);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('reports a chunk that failed to load and tries again at the next DOM change', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    failNext = true;
    document.body.innerHTML = '<tote-login></tote-login>';
    startLoader(scriptTag({ 'data-cart': 'none' }), CHUNKS, load);
    await settle();
    expect(imported.filter((url) => url.includes('/login-'))).toHaveLength(1);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('login-DDDD4444.js') }));
    reported.mockRestore();
    document.body.append(document.createElement('p'));
    await settle();
    expect(imported.filter((url) => url.includes('/login-'))).toHaveLength(2);
  });

  it('fetches the page’s language pack with every element’s chunks: data-locale first, else <html lang>; none for English', async () => {
    const withPack: ChunkManifest = { ...CHUNKS, de: ['i18n-de-EEEE5555.js', 'core-CCCC3333.js'] };
    document.body.innerHTML = '<tote-login></tote-login>';
    startLoader(scriptTag({ 'data-locale': 'de-AT', 'data-cart': 'none' }), withPack, load);
    await settle();
    expect(imported).toContain(`${STORE}/widget/i18n-de-EEEE5555.js`);
    // A language code is not a tag: nothing looks for <de> elements.
    expect(imported.filter((url) => url.includes('i18n-de'))).toHaveLength(1);
    for (const loader of running.splice(0)) loader.stop();
    delete (window as PageWindow).tote;
    imported = [];
    document.documentElement.lang = 'en-GB';
    startLoader(scriptTag({ 'data-cart': 'none' }), withPack, load);
    await settle();
    expect(imported.some((url) => url.includes('i18n-'))).toBe(false);
    document.documentElement.lang = '';
  });
});
