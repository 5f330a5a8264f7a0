// `tote init` on a fresh data folder: a shop with no demo data, its client, owner and key; bad flags named; one process per PGlite folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/server/cli.js';
import { readConfig, type ServerConfig } from '../../../src/server/config.js';
import { openDatabase } from '../../../src/server/db/connect.js';
import { verifyPassword } from '../../../src/server/identity/security/passwords.js';
import { testDatabaseKind } from '../../support/test-database.js';
import { createServer } from 'node:net';
import { buildApp } from '../../../src/server/app.js';
import { createContext } from '../../../src/server/context.js';
import { migrateToLatest } from '../../../src/server/db/migrate.js';
import { createSite } from '../../../src/server/site/create-site.js';
import { ensureSetupLink } from '../../../src/server/setup/setup-code.js';

/** A free loopback port (the probe's, released before it is used). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A running store on the data folder (it holds the PGlite lock, as `npm start` does), with its set-up link written. */
async function runningStore(dataDir: string, withOwner = false) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await migrateToLatest(handle.db);
  if (withOwner)
    await createSite(handle.db, 'http://localhost:8787', {
      name: 'Had',
      currency: 'USD',
      origins: ['https://had.example'],
      ownerEmail: 'o@had.example',
      ownerPassword: 'owner password 1',
    });
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const app = await buildApp(createContext(readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: publicUrl, PORT: String(port) }), handle.db));
  await app.listen({ port, host: '127.0.0.1' });
  const link = await ensureSetupLink(handle.db, dataDir, publicUrl);
  return {
    handle,
    publicUrl,
    link,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

let dataDir = '';
let config: ServerConfig;

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}

const FLAGS = [
  '--name',
  'Green Grocer',
  '--currency',
  'eur',
  '--locale',
  'de-DE',
  '--origin',
  'https://shop.example',
  '--origin',
  'https://www.shop.example/',
  '--owner-email',
  'owner@shop.example',
  '--owner-password',
  'owner password 1',
];

describe.runIf(testDatabaseKind() === 'pglite')('tote init', () => {
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tote-init-'));
    config = readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'https://store.example' });
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes a shop with no demo data and prints only the JSON with --json', async () => {
    const { lines, out } = capture();
    expect(await runCli(['init', ...FLAGS, '--json'], config, out)).toBe(0);
    expect(lines.log).toHaveLength(1);
    const made = JSON.parse(lines.log[0]!);
    expect(made.scriptTag).toBe(`<script src="https://store.example/tote.js" data-client-id="${made.clientId}" data-locale="de-DE" async></script>`);
    expect(made.apiKey).toMatch(/^tote_sk_/);
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const sites = await handle.db.selectFrom('sites').select(['id', 'name', 'currency', 'settings']).execute();
      expect(sites).toEqual([
        { id: made.siteId, name: 'Green Grocer', currency: 'EUR', settings: { locale: 'de-DE', country: 'DE', requireEmailVerification: true } },
      ]);
      expect(await handle.db.selectFrom('products').select('id').execute()).toEqual([]);
      const client = await handle.db.selectFrom('oauth_clients').selectAll().executeTakeFirstOrThrow();
      expect(client).toMatchObject({
        id: made.clientId,
        site_id: made.siteId,
        allowed_origins: ['https://shop.example', 'https://www.shop.example'],
        allowed_redirect_domains: ['https://shop.example', 'https://www.shop.example'],
      });
      const owner = await handle.db.selectFrom('staff_accounts').selectAll().executeTakeFirstOrThrow();
      expect(owner).toMatchObject({ site_id: made.siteId, email: 'owner@shop.example', role: 'owner' });
      expect(await verifyPassword('owner password 1', owner.password_hash)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('names each bad value by its flag and makes nothing', async () => {
    const { lines, out } = capture();
    const code = await runCli(
      ['init', '--name', 'X', '--currency', 'EURO', '--origin', 'shop.example', '--owner-email', 'not-an-email', '--owner-password', 'short', '--json'],
      config,
      out,
    );
    expect(code).toBe(1);
    expect(lines.error.join('\n')).toMatch(/--currency: .*ISO 4217/);
    expect(lines.error.join('\n')).toMatch(/--origin: shop.example must be an origin/);
    const again = capture();
    expect(
      await runCli(
        [
          'init',
          '--name',
          'X',
          '--currency',
          'EUR',
          '--origin',
          'https://x.example',
          '--owner-email',
          'not-an-email',
          '--owner-password',
          'long enough 1',
          '--json',
        ],
        config,
        again.out,
      ),
    ).toBe(1);
    expect(again.lines.error.join('\n')).toMatch(/--owner-email: must be a valid e-mail/);
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await handle.db.selectFrom('sites').select('id').execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('asks for nothing without a terminal: it says which flags are missing', async () => {
    const { lines, out } = capture();
    expect(await runCli(['init', '--name', 'X'], config, out)).toBe(64);
    expect(lines.error[0]).toBe('tote init needs --currency, --origin, --owner-email, --owner-password (or run it in a terminal to be asked).');
  });

  it('refuses, in one line, a data folder a running server holds', async () => {
    const holder = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const { lines, out } = capture();
      expect(await runCli(['init', ...FLAGS], config, out)).toBe(75);
      expect(lines.error).toHaveLength(1);
      expect(lines.error[0]).toContain('is in use by another Tote process');
      await expect(openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })).rejects.toThrow('is in use by another Tote process');
    } finally {
      await holder.close();
    }
    // Released on close: the next process may open it.
    const next = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await next.close();
  });

  it('works while the server runs: the shop is made through its set-up API with the data folder’s code', async () => {
    const store = await runningStore(dataDir);
    try {
      const { lines, out } = capture();
      // The CLI's own PUBLIC_URL (port 8787 by default) is not where the store runs: the set-up link says where.
      expect(await runCli(['init', ...FLAGS, '--json'], config, out)).toBe(0);
      expect(lines.error).toEqual([]);
      const made = JSON.parse(lines.log[0]!);
      expect(made.scriptTag).toBe(`<script src="${store.publicUrl}/tote.js" data-client-id="${made.clientId}" data-locale="de-DE" async></script>`);
      expect(made.apiKey).toMatch(/^tote_sk_/);
      const site = await store.handle.db.selectFrom('sites').select(['name', 'currency']).where('id', '=', made.siteId).executeTakeFirstOrThrow();
      expect(site).toEqual({ name: 'Green Grocer', currency: 'EUR' });
      const owner = await store.handle.db.selectFrom('staff_accounts').select(['email', 'role']).where('site_id', '=', made.siteId).execute();
      expect(owner).toEqual([{ email: 'owner@shop.example', role: 'owner' }]);
      // The code is spent: a second init beside the same server is refused in one line.
      const second = capture();
      expect(await runCli(['init', ...FLAGS], config, second.out)).toBe(1);
      expect(second.lines.error).toEqual([`The running store at ${store.publicUrl} made this shop already (site ${made.siteId}); its API key was shown then.`]);
      const other = capture();
      expect(await runCli(['init', ...FLAGS.map((f) => (f === 'Green Grocer' ? 'Other Shop' : f))], config, other.out)).toBe(1);
      expect(other.lines.error).toEqual([expect.stringContaining('has been set up already')]);
    } finally {
      await store.close();
    }
  });

  it('names bad values by their flags through the running server too', async () => {
    const store = await runningStore(dataDir);
    try {
      const { lines, out } = capture();
      const code = await runCli(
        [
          'init',
          '--name',
          'X',
          '--currency',
          'EURO',
          '--origin',
          'https://shop.example',
          '--owner-email',
          'a@b.example',
          '--owner-password',
          'owner password 1',
        ],
        config,
        out,
      );
      expect(code).toBe(1);
      expect(lines.error).toEqual([expect.stringMatching(/^--currency: /)]);
    } finally {
      await store.close();
    }
  });

  it('refuses, in one line, beside a running server of a store that has an owner (no set-up link to use)', async () => {
    const store = await runningStore(dataDir, true);
    try {
      expect(store.link).toBeUndefined();
      const { lines, out } = capture();
      expect(await runCli(['init', ...FLAGS], config, out)).toBe(75);
      expect(lines.error).toEqual([expect.stringContaining('is in use by another Tote process')]);
    } finally {
      await store.close();
    }
  });
});
