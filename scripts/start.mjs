// `npm start` in a checkout: the server (src/server/main.ts) from the bundle of server-bundle.mjs; `--prepare` (npm install's prepare step) only makes the bundle.
import { currentServerBundle, runBundled } from './server-bundle.mjs';

if (process.argv[2] === '--prepare') await currentServerBundle();
else await runBundled('main');
