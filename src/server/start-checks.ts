// Checks made before anything slow starts: the ports are free and the data folders can be written, each failure one ConfigError.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { ServerConfig } from './config.js';
import { ConfigError } from './config-error.js';

/**
 * Throws a {@link ConfigError} when the server could not listen on `port` of `host` (another process holds it, or it
 * needs privileges). Port 0 (any free port) always passes. A port taken between this check and `listen` is reported by
 * {@link listenError}.
 */
export async function checkPortFree(setting: string, host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host, exclusive: true }, resolve);
    });
  } catch (error) {
    throw listenError(setting, port, error) ?? error;
  } finally {
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  }
}

/** The {@link ConfigError} of a failed `listen` on the port of `setting`, or undefined when the failure is of another kind. */
export function listenError(setting: string, port: number, error: unknown): ConfigError | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return new ConfigError('PORT_IN_USE', setting, String(port), `the port is in use by another process; stop that process or set ${setting} to a free port`);
  }
  if (code === 'EACCES') {
    return new ConfigError(
      'PORT_NOT_ALLOWED',
      setting,
      String(port),
      `this user may not listen on it (ports below 1024 need privileges); set ${setting} to 1024 or higher`,
    );
  }
  return undefined;
}

/**
 * Creates `dir` (and its missing parents) and writes and removes a file in it; throws a {@link ConfigError} naming
 * `setting` when that fails. Node's recursive `mkdir` loops forever where the kernel answers ENOENT for a parent that
 * exists (under /proc), so the folders are made one at a time.
 */
export async function checkFolderWritable(setting: string, dir: string): Promise<void> {
  try {
    await makeFolders(dir);
    const probe = path.join(dir, `.tote-write-check-${randomBytes(4).toString('hex')}`);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new ConfigError(
      'FOLDER_NOT_WRITABLE',
      setting,
      dir,
      `the server cannot create or write files in this folder (${code}); point ${setting} at a folder this user may write, or give it access`,
      { cause: error },
    );
  }
}

/** Makes the folders of `dir` from the nearest one that exists, each with a plain (non-recursive) mkdir. */
async function makeFolders(dir: string): Promise<void> {
  const missing: string[] = [];
  let current = path.resolve(dir);
  for (;;) {
    const info = await stat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (info) {
      if (!info.isDirectory()) throw Object.assign(new Error(`${current} is not a folder`), { code: 'ENOTDIR' });
      break;
    }
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing) {
    await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

/** Every check of a start of `npm start`: the store's port, and the data folders the configuration uses. */
export async function checkStartConditions(config: ServerConfig): Promise<void> {
  if (!config.databaseUrl) await checkFolderWritable('DATA_DIR', config.dataDir);
  await checkFolderWritable('MEDIA_DIR', config.mediaDir);
  await checkPortFree('PORT', config.host, config.port);
}
