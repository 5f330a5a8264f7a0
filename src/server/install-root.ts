// Where the server's own files are: a repository checkout (src/server/ beside dist/ and demo/) or the server package (server/ beside them).
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The server package has a package.json beside its `server/` folder; a checkout has none in `src/`. */
const packageManifest = path.resolve(import.meta.dirname, '../package.json');

/** True when the server runs from the server package (`npm run build:server`), not from a repository checkout. */
export const FROM_SERVER_PACKAGE = existsSync(packageManifest);

/** The folder holding `dist/` (the built browser files) and `demo/`: the repository, or the installed server package. */
export const INSTALL_ROOT = path.resolve(import.meta.dirname, FROM_SERVER_PACKAGE ? '..' : '../..');
