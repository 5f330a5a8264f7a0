// The chunk entry the loader calls when a Tote element is on the page, the same for every tag: it configures the page and defines
// the elements, whose code is in the shared chunk (shared-elements.ts).
import type { WidgetConfig } from '../config.js';
import { setUpWidget } from '../setup.js';

/** Defines the elements for the page's configuration (once: later calls change nothing). */
export function define(config: WidgetConfig): void {
  setUpWidget(config);
}
