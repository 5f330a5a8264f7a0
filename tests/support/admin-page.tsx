// The dashboard in happy-dom against the real store: a fetch to the app (app.inject) that keeps the session cookie and sends uploads as a browser would, signing in through the form, and DOM helpers.
import { createRoot, type Root } from 'react-dom/client';
import { expect } from 'vitest';
import { AdminApp } from '../../src/admin/app.js';
import { startAdmin } from '../../src/admin/state/admin-actions.js';
import { adminStore, initialAdminState } from '../../src/admin/state/admin-store.js';
import type { TestApp } from './test-app.js';

/** The store's origin (PUBLIC_URL of the test app); set the test file's happy-dom URL under it. */
export const STORE_ORIGIN = 'http://localhost:8787';

/**
 * A same-origin fetch to the app: sends the cookies the app set (a cookie jar of name → value) and, on writes, the
 * page's Origin, as a browser does (happy-dom's Request would drop both, so this reads the plain init directly).
 */
export function browserFetch(t: TestApp): { fetch: typeof fetch; cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && method !== 'HEAD') headers.origin = location.origin;
    const form = init.body instanceof FormData ? await multipartOf(init.body) : undefined;
    if (form) headers['content-type'] = form.contentType;
    const body = typeof init.body === 'string' ? init.body : form?.payload;
    const answer = await t.app.inject({
      method: method as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, host: url.host },
      ...(body === undefined ? {} : { payload: body }),
    });
    const setCookie = answer.headers['set-cookie'];
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      // A cleared cookie (empty, or expired) leaves the jar.
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) if (value !== undefined && key !== 'set-cookie') responseHeaders.set(key, String(value));
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body, { status: answer.statusCode, headers: responseHeaders });
  };
  return { fetch: fetchImpl as typeof fetch, cookies };
}

/** A form's fields as a multipart/form-data body, as a browser sends an upload (files with their name and type). */
async function multipartOf(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const boundary = `----tote${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
      parts.push(Buffer.from(head), Buffer.from(await value.arrayBuffer()), Buffer.from('\r\n'));
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Opens the dashboard at a path (`/admin/orders`) in a fresh page (fresh storage unless `keepStorage`) with the given fetch; resolves once it rendered. */
export async function openAdmin(fetch: typeof globalThis.fetch, path = '/admin', options: { keepStorage?: boolean } = {}): Promise<HTMLElement> {
  history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.lang = 'en';
  if (!options.keepStorage) localStorage.clear();
  adminStore.setState({ ...initialAdminState });
  await startAdmin({ fetch, baseUrl: STORE_ORIGIN });
  const root = document.getElementById('root')!;
  mounted?.unmount();
  mounted = createRoot(root);
  mounted.render(<AdminApp />);
  return root;
}

/** The React root of the open dashboard. */
let mounted: Root | undefined;

/** Unmounts the dashboard. */
export function closeAdmin(): void {
  mounted?.unmount();
  mounted = undefined;
  document.body.innerHTML = '';
}

/** An element's text with whitespace collapsed. */
export function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits for an element. */
export async function find<T extends Element = HTMLElement>(root: ParentNode, selector: string): Promise<T> {
  await expect.poll(() => root.querySelector(selector)).toBeTruthy();
  return root.querySelector<T>(selector)!;
}

/** The input, select or text area of a field, found by its label's text. */
export function fieldByLabel<T extends HTMLElement = HTMLInputElement>(root: ParentNode, label: string): T {
  const found = [...root.querySelectorAll('label')].find((l) => text(l) === label);
  if (!found) throw new Error(`no label "${label}"`);
  const control = found.htmlFor ? document.getElementById(found.htmlFor) : found.querySelector('input, select, textarea');
  if (!control) throw new Error(`label "${label}" names no control`);
  return control as T;
}

/**
 * Types into a control as a user would (value, then an input event; a change event for selects). The value goes through the
 * element's own setter, as the browser's typing does: react-dom tracks values set from script and would take the event for no change.
 */
export function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Submits a form once the typed values rendered (react-dom renders after the input events, as a browser's next frame would). */
export async function submit(form: HTMLFormElement | null | undefined): Promise<void> {
  if (!form) throw new Error('no form to submit');
  await new Promise((resolve) => setTimeout(resolve, 0));
  form.requestSubmit();
}

/** Clicks the button with this text (or aria-label) once it is enabled. */
export async function clickButton(root: ParentNode, name: string): Promise<void> {
  // Enabled, as a person would wait for it: a button disabled while the page's last action finishes ignores the click.
  const button = () => [...root.querySelectorAll('button')].find((b) => (text(b) === name || b.getAttribute('aria-label') === name) && !b.disabled);
  await expect.poll(() => button() !== undefined).toBe(true);
  button()!.click();
}

/** An account's e-mail and password. */
export interface Credentials {
  email: string;
  password: string;
}

/** Opens the dashboard at `path` in a fresh page and signs in as `who` through the sign-in form; the root once the shell shows, and the page's Cookie header. */
export async function signInTo(t: TestApp, who: Credentials, path = '/admin'): Promise<{ root: HTMLElement; cookie: () => string }> {
  const { fetch, cookies } = browserFetch(t);
  const root = await openAdmin(fetch, path);
  await find(root, 'form');
  type(fieldByLabel(root, 'E-mail'), who.email);
  type(fieldByLabel(root, 'Password'), who.password);
  await submit(root.querySelector('form'));
  await find(root, 'nav');
  return { root, cookie: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
}

/** Opens the dashboard at `path` signed in as `who`; resolves with the root once the shell shows. */
export async function signedIn(t: TestApp, who: Credentials, path = '/admin'): Promise<HTMLElement> {
  return (await signInTo(t, who, path)).root;
}

/** The error text tied to a control by aria-describedby ('' when it has none: a hint is not an error). */
export function errorOf(control: HTMLElement): string {
  const id = control.getAttribute('aria-describedby')?.split(' ').pop();
  const element = id ? document.getElementById(id) : null;
  return element?.classList.contains('field-error') ? text(element) : '';
}
