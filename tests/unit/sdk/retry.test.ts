// The retry policy: which outcomes of which calls are tried again, the backoff, the loop that applies it, and reading an answer.
import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '../../../src/sdk/core/errors.js';
import { answerOf } from '../../../src/sdk/core/http.js';
import { retryDelay, sendWithRetries, shouldRetry } from '../../../src/sdk/core/retry.js';

describe('shouldRetry', () => {
  it('retries safe calls after a network failure or a 502, 503 or 504', () => {
    expect(shouldRetry({ networkError: new TypeError('fetch failed') }, true)).toBe(true);
    for (const status of [502, 503, 504]) expect(shouldRetry({ status }, true)).toBe(true);
  });

  it('does not retry the store’s real answers', () => {
    for (const status of [400, 401, 404, 409, 429, 500, 501]) expect(shouldRetry({ status }, true)).toBe(false);
  });

  it('never retries a call that may have changed something', () => {
    expect(shouldRetry({ networkError: new Error('reset') }, false)).toBe(false);
    expect(shouldRetry({ status: 503 }, false)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles the ceiling with each attempt, with jitter below it, up to the cap', () => {
    for (let i = 0; i < 50; i++) {
      expect(retryDelay(1, { baseDelayMs: 100 })).toBeLessThan(100);
      expect(retryDelay(3, { baseDelayMs: 100 })).toBeLessThan(400);
      expect(retryDelay(10, { baseDelayMs: 100, maxDelayMs: 1000 })).toBeLessThan(1000);
      expect(retryDelay(2)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('sendWithRetries', () => {
  const fast = { baseDelayMs: 1 };
  /** A send that answers the given statuses in turn (a thrown TypeError for 0, as fetch's network failure) and counts its calls. */
  function answering(...statuses: number[]) {
    const sent: Response[] = [];
    const send = async () => {
      const status = statuses[Math.min(sent.length, statuses.length - 1)]!;
      if (status === 0) {
        sent.push(Response.error());
        throw new TypeError('fetch failed');
      }
      const response = new Response(`{"status":${status}}`, { status });
      sent.push(response);
      return response;
    };
    return { send, sent };
  }

  it('sends a safe call again after a gateway’s answer or a network failure, freeing the unread answer, and answers the 200', async () => {
    const { send, sent } = answering(503, 0, 200);
    const response = await sendWithRetries(send, true, fast);
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(3);
    expect(sent[0]!.bodyUsed).toBe(true);
    expect(await response.json()).toEqual({ status: 200 });
  });

  it('answers the store’s real answers and an unsafe call’s first answer without sending again', async () => {
    for (const [status, safe] of [
      [409, true],
      [500, true],
      [503, false],
    ] as const) {
      const { send, sent } = answering(status, 200);
      expect((await sendWithRetries(send, safe, fast)).status).toBe(status);
      expect(sent).toHaveLength(1);
    }
  });

  it('answers the last response once the retries are used up, and a network error when the store was never reached', async () => {
    const busy = answering(503);
    expect((await sendWithRetries(busy.send, true, { ...fast, retries: 2 })).status).toBe(503);
    expect(busy.sent).toHaveLength(3);
    const offline = answering(0);
    await expect(sendWithRetries(offline.send, true, { ...fast, retries: 1 })).rejects.toMatchObject({ code: 'NETWORK_ERROR', kind: 'system' });
    expect(offline.sent).toHaveLength(2);
    const unsafe = answering(0);
    await expect(sendWithRetries(unsafe.send, false, fast)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(unsafe.sent).toHaveLength(1);
  });
});

describe('answerOf', () => {
  const wire = { parse: JSON.parse, error: errorFromResponse };

  it('answers the body of a 200, the store’s error otherwise, and a system error for a 200 that is not JSON', async () => {
    expect(await answerOf(new Response('{"cart":{"id":"c1"}}', { status: 200 }), wire)).toEqual({ cart: { id: 'c1' } });
    const refused = new Response('{"message":"Not found","details":{"applicationError":{"code":"CHECKOUT_NOT_FOUND","description":"x"}}}', {
      status: 404,
      headers: { 'x-wix-request-id': 'r-1' },
    });
    await expect(answerOf(refused, wire)).rejects.toMatchObject({ status: 404, requestId: 'r-1', applicationCode: 'CHECKOUT_NOT_FOUND' });
    await expect(answerOf(new Response('<html>', { status: 200, headers: { 'x-wix-request-id': 'r-2' } }), wire)).rejects.toMatchObject({
      code: 'SYSTEM_ERROR',
      message: 'System error occurred, request-id: r-2',
    });
  });
});
