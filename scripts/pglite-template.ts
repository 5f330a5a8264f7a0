// `npm install` (prepare): makes the migrated PGlite template a new data folder starts from (src/server/db/pglite-template.ts); a failure only warns, as a start without it creates its database itself.
import path from 'node:path';
import { makePgliteTemplate } from '../src/server/db/pglite-template.js';

const started = performance.now();
try {
  const file = await makePgliteTemplate();
  if (file) console.log(`PGlite template: ${path.relative(process.cwd(), file)} (${Math.round(performance.now() - started)} ms)`);
} catch (error) {
  console.warn(`PGlite template not made (a first start creates its database itself): ${String(error)}`);
}
