// tote-shop/react (dist/package/react.js) in real Chromium on real React 19: an app bundle built by Vite from the package's files and the
// repository's react and react-dom, as an adopter's bundler would; the components' elements upgrade, and the hooks follow the store.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/widget-files/build-state.js';
import { serveTestPage } from './support/test-pages.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

/** The app's folder, inside the repository so that `react` resolves to its node_modules (dist/ is the build's, ignored by git). */
const APP = path.join(REPO_ROOT, 'dist/e2e-react-app');

/** The app: tote-shop/react from the built package, rendered by react-dom, with a probe of useCart() (plain JS, no JSX). */
const APP_JS = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { BuyBox, Cart, ToteProvider, useCart } from '../package/react.js';

function Count() {
  const { itemCount, cart } = useCart();
  return h('output', { id: 'count' }, itemCount + ' ' + (cart ? cart.lineItems.map((line) => line.productName.original).join(',') : ''));
}

createRoot(document.getElementById('root')).render(
  h(ToteProvider, { store: window.TOTE_STORE, clientId: 'demo', theme: { accent: 'rgb(1, 2, 3)' } }, h(BuyBox, { product: 'canvas-cap' }), h(Cart), h(Count)),
);
`;

beforeAll(async () => {
  await mkdir(APP, { recursive: true });
  await writeFile(path.join(APP, 'app.js'), APP_JS);
  await build({
    configFile: false,
    root: APP,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir: path.join(APP, 'out'), emptyOutDir: true, lib: { entry: path.join(APP, 'app.js'), formats: ['es'], fileName: 'app' } },
  });
}, 120_000);

afterAll(async () => {
  await rm(APP, { recursive: true, force: true });
});

it('renders <BuyBox> and <Cart> on React 19 in Chromium: the elements upgrade, an add through the buy box shows in useCart(), no preact, no loader', async () => {
  const { page, errors, pathsFrom } = await kit.openPage();
  await page.route(`${kit.demoUrl}/app/react/**`, async (route) => {
    const file = path.join(APP, 'out', path.relative('/app/react', new URL(route.request().url()).pathname));
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: await readFile(file) });
  });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React app</title>
<script>window.TOTE_STORE = ${JSON.stringify(kit.storeUrl)};</script><script type="module" src="/app/react/app.js"></script></head>
<body><div id="root"></div></body></html>`;
  await page.goto(await serveTestPage(page, `${kit.demoUrl}/react-app.html`, html), { waitUntil: 'networkidle' });
  await page.locator('tote-buy-box [part~="name"]').waitFor();
  await expect.poll(() => page.locator('#count').textContent()).toBe('0 ');
  // The provider's theme reaches the shadow roots (a custom property inherits through them).
  expect(await page.locator('tote-buy-box [part~="add-to-cart"]').evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(1, 2, 3)');
  await page.locator('tote-buy-box [part~="add-to-cart"]').click();
  await expect.poll(() => page.locator('#count').textContent()).toBe('1 Canvas Cap');
  await expect.poll(() => page.locator('tote-cart [part~="cart-button"]').getAttribute('aria-label')).toBe('Cart, 1 item');
  expect(pathsFrom(kit.storeUrl).filter((p) => p === '/tote.js' || p.startsWith('/widget/'))).toEqual([]);
  // What the app shipped (its entry and the chunks it loads on demand): React's, not preact (its vnodes' marker, preact 11).
  const out = path.join(APP, 'out');
  const bundle = (await Promise.all((await readdir(out)).map((name) => readFile(path.join(out, name), 'utf8')))).join('\n');
  expect(bundle).toContain('react.transitional.element');
  expect(bundle).not.toMatch(/Symbol\.for\(["'`]pv["'`]\)/);
  expect(errors).toEqual([]);
});
