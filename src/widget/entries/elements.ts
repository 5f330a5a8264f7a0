// Entry of the `elements` chunk, the one the loader calls when a Tote element is on the page, the same for every tag: it configures
// the page and defines the elements. Everything it reaches statically is on the first paint; the lazy parts are the other files of
// this folder, reached only by `import()`.
import type { WidgetConfig } from '../config.js';
import { setUpWidget } from '../setup.js';

/** Defines the elements for the page's configuration (once: later calls change nothing). */
export function define(config: WidgetConfig): void {
  setUpWidget(config);
}
