// Two-step sign-in in real Chromium: set up an authenticator app and a passkey (a CDP virtual authenticator) on the hosted
// account page, see the recovery codes once, then sign in on the hosted login with the app's code, a recovery code and the passkey.
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerMember, violationsLightAndDark, signIn } from './support/hosted-flows.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

/** Opens the account page, signs in on the hosted login it leads to, and waits to be back. */
async function signedInAccount(page: Page, member: { email: string; password: string }): Promise<void> {
  await page.goto(`${kit.storeUrl}/hosted/account/info`);
  await page.waitForURL(/\/hosted\/login\?session=/);
  await signIn(page, member.email, member.password);
  await page.waitForURL(`${kit.storeUrl}/hosted/account/info`);
  await page.getByText(`Signed in as ${member.email}`).waitFor();
}

/** Signs out (back on the shop's own site), opens the account again, signs in with the password and waits for the second step. */
async function signInAgainUntilSecondStep(page: Page, member: { email: string; password: string }): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.origin === kit.demoUrl);
  await page.goto(`${kit.storeUrl}/hosted/account/info`);
  await page.waitForURL(/\/hosted\/login\?session=/);
  await signIn(page, member.email, member.password);
  await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
}

describe('two-step sign-in', () => {
  it('sets up an authenticator app, shows ten recovery codes once, and asks the app’s code or a recovery code at sign-in', async () => {
    const member = await registerMember(kit.storeUrl);
    const { page, errors } = await kit.openPage();
    await signedInAccount(page, member);
    await page.getByText('Off.').waitFor();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.locator('.totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.locator('.otpauth-uri').textContent()).toMatch(/^otpauth:\/\/totp\//);
    expect(await violationsLightAndDark(page), 'the set-up form').toEqual([]);
    const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('The code does not match').waitFor();
    await page.getByLabel('Code from the app').fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCodes = await codes.allTextContents();
    await page.getByText('On. 10 recovery codes left.').waitFor();
    expect(await violationsLightAndDark(page), 'the recovery codes').toEqual([]);

    // The app's code: the next time step (a code passes once, and the set-up used this step's).
    await signInAgainUntilSecondStep(page, member);
    await expect.poll(() => page.title(), { timeout: 5000 }).toBe('Two-step sign-in · Tote Demo Shop');
    expect(await violationsLightAndDark(page), 'the second step').toEqual([]);
    await page.getByLabel('Code').fill('123 456');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('That code didn’t work. Try again.').waitFor();
    await page.getByLabel('Code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${kit.storeUrl}/hosted/account/info`);
    await page.getByText(`Signed in as ${member.email}`).waitFor();

    // A recovery code, once.
    await signInAgainUntilSecondStep(page, member);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${kit.storeUrl}/hosted/account/info`);
    await page.getByText('On. 9 recovery codes left.').waitFor();
    // The console names only the two wrong codes' refusals (400).
    expect(errors).toEqual(Array(2).fill('Failed to load resource: the server responded with a status of 400 (Bad Request)'));
  });

  it('adds a passkey (a virtual authenticator) and signs in with it', async () => {
    const member = await registerMember(kit.storeUrl);
    const { page, errors } = await kit.openPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await signedInAccount(page, member);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').count()).toBe(10);
    await page.getByText('On. 10 recovery codes left.').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe(new URL(kit.storeUrl).hostname);

    await signInAgainUntilSecondStep(page, member);
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await page.waitForURL(`${kit.storeUrl}/hosted/account/info`);
    await page.getByText(`Signed in as ${member.email}`).waitFor();
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
    expect(errors).toEqual([]);
  });
});
