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
}

/**
 * Resolves with the first message from the store's origin that carries the expected state; every other
 * message (other origins, other states, other data) is ignored. Rejects with `TIMEOUT` "OAuth flow timed out".
 */
export function waitForAuthorizationMessage(options: WaitOptions): Promise<AuthorizationMessage> {
  let onMessage: (event: MessageEvent) => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<AuthorizationMessage>((resolve, reject) => {
    onMessage = (event) => {
      const data = event.data as AuthorizationMessage | null;
      if (event.origin !== options.origin || !data || typeof data !== 'object' || data.state !== options.state) return;
      resolve(data);
    };
    options.target.addEventListener('message', onMessage);
    timer = setTimeout(() => reject(new ToteError('TIMEOUT', 'OAuth flow timed out', { kind: 'system' })), options.timeoutMs ?? SILENT_LOGIN_TIMEOUT_MS);
  }).finally(() => {
    clearTimeout(timer);
    options.target.removeEventListener('message', onMessage);
  });
}

/** Appends a hidden iframe that loads the URL; remove it when done. */
export function loadHiddenFrame(url: string, doc: Document = document): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.style.display = 'none';
  frame.setAttribute('aria-hidden', 'true');
  frame.src = url;
  return doc.body.appendChild(frame);
}
