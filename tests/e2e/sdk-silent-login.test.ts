// The SDK in real Chromium on the demo shop's origin: CORS calls to the store, and silent login through the hidden iframe.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/widget-files/build-state.js';
import { useBrowser } from './support/use-browser.js';
import { serveTestPage } from './support/test-pages.js';

const kit = useBrowser();

/** A page on the demo origin that loads the built SDK (dist/sdk/index.js) as `window.sdk`. */
async function sdkPage(page: Page): Promise<void> {
  const code = await readFile(path.join(REPO_ROOT, 'dist/sdk/index.js'), 'utf8');
  await page.route(`${kit.demoUrl}/sdk-under-test.js`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: code }));
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>sdk</title><script type="module">import * as sdk from '/sdk-under-test.js'; window.sdk = sdk; window.sdkReady = true;</script></head><body></body></html>`;
  await page.goto(await serveTestPage(page, `${kit.demoUrl}/sdk-test.html`, html));
  await page.waitForFunction(() => (window as unknown as { sdkReady?: boolean }).sdkReady === true);
}

/** The newest code mailed to an address, from the development outbox. */
async function mailedCode(email: string): Promise<string> {
  const answer = (await (await fetch(`${kit.storeUrl}/_dev/mail/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string }[] };
  return /(\d{6})/.exec(answer.messages[0]!.subject)![1]!;
}

describe('the SDK in a browser', () => {
  it('registers, verifies and logs a member in silently through the hidden iframe', async () => {
    const { page, errors } = await kit.openPage();
    await sdkPage(page);
    const email = `silent-${Date.now()}@example.com`;
    const registered = await page.evaluate(
      async ({ storeUrl, email }) => {
        const { createClient, localStorageStorage } = (window as unknown as { sdk: typeof import('../../src/sdk/index.js') }).sdk;
        const tote = createClient({ clientId: 'demo', baseUrl: storeUrl, storage: localStorageStorage() });
        (window as unknown as { tote: unknown }).tote = tote;
        return tote.auth.register({ email, password: 'a long enough password' });
      },
      { storeUrl: kit.storeUrl, email },
    );
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const code = await mailedCode(email);
    const outcome = await page.evaluate(async (code) => {
      const tote = (window as unknown as { tote: import('../../src/sdk/index.js').ToteClient }).tote;
      const verified = await tote.auth.processVerification({ verificationCode: code });
      if (verified.loginState !== 'SUCCESS') return { verified };
      const tokens = await tote.auth.getMemberTokensForDirectLogin(verified.data.sessionToken, { timeoutMs: 20_000 });
      await tote.auth.setTokens(tokens);
      return {
        verified,
        role: tokens.refreshToken.role,
        loggedIn: await tote.auth.loggedIn(),
        stored: JSON.parse(localStorage.getItem('tote.tokens.demo') ?? '{}').refreshToken?.role,
        frames: document.querySelectorAll('iframe').length,
        cart: (await tote.cart.getCart()).lineItems.length,
      };
    }, code);
    expect(outcome).toEqual({
      verified: { loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } },
      role: 'member',
      loggedIn: true,
      stored: 'member',
      frames: 0,
      cart: 0,
    });
    expect(errors).toEqual([]);
  });

  it('reports the store’s refusal of an unknown session token before loading a frame', async () => {
    const { page } = await kit.openPage();
    await sdkPage(page);
    const failure = await page.evaluate(async (storeUrl) => {
      const { createClient } = (window as unknown as { sdk: typeof import('../../src/sdk/index.js') }).sdk;
      const tote = createClient({ clientId: 'demo', baseUrl: storeUrl });
      try {
        await tote.auth.getMemberTokensForDirectLogin('not-a-session-token', { timeoutMs: 5000 });
        return 'resolved';
      } catch (error) {
        const e = error as { name: string; status: number; details: { applicationError?: { code: string } } };
        return { name: e.name, status: e.status, code: e.details.applicationError?.code, frames: document.querySelectorAll('iframe').length };
      }
    }, kit.storeUrl);
    expect(failure).toEqual({ name: 'ApplicationError', status: 400, code: 'INVALID_SESSION_TOKEN', frames: 0 });
  });
});
