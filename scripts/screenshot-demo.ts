// `npx tsx scripts/screenshot-demo.ts`: starts the store and the demo shop, and saves the README's screenshot (docs/demo-shop.png).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '../tests/e2e/support/chromium.js';
import { startToteServers } from '../tests/e2e/support/tote-servers.js';
import { readConfig } from '../src/server/config.js';
import { ensureWidgetBuilt } from '../src/server/widget-files/ensure-built.js';
import { REPO_ROOT } from '../src/server/widget-files/build-state.js';

/** Where the screenshot goes. */
export const SCREENSHOT = path.join(REPO_ROOT, 'docs/demo-shop.png');

const port = Number(process.env.PORT ?? 18887);
const demoPort = Number(process.env.DEMO_PORT ?? 18888);
const page = process.argv[2] ?? '/';

await ensureWidgetBuilt(readConfig({ ...process.env, NODE_ENV: 'development', DIST_DIR: '' }));
const servers = await startToteServers({ port, demoPort });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, colorScheme: 'light', locale: 'en-US' });
  const tab = await context.newPage();
  await tab.goto(`${servers.demoUrl}${page}`, { waitUntil: 'networkidle' });
  await tab.waitForFunction(() => ['tote-buy-box', 'tote-cart'].every((tag) => !document.querySelector(tag) || customElements.get(tag)));
  await tab.waitForTimeout(800);
  await mkdir(path.dirname(SCREENSHOT), { recursive: true });
  const file = process.argv[3] ?? SCREENSHOT;
  await tab.screenshot({ path: file, fullPage: process.argv.includes('--full') });
  console.log(`Saved ${path.relative(REPO_ROOT, file)}`);
} finally {
  await browser.close();
  await servers.stop();
}
