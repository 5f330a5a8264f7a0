// The server key of a store on PGlite without SECRETS_KEY: made on first start and kept in its data folder, so an owner can store Stripe's keys with no setting.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from './config.js';
import { ConfigError } from './config-error.js';
import { parseSecretsKey } from './secret-box.js';

/** The file in DATA_DIR that holds the key: 64 hex digits, readable by the server's user only. */
export const SECRETS_KEY_FILE = 'secrets.key';

/**
 * `config` with a server key: SECRETS_KEY when set; else, on PGlite (the data folder is this store's alone, and its
 * lock is held, so no second process races), the key of `<DATA_DIR>/secrets.key`, written with 32 random bytes on the
 * first start (mode 0600). On PostgreSQL several servers share one database, so the key must be SECRETS_KEY, the same on
 * each: without it, config is answered unchanged. The key file belongs with the data folder's backups, and never in the
 * database's: a copy of the database alone does not open the secrets in it.
 */
export async function withSecretsKey(config: ServerConfig): Promise<ServerConfig> {
  if (config.secretsKey || config.databaseUrl) return config;
  return { ...config, secretsKey: await dataFolderKey(config.dataDir) };
}

/** The key kept in `dataDir`, made when there is none; a file that holds no key is a ConfigError naming it. */
export async function dataFolderKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  const made = randomBytes(32).toString('hex');
  try {
    await writeFile(file, `${made}\n`, { flag: 'wx', mode: 0o600 });
    return Buffer.from(made, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSecretsKey((await readFile(file, 'utf8')).trim());
  if (!key)
    throw new ConfigError('INVALID_VALUE', 'DATA_DIR', file, `${SECRETS_KEY_FILE} holds no key (64 hex digits); restore it from a backup, or set SECRETS_KEY`);
  return key;
}
