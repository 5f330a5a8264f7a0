// The `tote` commands' shared flags on a fresh PGlite folder: --help opens nothing, --version, --json on every command (errors too),
// `settings get|set` checked as the API checks them; and `npm start -- --help` (tote-server) answers without starting a server.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_DATA_DIR_BUSY, EXIT_USAGE, runCli } from '../../../src/server/cli.js';
import { readConfig, type ServerConfig } from '../../../src/server/config.js';
import { openDatabase } from '../../../src/server/db/connect.js';
import { testDatabaseKind } from '../../support/test-database.js';

const ROOT = path.join(import.meta.dirname, '../../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/shopify-products.csv');

let dataDir = '';
let config: ServerConfig;

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}

/** Runs `tote <args>` and answers its exit code and output. */
async function tote(...args: string[]) {
  const { lines, out } = capture();
  const code = await runCli(args, config, out);
  return { code, ...lines };
}

/** Each command opens and migrates the PGlite folder anew, seconds each on a busy machine. */
const SLOW = 180_000;

describe.runIf(testDatabaseKind() === 'pglite')('tote: help, version, --json, settings', () => {
  let siteId = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tote-cli-flags-'));
    config = readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'https://store.example' });
    // One shop for every test: made by `init --json`.
    const made = await tote(
      'init',
      '--name',
      'Flag Shop',
      '--currency',
      'EUR',
      '--origin',
      'https://flags.example',
      '--owner-email',
      'owner@flags.example',
      '--owner-password',
      'owner password 1',
      '--json',
    );
    expect(made.code, made.error.join('\n')).toBe(0);
    siteId = (JSON.parse(made.log[0]!) as { siteId: string }).siteId;
  }, SLOW);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'answers --help, -h and <command> --help without opening the database (a server holding the folder does not matter)',
    async () => {
      const holder = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        for (const args of [['--help'], ['-h'], ['help'], []]) {
          const help = await tote(...args);
          expect([help.code, help.error], args.join(' ')).toEqual([0, []]);
          expect(help.log.join('\n')).toContain('Tote merchant commands.');
          expect(help.log.join('\n')).toMatch(/settings get .*\n[\s\S]*settings set /);
          expect(help.log.join('\n')).toContain(`Exit codes: 0 done, 1 failed or refused, ${EXIT_USAGE} usage error, ${EXIT_DATA_DIR_BUSY}`);
        }
        for (const command of ['import', 'export', 'api-key', 'settings', 'init', 'worker', 'payments', 'webhooks']) {
          const help = await tote(command, '--help');
          expect([help.code, help.error], command).toEqual([0, []]);
          expect(help.log[0]).toMatch(new RegExp(`^Usage:\\n[\\s\\S]* ${command} `));
        }
        // Without --help the same command needs the folder: the holder is why it is refused.
        expect((await tote('settings', 'get')).code).toBe(EXIT_DATA_DIR_BUSY);
      } finally {
        await holder.close();
      }
    },
    SLOW,
  );

  it('prints the version of package.json with --version and -v, as JSON with --json', async () => {
    const { version } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(await tote('--version')).toEqual({ code: 0, log: [`tote ${version}`], error: [] });
    expect(await tote('-v')).toEqual({ code: 0, log: [`tote ${version}`], error: [] });
    expect(await tote('--version', '--json')).toEqual({ code: 0, log: [JSON.stringify({ name: 'tote', version })], error: [] });
  });

  it(
    'writes errors as JSON with --json: an unknown command, a usage error, a refusal',
    async () => {
      const unknown = await tote('frobnicate', '--json');
      expect(unknown.code).toBe(EXIT_USAGE);
      expect(unknown.log).toEqual([]);
      expect(JSON.parse(unknown.error[0]!).error.message).toMatch(/^Unknown command "frobnicate"/);
      const usage = await tote('api-key', 'rotate', '--json');
      expect(usage.code).toBe(EXIT_USAGE);
      expect(JSON.parse(usage.error[0]!).error.message).toContain('api-key create');
      const noSite = await tote('export', path.join(dataDir, 'out.csv'), '--site', 'nope', '--json');
      expect(noSite).toEqual({ code: 1, log: [], error: [JSON.stringify({ error: { message: `No site "nope". Sites: ${siteId}` } })] });
    },
    SLOW,
  );

  it(
    'answers api-key create, list and revoke as JSON with --json',
    async () => {
      const created = await tote('api-key', 'create', '--name', 'ci', '--json');
      expect(created.code, created.error.join('\n')).toBe(0);
      expect(created.log).toHaveLength(1);
      const key = JSON.parse(created.log[0]!);
      expect(key).toEqual({ id: expect.any(String), name: 'ci', siteId, key: expect.stringMatching(/^tote_sk_/) });
      const listed = await tote('api-key', 'list', '--json');
      const keys = JSON.parse(listed.log[0]!) as { id: string; name: string; revokedDate: string | null }[];
      expect(keys.find((k) => k.id === key.id)).toMatchObject({ name: 'ci', siteId, revokedDate: null, lastUsedDate: null });
      expect(await tote('api-key', 'revoke', key.id, '--json')).toEqual({ code: 0, log: [JSON.stringify({ id: key.id, revoked: true })], error: [] });
      const missing = await tote('api-key', 'revoke', key.id, '--json');
      expect(missing.code).toBe(1);
      expect(JSON.parse(missing.error[0]!)).toEqual({ error: { message: `No active API key with id ${key.id}.` } });
    },
    SLOW,
  );

  it(
    'answers import and export as JSON with --json: the summary with each problem, then the export',
    async () => {
      const imported = await tote('import', FIXTURE, '--json');
      // One product of the fixture fails (line 9): exit 1, and the summary says so.
      expect(imported.code).toBe(1);
      expect(imported.error).toEqual([]);
      expect(imported.log).toHaveLength(1);
      const summary = JSON.parse(imported.log[0]!);
      expect(summary).toMatchObject({ file: FIXTURE, format: 'csv', siteId, total: 4, created: 3, updated: 0, failed: 1 });
      expect(summary.problems).toEqual([expect.objectContaining({ where: 'line 9', column: 'Variant Price', message: 'Variant Price "abc" is not a price' })]);
      const file = path.join(dataDir, 'catalog.json');
      expect(await tote('export', file, '--json')).toEqual({ code: 0, log: [JSON.stringify({ file, format: 'json', siteId, products: 3 })], error: [] });
    },
    SLOW,
  );

  it(
    'settings get shows the API view; settings set changes it, checked as PATCH /tote/v1/site checks it',
    async () => {
      const all = await tote('settings', 'get');
      expect(all.code).toBe(0);
      expect(all.log[0]).toContain('name = Flag Shop\ncurrency = EUR\n');
      expect(all.log[0]).toContain('memberPolicy.requireOwnerApproval = false');
      const set = await tote('settings', 'set', 'accentColor=#0a7', 'pricesIncludeTax=true', 'memberPolicy.requireOwnerApproval=true', 'orderNumberStart=500');
      expect(set).toEqual({
        code: 0,
        log: ['accentColor = #0a7', 'pricesIncludeTax = true', 'memberPolicy.requireOwnerApproval = true', 'nextOrderNumber = 500'],
        error: [],
      });
      expect(await tote('settings', 'get', 'memberPolicy', '--json')).toEqual({
        code: 0,
        log: [JSON.stringify({ requireEmailVerification: true, requireOwnerApproval: true })],
        error: [],
      });
      const view = JSON.parse((await tote('settings', 'get', '--json')).log[0]!);
      expect(view).toMatchObject({ name: 'Flag Shop', accentColor: '#0a7', pricesIncludeTax: true, nextOrderNumber: 500 });

      // The API's checks: its schema (pattern, type, range), then its own (ISO 4217); nothing changes when one fails.
      expect(await tote('settings', 'set', 'accentColor=red')).toEqual({
        code: 1,
        log: [],
        error: ['accentColor: must match pattern "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"'],
      });
      expect(await tote('settings', 'set', 'currency=QQQ')).toEqual({
        code: 1,
        log: [],
        error: ['currency: must be an ISO 4217 currency code such as USD or EUR'],
      });
      expect((await tote('settings', 'set', 'orderNumberStart=0')).error[0]).toMatch(/^orderNumberStart: /);
      const refused = await tote('settings', 'set', 'name=Renamed', 'currency=EURO', '--json');
      expect(refused.code).toBe(1);
      expect(JSON.parse(refused.error[0]!).error.message).toMatch(/^currency: /);
      expect((await tote('settings', 'get', 'name')).log).toEqual(['Flag Shop']);

      // Usage errors: an unknown key, nothing to set.
      const unknownKey = await tote('settings', 'set', 'colour=#000');
      expect(unknownKey.code).toBe(EXIT_USAGE);
      expect(unknownKey.error[0]).toMatch(/^No setting "colour"; settable: name, currency, locale, /);
      expect((await tote('settings', 'set')).code).toBe(EXIT_USAGE);
    },
    SLOW,
  );
});

describe.runIf(testDatabaseKind() === 'pglite')('npm start -- --help (tote-server)', () => {
  it(
    'prints its help and its version and refuses other arguments, never starting a server',
    async () => {
      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
          cwd: ROOT,
          // A port the server would take if it started: the command must end by itself instead.
          env: { ...process.env, PORT: '9172', DEMO_PORT: '9173', DATA_DIR: path.join(tmpdir(), 'tote-cli-flags-never-used') },
          timeout: 30_000,
        }).then(
          ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
          (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
        );
      const help = await run('--help');
      expect(help.code, help.stderr).toBe(0);
      expect(help.stdout).toMatch(/^Usage: npm start -- \[--help \| -h\] \[--version \| -v \[--json\]\]\n/);
      expect(help.stdout).toContain('every setting is an environment variable');
      const { version } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
      expect((await run('--version')).stdout).toBe(`tote ${version}\n`);
      const wrong = await run('--port', '9000');
      expect(wrong.code).toBe(EXIT_USAGE);
      expect(wrong.stderr).toMatch(/^npm start: unexpected argument "--port"/);
    },
    SLOW,
  );
});
