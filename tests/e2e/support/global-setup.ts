// Vitest global setup of the browser tests: build if the sources changed, start the store and the demo shop, stop them after.
import type { TestProject } from 'vitest/node';
import { readConfig } from '../../../src/server/config.js';
import { ensureWidgetBuilt } from '../../../src/server/widget-files/ensure-built.js';
import { startToteServers } from './tote-servers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string;
    demoUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureWidgetBuilt(readConfig({ ...process.env, NODE_ENV: 'development', DIST_DIR: '' }));
  const servers = await startToteServers();
  project.provide('storeUrl', servers.storeUrl);
  project.provide('demoUrl', servers.demoUrl);
  return () => servers.stop();
}
