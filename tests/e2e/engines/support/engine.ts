// What the shopper's path needs from a browser, the same in Firefox (WebDriver BiDi) and WebKit (WebDriver classic).

/**
 * An element on the page: `css` may cross shadow roots with ` >>> ` (`tote-cart >>> [part~="drawer"] button`); `text` and
 * `label` are regular expressions (sources) that the element's text (or aria-label) and its label must match.
 */
export interface Target {
  css: string;
  /** A regular expression that the element's text, or its aria-label, matches. @default any */
  text?: string;
  /** A regular expression that the control's label (aria-label, `<label>` or aria-labelledby) matches. @default any */
  label?: string;
}

/** A page in a fresh browsing session (own storage), driven through the engine's automation protocol. */
export interface EnginePage {
  /** Goes to a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The page's current URL. */
  url(): Promise<string>;
  /** Runs a function in the page (serialised: it sees only its arguments) and returns its JSON result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Runs `fn` on the element in the page (serialised: it sees only its arguments); null when there is no such element. */
  read<T, A = undefined>(target: Target, fn: (element: Element, arg: A) => T, arg?: A): Promise<T | null>;
  /** Clicks the element with the engine's native input (scrolled into view first). */
  click(target: Target): Promise<void>;
  /** Focuses the element, clears it and types the text with native key events. */
  type(target: Target, text: string): Promise<void>;
  /** Resizes the viewport (CSS px); resolves once `innerWidth` is `width`. */
  setViewport(width: number, height: number): Promise<void>;
  /** Console errors and uncaught exceptions so far, where the engine's protocol reports them (WebDriver classic does not). */
  errors: string[] | undefined;
  /** Ends the session or context. */
  close(): Promise<void>;
}

/** A launched browser that opens fresh pages. */
export interface Engine {
  /** `firefox` or `webkit`. */
  name: string;
  /** A new page in a fresh session (its own cookies and storage) at 1280×900. */
  openPage(): Promise<EnginePage>;
  /** Closes the browser and its driver. */
  close(): Promise<void>;
}

/**
 * The page-side lookup of a {@link Target} (plain JavaScript, sent as the source of a function): the first match, or null.
 * Shared by both engines so that a target means the same element in each.
 */
export const FIND_TARGET = `function (target) {
  var norm = function (s) { return (s || '').replace(/\\s+/g, ' ').trim(); };
  var labelOf = function (el) {
    var by = el.getAttribute('aria-labelledby');
    var root = el.getRootNode();
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
    if (by) return by.split(' ').map(function (id) { var l = root.getElementById ? root.getElementById(id) : root.querySelector('#' + id); return l ? l.textContent : ''; }).join(' ');
    if (el.labels && el.labels.length) return Array.prototype.map.call(el.labels, function (l) { return l.textContent; }).join(' ');
    return '';
  };
  var steps = target.css.split(' >>> ');
  var roots = [document];
  for (var i = 0; i < steps.length - 1; i++) {
    var next = [];
    roots.forEach(function (root) {
      root.querySelectorAll(steps[i]).forEach(function (host) { if (host.shadowRoot) next.push(host.shadowRoot); });
    });
    roots = next;
  }
  var found = [];
  roots.forEach(function (root) { root.querySelectorAll(steps[steps.length - 1]).forEach(function (el) { found.push(el); }); });
  var text = target.text ? new RegExp(target.text) : null;
  var label = target.label ? new RegExp(target.label) : null;
  return found.find(function (el) {
    if (text && !text.test(norm(el.textContent)) && !text.test(norm(el.getAttribute('aria-label')))) return false;
    if (label && !label.test(norm(labelOf(el)))) return false;
    return el.getClientRects().length > 0;
  }) || null;
}`;

/** Escapes text for use inside a {@link Target}'s regular expression. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A target whose text (or label) is exactly `text`. */
export function exactly(text: string): string {
  return `^${literal(text)}$`;
}

/** Calls `find` until it gives an element (a lazily loaded panel may render a moment after the click that opens it). */
export async function waitForElement<T>(find: () => Promise<T | null>, describe: () => string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no element ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The browser ended the page's session under the test (WebKitGTK's MiniBrowser closed or crashed): not an answer of the page.
 * Carries what the driver printed last, so that the log says why.
 */
export class BrowserSessionLost extends Error {
  override name = 'BrowserSessionLost';
}

/** Whether `error` is a {@link BrowserSessionLost}, also as the last error of an `expect.poll`. */
export function isBrowserSessionLost(error: unknown): boolean {
  return error instanceof Error && error.name === 'BrowserSessionLost';
}
