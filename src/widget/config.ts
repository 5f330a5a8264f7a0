// The page's widget configuration: what the loader read from its script tag (or what defineElements was given).

/** A command as queued by the page: `['addToCart', {...}]`, `['open']`. */
export type ToteCommand = [name: string, ...args: unknown[]];

/** What every element chunk receives: the script tag's settings and the loader's command queue. */
export interface WidgetConfig {
  /** OAuth client id of the shop (`data-client-id`). */
  clientId: string;
  /** Origin (or base URL) of the store's API (`data-api`). @default the origin of the script tag */
  api: string;
  /** Language and region for texts and prices (`data-locale`). @default `<html lang>`, then the browser's language */
  locale?: string;
  /** `none` keeps the loader from adding a floating cart (`data-cart`). @default undefined (a floating cart) */
  cart?: string;
  /** `ga4` also pushes the widget's events to `window.dataLayer` (`data-analytics`). @default undefined (off) */
  analytics?: string;
  /** Commands the page queued before a handler was ready; the widget drains it. @default [] */
  queue: ToteCommand[];
  /** Set by the widget: runs a command at once. The loader calls it once it is set. */
  exec?: (command: ToteCommand) => void;
  /** The fetch the store's calls go through (tests, proxies). @default globalThis.fetch */
  fetch?: typeof fetch;
}

let current: WidgetConfig | undefined;

/** Stores the page's configuration; the first call wins (every chunk passes the same object). */
export function configure(config: WidgetConfig): WidgetConfig {
  current ??= config;
  return current;
}

/** The page's configuration; throws when no element was defined yet. */
export function widgetConfig(): WidgetConfig {
  if (!current) throw new Error('Tote: the widget is not configured; load it through tote.js or call defineElements() first');
  return current;
}

/** True once `configure` ran (used by tests and by defineElements to avoid double setup). */
export function isConfigured(): boolean {
  return current !== undefined;
}
