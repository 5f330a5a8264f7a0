// `npm run tote` in a checkout: the merchant commands (src/server/cli.ts) from the bundle of server-bundle.mjs.
import { runBundled } from './server-bundle.mjs';

await runBundled('cli');
