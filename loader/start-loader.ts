// The loader's work: read the script tag, reserve room, load each element's chunks when it appears, run the page's commands.

/** A page command: `['addToCart', {...}]`, `['open']`. */
type Command = unknown[];

/** What the chunks receive (src/widget/config.ts `WidgetConfig` is the same shape). */
export interface Handoff {
  clientId?: string;
  api: string;
  locale?: string;
  cart?: string;
  analytics?: string;
  queue: Command[];
  exec?: (command: Command) => void;
}

/**
 * The files of each element by tag, and of each language pack by language code (`de`), relative to the widget folder: the
 * entry chunk first, then every chunk it imports statically (fetched at once, not one by one).
 */
export type ChunkManifest = Record<string, string[]>;

/** An element chunk: its `define` registers the element. */
interface ElementChunk {
  define(config: Handoff): void;
}

/** The page's command function that replaces the `window.tote` array. */
interface ToteFunction {
  (...command: Command): void;
  push(command: Command): void;
}

const CART = 'tote-cart';

/**
 * Room kept for elements whose chunk has not run yet, so the page does not shift: the buy box's two layouts, stacked with the option
 * rows the page announces in `--tote-buy-box-options` (the same expression as buy-box.css, which the box then keeps); sizes can be themed. The product
 * grid's room before its code runs is left to the page's CSS (docs/embedding.md): its right height is the page's to know.
 */
const RESERVE =
  'tote-buy-box:not(:defined){display:block;min-height:var(--tote-buy-box-height,32rem)}' +
  '@media(max-width:40rem){tote-buy-box:not(:defined){min-height:var(--tote-buy-box-height,calc(var(--tote-buy-box-options,0)*5.3rem + 18rem + min(100vw,27rem)))}}' +
  'tote-login:not(:defined){display:inline-block;min-width:6rem;min-height:2.75rem}' +
  'tote-cart:not(:defined){display:none}';

/** A started loader: the configuration the chunks get, and a way to stop watching the page (for tests). */
export interface StartedLoader {
  config: Handoff;
  stop(): void;
}

/** Starts Tote on the page for a script tag; `load` imports a chunk URL (the browser's `import()`). */
export function startLoader(
  script: HTMLScriptElement,
  chunks: ChunkManifest,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): StartedLoader | undefined {
  const w = window as unknown as { tote?: unknown };
  if (typeof w.tote == 'function') return undefined; // a second copy of the script tag
  const doc = document;
  const data = script.dataset;
  // data-client-id, data-locale, data-cart, data-analytics pass through as they are.
  const base = new URL('widget/', script.src);
  const config: Handoff = { ...data, api: data.api || base.origin, queue: [] };
  const started: Record<string, Promise<void>> = {};
  // The page's language, as the widget picks it: its pack (none for English) loads with every element's chunks.
  const pack = chunks[(config.locale || doc.documentElement.lang || navigator.language).slice(0, 2).toLowerCase()] || [];

  const need = (tag: string): void => {
    started[tag] ||= Promise.all(chunks[tag]!.concat(pack).map((file) => load(base + file))).then(
      ([entry]) => (entry as ElementChunk).define(config),
      (error: unknown) => {
        delete started[tag]; // the next DOM change tries again
        console.error(error);
      },
    );
  };
  // Loads the chunks of the elements on the page (tags have a hyphen, language codes do not); once the page is parsed, a floating
  // cart joins pages that use Tote: an element, a command, or a cart the shopper filled on another page.
  const check = (): void => {
    for (const tag in chunks) if (tag.includes('-') && doc.querySelector(tag)) need(tag);
    if (doc.readyState == 'loading' || config.cart == 'none' || doc.querySelector(CART)) return;
    let filled = 0;
    try {
      filled = +localStorage.getItem(`tote:${config.clientId}:count`)!; // no count yet: +null is 0
    } catch {
      // storage blocked: no hint
    }
    // Object.keys(started)[0]: some element's code (or the cart's, for a command) has started; a cart reminder's link
    // (`#tote-restore=`, src/wire/cart-reminders.ts) opens the cart it brings back.
    if (filled > 0 || Object.keys(started)[0] || doc.URL.includes('#tote-restore')) doc.body.append(doc.createElement(CART));
  };
  const run = (command: Command): void => {
    if (config.exec) config.exec(command);
    else {
      config.queue.push(command);
      need(CART);
      check();
    }
  };

  const style = doc.createElement('style');
  // The store's theme (the accent chosen in Settings) at the page's lowest precedence: any --tote-* the page sets wins (theme.css).
  style.textContent = `@import"${config.api}/widget/theme.css?client=${config.clientId}";${RESERVE}`;
  doc.head.append(style);

  const queued = w.tote;
  const tote = ((...command: Command) => run(command)) as ToteFunction;
  tote.push = run;
  w.tote = tote;
  // The page's queue: an array (anything else, such as an element with id="tote", has no forEach).
  (queued as Command[] | undefined)?.forEach?.(run);

  const observer = new MutationObserver(check);
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', check);
  check();
  return { config, stop: () => observer.disconnect() };
}
