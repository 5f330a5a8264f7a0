// What every element chunk does first: keep the page's configuration, start the page's store, take over its command queue and
// define the elements (shared-elements.ts).
import { connectCommandQueue } from './commands.js';
import { configure, type WidgetConfig } from './config.js';
import { defineElements } from './elements/shared-elements.js';
import { startStore } from './store/start-store.js';

/** Configures the widget for the page (the first configuration wins), starts the store, takes over the loader's command queue, defines the elements. */
export function setUpWidget(config: WidgetConfig): WidgetConfig {
  if (!config.clientId) console.error('Tote: the script tag needs data-client-id="<your OAuth client id>"');
  const active = configure(config);
  startStore();
  connectCommandQueue(config);
  defineElements();
  return active;
}
