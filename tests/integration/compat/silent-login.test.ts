// The official getMemberTokensForDirectLogin unchanged: a hidden iframe (in a happy-dom window on the shop's origin) loads the store's authorize page, which posts the code back.
import { createClient, LoginState, OAuthStrategy, TokenRole, type StateMachine } from '@wix/sdk';
import { redirects } from '@wix/redirects';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { registerMember } from '../../support/identity-flows.js';
import { freeLoopbackPort, SHOP_PAGE_ORIGIN, useOfficialWix } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

// The iframe is loaded by happy-dom itself (not through the rewriting fetch), so the store's public URL is its real address.
const port = await freeLoopbackPort();
const t = useTestApp({ env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
const wix = useOfficialWix(t, { port });

function memberClient() {
  return createClient({ modules: { redirects }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }), fetch: wix.fetch });
}

function sessionTokenOf(state: StateMachine): string {
  if (state.loginState !== LoginState.SUCCESS) throw new Error(`expected SUCCESS, got ${JSON.stringify(state)}`);
  return state.data.sessionToken;
}

/** Runs `fn` with `window` and `document` of a page on the shop's origin, as the official SDK expects in a browser. */
async function onShopPage<T>(fn: (page: Window) => Promise<T>): Promise<T> {
  const page = new Window({
    url: `${SHOP_PAGE_ORIGIN}/account`,
    settings: { enableJavaScriptEvaluation: true, enableIframePageLoading: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  const globals = globalThis as { window?: unknown; document?: unknown };
  globals.window = page;
  globals.document = page.document;
  try {
    return await fn(page);
  } finally {
    delete globals.window;
    delete globals.document;
    await page.happyDOM.close();
  }
}

describe('getMemberTokensForDirectLogin', () => {
  it('gets member tokens through the hidden iframe and removes the iframe afterwards', async () => {
    const member = await registerMember(t);
    const client = memberClient();
    const login = await client.auth.login({ email: member.email, password: member.password });
    const messages: unknown[] = [];
    const tokens = await onShopPage(async (page) => {
      page.addEventListener('message', (event) => messages.push(dataOf(event)));
      const result = await client.auth.getMemberTokensForDirectLogin(sessionTokenOf(login));
      expect(page.document.querySelectorAll('iframe')).toHaveLength(0);
      return result;
    });
    expect(messages).toEqual([{ code: expect.any(String), state: expect.any(String) }]);
    expect(tokens.refreshToken.role).toBe(TokenRole.MEMBER);
    client.auth.setTokens(tokens);
    expect(client.auth.loggedIn()).toBe(true);
    const claims = await t.ctx.tokens.verify(tokens.accessToken.value);
    expect(claims).toMatchObject({ role: 'member', sub: member.identityId });
    const renewed = await client.auth.renewToken(tokens.refreshToken);
    expect((await t.ctx.tokens.verify(renewed.accessToken.value))?.role).toBe('member');
  });

  it('uses a session token only once: a replay is answered login_required, which the SDK reports as a missing code', async () => {
    const member = await registerMember(t);
    const client = memberClient();
    const sessionToken = sessionTokenOf(await client.auth.login({ email: member.email, password: member.password }));
    await onShopPage(() => client.auth.getMemberTokensForDirectLogin(sessionToken));
    const messages: unknown[] = [];
    await onShopPage(async (page) => {
      page.addEventListener('message', (event) => messages.push(dataOf(event)));
      await expect(client.auth.getMemberTokensForDirectLogin(sessionToken)).rejects.toThrow('Missing code or _state');
    });
    expect(messages).toEqual([expect.objectContaining({ error: 'login_required', state: expect.any(String) })]);
  });
});

/** The data of a message event. */
function dataOf(event: unknown): unknown {
  return (event as { data: unknown }).data;
}
