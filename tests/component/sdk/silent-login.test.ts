// Silent login's browser side in a DOM: only the store's origin with the right state is heard, and the flow times out.
import { afterEach, describe, expect, it } from 'vitest';
import { SILENT_LOGIN_TIMEOUT_MS, ToteError, waitForAuthorizationMessage } from '../../../src/sdk/index.js';
import { loadHiddenFrame } from '../../../src/sdk/auth/silent-login.js';

const STORE = 'http://store.test';

/** A window stand-in that records the message listeners added to it and removed from it. */
function recordingTarget(): { target: Window; added: unknown[]; removed: unknown[] } {
  const added: unknown[] = [];
  const removed: unknown[] = [];
  const target = {
    addEventListener: (_: string, fn: unknown) => added.push(fn),
    removeEventListener: (_: string, fn: unknown) => removed.push(fn),
  } as unknown as Window;
  return { target, added, removed };
}

function post(data: unknown, origin: string): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('waiting for the authorization message', () => {
  it('takes the first message from the store’s origin with the expected state', async () => {
    const answer = waitForAuthorizationMessage({ target: window, origin: STORE, state: 's1', timeoutMs: 2000 });
    post({ code: 'evil', state: 's1' }, 'https://evil.example');
    post({ code: 'other', state: 's2' }, STORE);
    post('not an object', STORE);
    post(null, STORE);
    post({ code: 'good', state: 's1' }, STORE);
    post({ code: 'late', state: 's1' }, STORE);
    await expect(answer).resolves.toEqual({ code: 'good', state: 's1' });
  });

  it('times out with "OAuth flow timed out" after the configured time', async () => {
    const started = Date.now();
    const error = (await waitForAuthorizationMessage({ target: window, origin: STORE, state: 's', timeoutMs: 50 }).catch((e: unknown) => e)) as ToteError;
    expect(error).toBeInstanceOf(ToteError);
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('OAuth flow timed out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('waits 120000 ms by default', () => {
    expect(SILENT_LOGIN_TIMEOUT_MS).toBe(120_000);
  });

  it('ends the wait as timed out when the caller’s signal aborts, and stops listening', async () => {
    const { target, added, removed } = recordingTarget();
    const silence = new AbortController();
    const answer = waitForAuthorizationMessage({ target, origin: STORE, state: 's', timeoutMs: 60_000, signal: silence.signal });
    silence.abort();
    const error = (await answer.catch((e: unknown) => e)) as ToteError;
    expect([error.code, error.message]).toEqual(['TIMEOUT', 'OAuth flow timed out']);
    expect(removed).toEqual(added);
    const already = waitForAuthorizationMessage({ target: window, origin: STORE, state: 's', signal: silence.signal });
    await expect(already).rejects.toThrow('OAuth flow timed out');
  });

  it('stops listening once answered', async () => {
    const { target, added, removed } = recordingTarget();
    const answer = waitForAuthorizationMessage({ target, origin: STORE, state: 'x', timeoutMs: 1000 });
    (added[0] as (e: MessageEvent) => void)(new MessageEvent('message', { data: { code: 'c', state: 'x' }, origin: STORE }));
    await answer;
    expect(removed).toEqual(added);
  });
});

describe('the hidden frame', () => {
  it('is an invisible iframe appended to the body', () => {
    const frame = loadHiddenFrame('about:blank');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.style.display).toBe('none');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(document.body.contains(frame)).toBe(true);
  });

  it('tells once when the frame has loaded or failed to', () => {
    const loads: string[] = [];
    const frame = loadHiddenFrame('about:blank', document, () => loads.push('done'));
    frame.dispatchEvent(new Event('load'));
    frame.dispatchEvent(new Event('error'));
    frame.dispatchEvent(new Event('load'));
    expect(loads).toEqual(['done']);
  });
});
