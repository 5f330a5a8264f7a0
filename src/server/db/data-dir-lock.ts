// One process per PGlite data folder: a lock the server holds while it runs, and every CLI command takes before it opens the folder; it names its holder, so a crashed one's lock is taken at once.
import { mkdir, readFile, realpath, rename, rmdir, unlink, writeFile } from 'node:fs/promises';
import lockfile from 'proper-lockfile';
import { hasEnded, ownIdentity, parseProcessIdentity, runsHere, type ProcessIdentity } from './process-identity.js';

/** How long a lock whose holder stopped refreshing it stays held, when the holder cannot be looked up (another host or container). */
const STALE_MS = 10_000;
/** How often the holder refreshes the lock. */
const UPDATE_MS = 2_000;
/** Waits for the entry lock, which a process holds for a few milliseconds (or {@link STALE_MS} when it died holding it). */
const ENTRY_RETRIES = { retries: 40, factor: 1.5, minTimeout: 10, maxTimeout: 500 };

/** The data folder is held by another process. */
export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError';
  constructor(
    readonly dataDir: string,
    readonly holder?: ProcessIdentity,
  ) {
    super(
      `The PGlite data folder ${dataDir} is in use by another Tote process (${holder ? `pid ${holder.pid} on ${holder.host}, ` : ''}is \`npm start\` running?): stop it and try again, or set DATABASE_URL to a PostgreSQL database, which any number of processes can share.`,
    );
  }
}

/** The files of a folder's lock, beside the folder (each lock of proper-lockfile is known by its own path). */
function lockFiles(folder: string) {
  return {
    folder,
    /** The lock: a directory (atomic to create), refreshed every {@link UPDATE_MS}. */
    lock: `${folder}.lock`,
    /** Who holds the lock (JSON of a {@link ProcessIdentity}), written and read only under `entry`. */
    holder: `${folder}.lock-holder`,
    /** Held while a process takes the lock (or takes over a dead holder's), so that two never take it at once. */
    entry: `${folder}.lock-entry`,
  };
}

async function readHolder(file: string): Promise<ProcessIdentity | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  return text === undefined ? undefined : parseProcessIdentity(text);
}

/**
 * Takes the lock of a PGlite data folder and resolves to the function that releases it; throws
 * {@link DataDirBusyError} when another live process holds it. The lock is a `<folder>.lock` directory that its holder
 * refreshes every few seconds, beside a `<folder>.lock-holder` file naming the holder (host, pid, boot and process
 * start time). A holder that has surely ended (killed, crashed, the machine restarted; a pid now used by another
 * process) loses its lock at once; one that cannot be looked up from here (another host or container) keeps it until it
 * has not been refreshed for {@link STALE_MS}. Processes take the lock one at a time (under `<folder>.lock-entry`), so
 * two live processes never both hold it. `onLost` hears when the lock was taken away (its directory deleted).
 */
export async function lockDataDir(dataDir: string, onLost: (error: Error) => void = () => undefined): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const files = lockFiles(await realpath(dataDir));
  const releaseEntry = await lockfile.lock(files.entry, { stale: STALE_MS, realpath: false, lockfilePath: files.entry, retries: ENTRY_RETRIES });
  try {
    const release = await takeLock(dataDir, files, onLost);
    const me = JSON.stringify(ownIdentity());
    await writeFile(`${files.holder}.${process.pid}`, me);
    await rename(`${files.holder}.${process.pid}`, files.holder);
    return async () => {
      // The record goes first: a process that finds the lock without one waits, and it never names a later holder.
      if ((await readFile(files.holder, 'utf8').catch(() => undefined)) === me) await unlink(files.holder).catch(() => undefined);
      await release();
    };
  } finally {
    await releaseEntry().catch(() => undefined);
  }
}

/** Takes the lock (under the entry lock), taking it over from a holder that has ended. */
async function takeLock(dataDir: string, files: ReturnType<typeof lockFiles>, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  const take = () =>
    lockfile.lock(files.folder, { stale: STALE_MS, update: UPDATE_MS, realpath: false, lockfilePath: files.lock, retries: 0, onCompromised: onLost });
  // A holder that runs here keeps its lock even when a blocked event loop let it go unrefreshed past STALE_MS, which the
  // lock library alone would take for a dead holder's.
  const current = await readHolder(files.holder);
  if (current && runsHere(current)) throw new DataDirBusyError(dataDir, current);
  try {
    return await take();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
  }
  const holder = await readHolder(files.holder);
  if (!holder || !hasEnded(holder)) throw new DataDirBusyError(dataDir, holder);
  await rmdir(files.lock).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  try {
    return await take();
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirBusyError(dataDir);
    throw error;
  }
}
