// The widget in happy-dom against the real store: defineElements with a fetch that calls the real app (app.inject), and DOM helpers.
import { expect } from 'vitest';
import { EMPTY_TOKENS, processTokenResponse } from '../../src/sdk/auth/token-grants.js';
import { isConfigured } from '../../src/widget/config.js';
import { defineElements } from '../../src/widget/index.js';
import { pageClient } from '../../src/widget/store/page-client.js';
import { initialAuthState } from '../../src/widget/store/auth-state.js';
import { initialCartState } from '../../src/widget/store/cart-state.js';
import { store } from '../../src/widget/store/store.js';
import type { SeenRequest } from './inject-fetch.js';
import type { TestApp } from './test-app.js';

/** The store's origin as the widget's configuration names it (requests go to the app through `app.inject`). */
export const STORE_URL = 'http://localhost:8787';

/**
 * A fetch to the app that sends the page's Origin, as a browser does for the widget's cross-origin calls (happy-dom's
 * Request drops the forbidden `origin` header, so this one reads the SDK's plain init directly).
 */
export function pageFetch(t: TestApp): { fetch: typeof fetch; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    await answersHeld;
    const url = new URL(String(input));
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>), origin: location.origin };
    const body = typeof init.body === 'string' ? init.body : undefined;
    const method = init.method ?? 'GET';
    seen.push({ method, url: `${url.origin}${url.pathname}${url.search}`, headers, body });
    const answer = await t.app.inject({
      method: method as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, host: url.host },
      ...(body === undefined ? {} : { payload: body }),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) if (value !== undefined) responseHeaders.set(key, String(value));
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body, {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers: responseHeaders,
    });
  };
  return { fetch: fetchImpl as typeof fetch, seen };
}

/** Resolved unless {@link holdAnswers} holds the store's answers back. */
let answersHeld: Promise<void> = Promise.resolve();

/**
 * Holds the page's requests until the returned function is called (the store then answers them as always), so a test sees for
 * certain what an element shows while it waits, however fast the store or slow the machine.
 */
export function holdAnswers(): () => void {
  let release!: () => void;
  answersHeld = new Promise((resolve) => (release = resolve));
  return () => {
    release();
    answersHeld = Promise.resolve();
  };
}

/** Defines the elements once for this test file against the app; returns the requests the widget sends. */
export function defineWidget(t: TestApp, options: { locale?: string; analytics?: 'ga4' } = {}): SeenRequest[] {
  const { fetch, seen } = pageFetch(t);
  defineElements({ clientId: 'demo', api: STORE_URL, fetch, ...options });
  return seen;
}

/**
 * A new shopper in the same page: no tokens, no cart, the page's state as at the start. The page's client is told (a new
 * shopper, not the last one's member session ending: the member watch of src/widget/store/member-ended.ts stays quiet).
 */
export async function newShopper(): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  // Awaited: a write still pending would replace the tokens the new shopper's first call stores.
  if (isConfigured()) await pageClient().core.tokens.setTokens(EMPTY_TOKENS);
  store.setState({ ...initialCartState, ...initialAuthState });
}

/** Member tokens as the page keeps them, for tokens the store issued (a member signed in on this page). */
export function keepMemberTokens(tokens: { access_token: string; refresh_token: string; expires_in: number }): Promise<void> {
  return pageClient().core.tokens.setTokens(processTokenResponse(tokens, 'member', Date.now()));
}

/** Replaces the body with the HTML and returns its first element. */
export function mount<T extends HTMLElement = HTMLElement>(html: string): T {
  document.body.innerHTML = html;
  return document.body.firstElementChild as T;
}

/** The open shadow root of an element. */
export function shadow(host: Element): ShadowRoot {
  if (!host.shadowRoot) throw new Error(`${host.tagName} has no shadow root`);
  return host.shadowRoot;
}

/** Waits for an element inside the host's shadow root. */
export async function find<T extends Element = HTMLElement>(host: Element, selector: string, timeout = 5000): Promise<T> {
  await expect.poll(() => host.shadowRoot?.querySelector(selector), { timeout }).toBeTruthy();
  return host.shadowRoot!.querySelector<T>(selector) as T;
}

/** An element's text with whitespace collapsed. */
export function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The focused element, looking into shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Types into an input as a user would (value, then an input event). */
export function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Presses a key on an element (keydown bubbling through shadow roots). */
export function press(element: Element, key: string, options: KeyboardEventInit = {}): void {
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...options }));
}

/**
 * The hosted checkout the page was sent to (`url`): checks it is on the store, that its `ecomCheckout` redirect session
 * exists for the checkout in the path, and answers both for the caller's own checks.
 */
export async function checkoutHandOff(t: TestApp, url: URL): Promise<{ checkoutId: string; callbacks: unknown }> {
  expect(url.origin).toBe(STORE_URL);
  const [, checkoutId] = /^\/hosted\/checkout\/([^/]+)$/.exec(url.pathname)!;
  const session = await t.ctx.db.selectFrom('redirect_sessions').selectAll().where('id', '=', url.searchParams.get('session')!).executeTakeFirstOrThrow();
  expect(session.kind).toBe('ecomCheckout');
  expect(session.params).toMatchObject({ checkoutId });
  return { checkoutId: checkoutId!, callbacks: session.callbacks };
}
