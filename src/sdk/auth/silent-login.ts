// Silent login in a browser: a hidden iframe loads the authorize URL (web_message) and the store's page posts the code back.
import { ToteError } from '../core/errors.js';

/** What the store's web_message page posts to its parent window. */
export interface AuthorizationMessage {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/** How long a silent login waits for the store's answer (SPEC §9). */
export const SILENT_LOGIN_TIMEOUT_MS = 120_000;

/** Options of {@link waitForAuthorizationMessage}. */
export interface WaitOptions {
  /** The window that receives the message. */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Only messages from this origin count (the store's). */
  origin: string;
  /** Only messages with this state count. */
  state: string;
  /** Milliseconds before `OAuth flow timed out`. @default 120000 */
  timeoutMs?: number;
  /** Aborting it ends the wait as timed out before `timeoutMs` (a caller's own, shorter deadline). @default none */
  signal?: AbortSignal;
}

/**
 * Resolves with the first message from the store's origin that carries the expected state; every other
 * message (other origins, other states, other data) is ignored. Rejects with `TIMEOUT` "OAuth flow timed out"
 * after `timeoutMs`, or when `signal` aborts.
 */
export function waitForAuthorizationMessage(options: WaitOptions): Promise<AuthorizationMessage> {
  let onMessage: (event: MessageEvent) => void = () => undefined;
  let onAbort: () => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<AuthorizationMessage>((resolve, reject) => {
    const timedOut = () => reject(new ToteError('TIMEOUT', 'OAuth flow timed out', { kind: 'system' }));
    onMessage = (event) => {
      const data = event.data as AuthorizationMessage | null;
      if (event.origin !== options.origin || !data || typeof data !== 'object' || data.state !== options.state) return;
      resolve(data);
    };
    onAbort = timedOut;
    if (options.signal?.aborted) return timedOut();
    options.signal?.addEventListener('abort', onAbort);
    options.target.addEventListener('message', onMessage);
    timer = setTimeout(timedOut, options.timeoutMs ?? SILENT_LOGIN_TIMEOUT_MS);
  }).finally(() => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    options.target.removeEventListener('message', onMessage);
  });
}

/**
 * Appends a hidden iframe that loads the URL; remove it when done. `onLoad` runs once when the frame has loaded or
 * failed to (a frame the page's CSP or the store's headers block still fires `load`, with nothing that can answer).
 */
export function loadHiddenFrame(url: string, doc: Document = document, onLoad?: () => void): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.style.display = 'none';
  frame.setAttribute('aria-hidden', 'true');
  if (onLoad) {
    const once = () => {
      frame.removeEventListener('load', once);
      frame.removeEventListener('error', once);
      onLoad();
    };
    frame.addEventListener('load', once);
    frame.addEventListener('error', once);
  }
  frame.src = url;
  return doc.body.appendChild(frame);
}
