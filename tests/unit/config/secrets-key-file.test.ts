// The server key kept in the data folder of a store on PGlite: made once (mode 0600), the same on every start, and SECRETS_KEY or PostgreSQL leave it alone.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config.js';
import { ConfigError } from '../../../src/server/config-error.js';
import { openSecret, sealSecret } from '../../../src/server/secret-box.js';
import { dataFolderKey, SECRETS_KEY_FILE, withSecretsKey } from '../../../src/server/secrets-key-file.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tote-secrets-key-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the data folder key', () => {
  it('is made on the first start, readable by its owner only, and the same on the next start: what it sealed opens', async () => {
    const first = await withSecretsKey(readConfig({ DATA_DIR: dataDir }));
    expect(first.secretsKey).toHaveLength(32);
    expect((await stat(path.join(dataDir, SECRETS_KEY_FILE))).mode & 0o777).toBe(0o600);
    const sealed = sealSecret(first.secretsKey!, 'site:s:stripe.secretKey', 'sk_test_123');
    const next = await withSecretsKey(readConfig({ DATA_DIR: dataDir }));
    expect(openSecret(next.secretsKey!, 'site:s:stripe.secretKey', sealed)).toBe('sk_test_123');
  });

  it('is not made when SECRETS_KEY is set, nor for PostgreSQL (whose servers must share SECRETS_KEY)', async () => {
    const key = 'a'.repeat(64);
    const set = await withSecretsKey(readConfig({ DATA_DIR: dataDir, SECRETS_KEY: key }));
    expect(set.secretsKey).toEqual(Buffer.from(key, 'hex'));
    const postgres = await withSecretsKey(readConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }));
    expect(postgres.secretsKey).toBeUndefined();
    await expect(stat(path.join(dataDir, SECRETS_KEY_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a key file that holds no key, naming the file, never its content', async () => {
    await writeFile(path.join(dataDir, SECRETS_KEY_FILE), 'not a key\n');
    const refused = await dataFolderKey(dataDir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).message).toContain(SECRETS_KEY_FILE);
    expect((refused as ConfigError).message).not.toContain('not a key');
  });
});
