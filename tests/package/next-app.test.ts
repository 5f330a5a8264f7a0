// tote-shop/react in a fresh Next.js app (App Router): installed from `npm run pack`'s tarball of dist/package, type-checked and built by `next build`,
// and its page, a server component rendering <ToteProvider>, <BuyBox>, <Cart>, <Login> and a client component with useCart(),
// server-rendered (prerendered by the build) without an error: the elements' tags as placeholders, no preact in the browser's chunks.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PACKAGE_NAME } from '../../scripts/package/build-package.js';
import type { PackedTarball } from '../../scripts/pack.js';
import { ROOT } from '../../vite.config.js';
import { run } from './adopter-app.js';
import { writeNextApp } from './next-app.js';

/** What only preact's code holds (its vnodes' marker, preact 11): not in a React app's chunks. */
const PREACT_MARK = /Symbol\.for\(["'`]pv["'`]\)/;

let work: string;
let tarball: string;

beforeAll(async () => {
  // `npm run pack` of this package alone, outside vitest (see browser-package.test.ts).
  work = await mkdtemp(path.join(tmpdir(), 'tote-next-'));
  const packed = await run('npm', ['run', '--silent', 'pack', '--', '--out', work, '--package', PACKAGE_NAME, '--json'], ROOT, 300_000);
  expect(packed.code, packed.stderr).toBe(0);
  tarball = (JSON.parse(packed.stdout) as [PackedTarball])[0].path;
}, 360_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

it('installs into a fresh Next.js app whose server component renders tote-shop/react: it type-checks, builds and server-renders the page', async (context) => {
  const app = path.join(work, 'app');
  await writeNextApp(app, tarball);
  // Skipped, saying why, only when the npm registry does not answer (the app's tools come from it).
  const ping = await run('npm', ['ping', '--fetch-timeout=15000', '--fetch-retries=0'], work, 30_000);
  if (ping.code !== 0)
    context.skip(
      `the npm registry is unreachable, the Next.js app was not installed: ${ping.stderr.split('\n').find((line) => line.startsWith('npm error')) ?? ping.stderr}`,
    );
  const install = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app, 240_000);
  expect(install.code, install.stderr).toBe(0);

  // `next build` type-checks the app (the package's declarations too: skipLibCheck is off) and prerenders the page on the server.
  const built = await run(path.join(app, 'node_modules/.bin/next'), ['build'], app, 240_000, { NEXT_TELEMETRY_DISABLED: '1' });
  const output = built.stdout + built.stderr;
  expect(built.code, output).toBe(0);
  expect(output).toContain('Finished TypeScript');
  expect(output).not.toMatch(/window is not defined|document is not defined|Error occurred prerendering/);

  const html = await readFile(path.join(app, '.next/server/app/index.html'), 'utf8');
  expect(html).toContain('<div data-tote-theme="" style="display:contents;--tote-accent:#0f766e">');
  expect(html).toContain('<header><tote-login></tote-login><tote-cart></tote-cart></header>');
  expect(html).toContain('<tote-buy-box product="classic-tee"></tote-buy-box>');
  expect(html).toContain('<p id="cart-count">0<!-- --> in the cart</p>');
  // The page's components are client references: the browser gets tote-shop/react, on the app's React, without preact.
  const chunks = path.join(app, '.next/static/chunks');
  const code = (
    await Promise.all((await readdir(chunks)).filter((name) => name.endsWith('.js')).map((name) => readFile(path.join(chunks, name), 'utf8')))
  ).join('\n');
  expect(code).toContain('tote-buy-box');
  expect(code).not.toMatch(PREACT_MARK);
}, 540_000);
