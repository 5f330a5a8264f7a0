// A new site owner's path at a person's speed, timed: git clone, npm install, npm start, the set-up page from the printed link, the snippet pasted into their own page, a shopper's first order (`npx tsx scripts/person-run.ts`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/support/chromium.js';

/** How a person goes: keys typed one by one, a pause to read each screen, time to switch to their editor and paste. */
const TYPING_DELAY_MS = 120;
const READ_SCREEN_MS = 3_000;
const PASTE_INTO_PAGE_MS = 20_000;
/** Reading the README's first screen before typing the command. */
const READ_README_MS = 20_000;

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const laps: { step: string; seconds: number }[] = [];
let lapStart = started;

/** Records the time since the previous step. */
function lap(step: string): void {
  const now = performance.now();
  laps.push({ step, seconds: Math.round((now - lapStart) / 100) / 10 });
  console.error(`person-run: ${step} ${laps.at(-1)!.seconds} s (total ${Math.round((now - started) / 1000)} s)`);
  lapStart = now;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Types into the field labelled `label` key by key. */
async function type(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true }).first();
  await field.fill('');
  await field.pressSequentially(text, { delay: TYPING_DELAY_MS });
}

/** Runs a command in `cwd` to its end; throws with its output when it fails. */
function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

const folder = await mkdtemp(path.join(tmpdir(), 'tote-person-'));
let server: ChildProcess | undefined;
let ownPage: Server | undefined;
const browser = await launchChromium();
try {
  await pause(READ_README_MS);
  lap('read the README');
  run('git', ['clone', '--quiet', REPO_ROOT, folder], REPO_ROOT);
  lap('git clone');
  run('npm', ['install'], folder);
  lap('npm install');

  let output = '';
  server = spawn('npm', ['start'], { cwd: folder, env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1' }, detached: true });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!/Set up your shop: (\S+)/.test(output)) {
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    await pause(100);
  }
  const setupLink = /Set up your shop: (\S+)/.exec(output)![1]!;
  lap('npm start to the set-up link');

  // The owner's own site on another origin, which gets the snippet once they have it.
  let snippet = '';
  ownPage = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Riverside Greens</title>${snippet}</head>
<body><h1>Riverside Greens</h1><tote-buy-box product="heirloom-tomatoes"></tote-buy-box><tote-cart></tote-cart></body></html>`);
  });
  await new Promise<void>((resolve) => ownPage!.listen(0, '127.0.0.1', resolve));
  const ownOrigin = `http://127.0.0.1:${(ownPage.address() as AddressInfo).port}`;

  const owner = await browser.newPage();
  await owner.goto(setupLink);
  await owner.getByRole('heading', { name: 'Set up your shop', level: 1 }).waitFor({ timeout: 120_000 });
  await pause(READ_SCREEN_MS);
  await type(owner, 'Your e-mail', 'owner@riverside.example');
  await type(owner, 'Password', 'grow your own veg');
  await type(owner, 'Shop name', 'Riverside Greens');
  await type(owner, 'Currency', 'GBP');
  await type(owner, 'Language and region', 'en-GB');
  await type(owner, 'Your site’s address', ownOrigin);
  await owner.getByLabel('Only within my country', { exact: true }).check();
  await type(owner, 'Shipping rate', '3.50');
  await owner.getByLabel('My prices include tax', { exact: true }).check();
  await type(owner, 'Tax rate (%)', '20');
  await type(owner, 'Product name', 'Heirloom Tomatoes');
  await type(owner, 'Price', '12');
  await pause(READ_SCREEN_MS);
  await owner.getByRole('button', { name: 'Set up my shop' }).click();
  await owner.getByRole('heading', { name: 'Your shop is ready', level: 1 }).waitFor({ timeout: 60_000 });
  snippet = await owner.getByLabel('Script tag', { exact: true }).inputValue();
  lap('the set-up page, filled by hand');
  await pause(PASTE_INTO_PAGE_MS);
  lap('the snippet pasted into their page');

  const shopper = await browser.newPage();
  await shopper.goto(`${ownOrigin}/`);
  await shopper.locator('tote-buy-box [part~="add-to-cart"]').waitFor({ timeout: 120_000 });
  await pause(READ_SCREEN_MS);
  await shopper.locator('tote-buy-box [part~="add-to-cart"]').click();
  await shopper.locator('tote-cart [part~="cart-button"][aria-label="Cart, 1 item"]').waitFor({ timeout: 30_000 });
  await shopper.locator('tote-cart [part~="cart-button"]').click();
  await shopper.locator('tote-cart [part~="drawer"] [part~="checkout"]').click();
  await shopper.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor({ timeout: 60_000 });
  await pause(READ_SCREEN_MS);
  await type(shopper, 'E-mail', 'sam@example.com');
  await type(shopper, 'First name', 'Sam');
  await type(shopper, 'Last name', 'Wise');
  await type(shopper, 'Address', '1 Bag End Row');
  await shopper
    .getByLabel(/^(ZIP code|Postal code|Postcode)$/)
    .first()
    .pressSequentially('SW1A 1AA', { delay: TYPING_DELAY_MS });
  await shopper
    .getByLabel(/^(City|Town or city)$/)
    .first()
    .pressSequentially('London', { delay: TYPING_DELAY_MS });
  await pause(READ_SCREEN_MS);
  await shopper.getByRole('button', { name: 'Place order' }).click();
  await shopper.getByRole('heading', { name: /^Thank you/, level: 1 }).waitFor({ timeout: 60_000 });
  lap('a shopper’s first order on their page');
  console.log(JSON.stringify({ totalSeconds: Math.round((performance.now() - started) / 1000), laps }));
} finally {
  await browser.close();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (ownPage) ownPage.close();
  await rm(folder, { recursive: true, force: true });
}
