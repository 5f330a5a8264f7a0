// The hosted login page's actions against the real store (its SDK calls through the page's origin): a sign-in refused and one that hands over to the waiting flow, a registration refused, and one confirmed by the e-mailed code.
import { afterEach, describe, expect, it } from 'vitest';
import { register, signIn } from '../../../src/hosted/pages/login/state/credential-actions.js';
import { changeEmail } from '../../../src/hosted/pages/login/state/login-actions.js';
import { createLoginStore, type LoginStore } from '../../../src/hosted/pages/login/state/login-store.js';
import { verifyEmail } from '../../../src/hosted/pages/login/state/step-actions.js';
import { callFrom, freshEmail, latestCode, registerMember, setSiteSettings } from '../../support/identity-flows.js';
import { loginPageClient, type LoginPageClient } from '../../support/login-page-client.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const AFTER = 'http://localhost:8788/after';

/** A login page of a fresh login session (leading to AFTER), its store as the page makes it; `finished` holds the paths it was sent to. */
async function openPage(): Promise<{ login: LoginStore; page: LoginPageClient; sessionId: string; finished: string[] }> {
  const session = await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', {
    token: await t.visitorToken(),
    body: { login: {}, callbacks: { postFlowUrl: AFTER } },
  });
  const sessionId = session.json().redirectSession.id as string;
  const page = loginPageClient(t);
  const finished: string[] = [];
  return { login: createLoginStore(page.client, { sessionId }, (path) => finished.push(path)), page, sessionId, finished };
}

/** Where the redirect session leads the browser with its cookie now. */
async function continueWith(page: LoginPageClient, sessionId: string): Promise<string | undefined> {
  const next = await callFrom(t, 'GET', `/r/${sessionId}`, { headers: { cookie: page.cookie() } });
  return next.headers.location as string | undefined;
}

// The store's defaults again (addresses confirmed, no owner approval).
afterEach(() => setSiteSettings(t, { requireOwnerApproval: false, requireEmailVerification: true }));

describe('the login page’s actions', () => {
  it('sign in: a wrong password comes back for its field and the page stays; the right one starts the hosted session and continues the flow', async () => {
    const member = await registerMember(t);
    const { login, page, sessionId, finished } = await openPage();
    changeEmail(login, ` ${member.email} `);
    expect(await signIn(login, 'not the password', () => undefined)).toEqual({ field: 'password', text: expect.stringContaining('don’t match') });
    expect(login.getState()).toMatchObject({ view: { name: 'signin' }, finishing: false });

    expect(await signIn(login, member.password, () => undefined)).toBeUndefined();
    expect(login.getState().finishing).toBe(true);
    await expect.poll(() => finished).toEqual([`/r/${sessionId}`]);
    expect(login.getState()).toMatchObject({ finishBusy: false, finishError: undefined });
    expect(await continueWith(page, sessionId)).toBe(AFTER);
  });

  it('register: an address taken comes back for the e-mail field', async () => {
    const member = await registerMember(t);
    const { login, finished } = await openPage();
    changeEmail(login, member.email);
    expect(await register(login, 'another good password', { firstName: '', lastName: '' }, () => undefined)).toEqual({
      field: 'email',
      text: 'An account with this e-mail already exists.',
    });
    expect(finished).toEqual([]);
  });

  it('register where the store confirms addresses: the code view, a wrong code refused, the mailed one finishing the login', async () => {
    await setSiteSettings(t, { requireOwnerApproval: false, requireEmailVerification: true });
    const email = freshEmail('hosted');
    const { login, page, sessionId, finished } = await openPage();
    changeEmail(login, email);
    expect(await register(login, 'a good long password', { firstName: ' Ada ', lastName: '' }, () => undefined)).toBeUndefined();
    const { view } = login.getState();
    if (view.name !== 'verify') throw new Error(`expected the code view, got ${view.name}`);
    expect(login.getState().moved).toBe(true);

    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await verifyEmail(login, view.pending, wrong)).toMatchObject({ loginState: 'FAILURE' });
    expect(login.getState().view.name).toBe('verify');
    expect(await verifyEmail(login, view.pending, code)).toBeUndefined();
    await expect.poll(() => finished).toEqual([`/r/${sessionId}`]);
    expect(await continueWith(page, sessionId)).toBe(AFTER);
  });
});
