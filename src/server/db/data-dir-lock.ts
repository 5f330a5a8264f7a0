// One process per PGlite data folder: a lock the server holds while it runs, and every CLI command takes before it opens the folder.
import { mkdir } from 'node:fs/promises';
import lockfile from 'proper-lockfile';

/** How long a lock whose holder stopped refreshing it stays held (a crashed process leaves it behind this long at most). */
const STALE_MS = 10_000;
/** How often the holder refreshes the lock. */
const UPDATE_MS = 2_000;

/** The data folder is held by another process. */
export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError';
  constructor(readonly dataDir: string) {
    super(
      `The PGlite data folder ${dataDir} is in use by another Tote process (is \`npm start\` running?): stop it and try again, or set DATABASE_URL to a PostgreSQL database, which any number of processes can share.`,
    );
  }
}

/**
 * Takes the lock of a PGlite data folder (a `<folder>.lock` directory beside it, refreshed every few seconds and taken
 * over when a crashed holder left it stale); throws {@link DataDirBusyError} when another live process holds it.
 * Resolves to the function that releases it. `onLost` hears when the lock was taken away (its folder deleted).
 */
export async function lockDataDir(dataDir: string, onLost: (error: Error) => void = () => undefined): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { stale: STALE_MS, update: UPDATE_MS, realpath: true, retries: 0, onCompromised: onLost });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirBusyError(dataDir);
    throw error;
  }
}
