// @vitest-environment-options {"url": "http://localhost:8788/shop.html", "settings": {"disableIframePageLoading": true}}
// <tote-login> for a member with two-step sign-in, in happy-dom against the real store: the modal asks the authenticator's code
// (or a recovery code) after the password, refuses a wrong one, and signs the member in with a right one.
import { TOTP } from 'otpauth';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tote } from '../../../src/widget/index.js';
import { store } from '../../../src/widget/store/store.js';
import { callFrom, memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';
import { defineWidget, find, mount, newShopper, STORE_URL, text, type } from '../../support/widget-page.js';

let offsetMs = 0;
const t = useTestApp({ clock: () => new Date(Date.now() + offsetMs) });
const FACTORS = '/_api/iam/authentication/v2/factors';

beforeAll(() => {
  defineWidget(t);
});
beforeEach(async () => {
  await newShopper();
});

/** The code an authenticator app shows now (the store's time) for a secret. */
const codeFor = (secret: string) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetMs });

/** A member with an active authenticator app: e-mail, password, secret and recovery codes. */
async function memberWithTotp() {
  const member = await registerMember(t, { profile: { firstName: 'Mia' } });
  const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
  const started = (await callFrom(t, 'POST', `${FACTORS}/totp`, { token: tokens.access_token })).json();
  const activated = await callFrom(t, 'POST', `${FACTORS}/${started.factorId}/activate`, {
    token: tokens.access_token,
    body: { code: codeFor(started.secret) },
  });
  expect(activated.statusCode).toBe(200);
  offsetMs += 30_000;
  return { ...member, secret: started.secret as string, recoveryCodes: activated.json().recoveryCodes as string[] };
}

async function submitStep(modal: HTMLElement, values: Record<string, string>): Promise<void> {
  await expect.poll(() => modal.querySelector(`form input[name="${Object.keys(values)[0]}"]`)).toBeTruthy();
  const form = modal.querySelector('form')!;
  for (const [name, value] of Object.entries(values)) type(form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!, value);
  form.requestSubmit();
}

/** What the store's authorize page in the hidden iframe does: load (the real page) and post its answer to this window. */
async function relaySilentLogin(): Promise<void> {
  await expect.poll(() => document.querySelector('iframe'), { timeout: 10_000 }).toBeTruthy();
  const url = new URL(document.querySelector('iframe')!.src);
  const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  const posted = JSON.parse(/var d=(\{.*?\});var w=/.exec(page.body)![1]!) as { origin: string; message: Record<string, string> };
  window.dispatchEvent(new MessageEvent('message', { data: posted.message, origin: new URL(STORE_URL).origin }));
}

async function signInUntilSecondStep(member: { email: string; password: string }): Promise<HTMLElement> {
  const login = mount('<tote-login></tote-login>');
  await expect.poll(() => store.getState().authReady).toBe(true);
  (await find(login, '[part~="login-button"]')).click();
  const modal = await find(login, '[part~="modal"]');
  await submitStep(modal, { email: member.email, password: member.password });
  await expect.poll(() => text(modal.querySelector('h2')), { timeout: 10_000 }).toBe('Two-step sign-in');
  return modal;
}

describe('<tote-login> with two-step sign-in', () => {
  it('asks the authenticator code after the password, refuses a wrong one, and signs in with the right one', async () => {
    expect(tote).toBeTruthy();
    const member = await memberWithTotp();
    const modal = await signInUntilSecondStep(member);
    expect(text(modal)).toContain('authenticator app');
    expect(store.getState().member).toBeFalsy();
    await submitStep(modal, { code: '000000' });
    await expect.poll(() => text(modal.querySelector('[role="alert"]'))).toBe('That code is not right or has expired.');
    await submitStep(modal, { code: codeFor(member.secret) });
    await relaySilentLogin();
    await expect.poll(() => store.getState().member?.name).toBe('Mia');
  });

  it('takes a recovery code in the same field', async () => {
    const member = await memberWithTotp();
    const modal = await signInUntilSecondStep(member);
    await submitStep(modal, { code: member.recoveryCodes[3]!.toUpperCase() });
    await relaySilentLogin();
    await expect.poll(() => store.getState().member?.name).toBe('Mia');
  });
});
