// The login page's moves on its store: another view, the e-mail typed, and a step's answer leading to its view (the calls to the store: tests/integration/hosted/login-actions.test.ts).
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../../../src/sdk/auth/auth-module.js';
import { authModule } from '../../../../../src/sdk/auth/auth-module.js';
import { createCore } from '../../../../../src/sdk/core/core.js';
import { cartModule } from '../../../../../src/sdk/modules/cart.js';
import { productsModule } from '../../../../../src/sdk/modules/products.js';
import { redirectsModule } from '../../../../../src/sdk/modules/redirects.js';
import { changeEmail, go, takeResult } from '../../../../../src/hosted/pages/login/state/login-actions.js';
import { createLoginStore } from '../../../../../src/hosted/pages/login/state/login-store.js';

/** A login page's store whose client is never called by these moves. */
function storeOf(view?: 'signin' | 'register') {
  const core = createCore({ clientId: 'demo', baseUrl: 'http://127.0.0.1:9' });
  const client = { core, auth: authModule(core), cart: cartModule(core), products: productsModule(core), redirects: redirectsModule(core) };
  return createLoginStore(client, { sessionId: 's1', view }, () => undefined);
}

describe('the login page’s moves', () => {
  it('go to another view, focusing its heading, and keep the e-mail typed across views', () => {
    const login = storeOf('register');
    expect(login.getState()).toMatchObject({ view: { name: 'register' }, moved: false });
    changeEmail(login, 'ada@example.com');
    go(login, { name: 'forgot', sendNow: false });
    expect(login.getState()).toMatchObject({ view: { name: 'forgot', sendNow: false }, moved: true, email: 'ada@example.com' });
  });

  it('take a second factor’s request to the factor view, and a refusal as nothing the page changes', () => {
    const login = storeOf();
    const before = login.getState();
    takeResult(login, { loginState: 'FAILURE', error: 'No.' });
    expect(login.getState()).toEqual(before);
    const mfa: LoginResult = { loginState: 'MFA_REQUIRED', data: { stateToken: 'st', factors: ['TOTP', 'RECOVERY_CODE'] } };
    takeResult(login, mfa);
    expect(login.getState()).toMatchObject({ view: { name: 'mfa', pending: mfa }, moved: true, finishing: false });
  });
});
