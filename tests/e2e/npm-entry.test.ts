// The npm entry (`import { defineElements } from 'tote-shop'`, dist/package) in real Chromium: an app bundle defines the elements without the loader.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/widget-files/build-state.js';
import { serveTestPage } from './support/test-pages.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

it('defines all three elements from the npm bundle, as an app built with npm would, without loading tote.js', async () => {
  const { page, errors, pathsFrom } = await kit.openPage();
  // The app serves the package's files itself (index.js and its chunks/): here they come from dist/package, on the app's own origin.
  await page.route(`${kit.demoUrl}/app/tote/**`, async (route) => {
    const file = path.join(REPO_ROOT, 'dist/package', path.relative('/app/tote', new URL(route.request().url()).pathname));
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: await readFile(file) });
  });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>npm app</title>
<script type="module">
  import { defineElements, tote } from '/app/tote/index.js';
  defineElements({ clientId: 'demo', api: ${JSON.stringify(kit.storeUrl)} });
  window.appTote = tote;
</script></head>
<body><tote-buy-box product="classic-tee"></tote-buy-box><tote-login></tote-login><tote-cart></tote-cart></body></html>`;
  await page.goto(await serveTestPage(page, `${kit.demoUrl}/npm-app.html`, html), { waitUntil: 'networkidle' });
  for (const tag of ['tote-buy-box', 'tote-cart', 'tote-login']) {
    await page.waitForFunction((name) => customElements.get(name) !== undefined && document.querySelector(name)!.shadowRoot!.childElementCount > 0, tag);
  }
  expect(pathsFrom(kit.storeUrl).filter((p) => p === '/tote.js' || p.startsWith('/widget/'))).toEqual([]);
  await page.evaluate(() => (window as unknown as { appTote: (...command: unknown[]) => void }).appTote('open'));
  await expect.poll(() => page.locator('tote-cart [part~="drawer"]').count()).toBe(1);
  expect(errors).toEqual([]);
});
