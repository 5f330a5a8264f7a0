// Prints the store's OpenAPI document (what /docs/json serves) as JSON, for generating clients: `tsx scripts/openapi-document.ts > openapi.json`.
import { buildApp } from '../src/server/app.js';
import { readConfig } from '../src/server/config.js';
import { createContext } from '../src/server/context.js';
import { openDatabase } from '../src/server/db/connect.js';

// The document depends on the routes only: an empty in-memory database is enough to build the app.
const handle = await openDatabase({ kind: 'pglite' });
const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8787' });
const app = await buildApp(createContext(config, handle.db, undefined, handle.feed));
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await handle.close();
