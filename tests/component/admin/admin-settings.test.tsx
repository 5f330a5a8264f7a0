// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The settings page in happy-dom against the real store: a logo uploaded to the media library, the live preview following the typed name, colour and logo, saved and reloaded.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, fieldByLabel, find, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { solidImage, tempDataDir } from '../../support/media-files.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp({ env: { DATA_DIR: tempDataDir() } });
const OWNER = { email: 'owner@admin-settings.test', password: 'a long owner password' };
const WAIT = { timeout: 15_000 };
let logo: File;

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  logo = new File([new Uint8Array(await solidImage(200, 80, 'png'))], 'shop-logo.png', { type: 'image/png' });
});

afterEach(() => {
  closeAdmin();
});

/** Chooses a file in the logo's file input, as the file picker does. */
function chooseLogo(root: HTMLElement, file: File): void {
  const input = root.querySelector<HTMLInputElement>('.logo-upload input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('settings', () => {
  it('uploads a logo, previews the typed colour, name and logo at once, and saves them for the next visit', async () => {
    const root = await signedIn(t, OWNER, '/admin/settings');
    await expect.poll(() => root.querySelector('.settings-preview'), WAIT).toBeTruthy();
    const cards = root.querySelector<HTMLElement>('.preview-cards')!;
    expect(root.querySelector('.preview-logo')).toBeNull();

    // The colour, as typed: the preview's buttons take it, with the text colour that reads on it.
    type(fieldByLabel(root, 'Accent colour'), '#ffd400');
    await expect.poll(() => cards.style.getPropertyValue('--preview-accent')).toBe('#ffd400');
    expect(cards.style.getPropertyValue('--preview-on-accent')).toBe('#111418');
    type(fieldByLabel(root, 'Accent colour'), '#0b3d91');
    await expect.poll(() => cards.style.getPropertyValue('--preview-on-accent')).toBe('#ffffff');
    expect(cards.getAttribute('data-accent')).toBe('#0b3d91');
    // Not a colour: the preview keeps the store's default accent.
    type(fieldByLabel(root, 'Accent colour'), 'blue');
    await expect.poll(() => cards.getAttribute('data-accent')).toBe('#1f6feb');
    type(fieldByLabel(root, 'Accent colour'), '#0b3d91');

    type(fieldByLabel(root, 'Store name'), 'Preview Shop');
    await expect.poll(() => text(root.querySelector('.preview-store'))).toBe('Preview Shop');

    chooseLogo(root, logo);
    await expect.poll(() => fieldByLabel(root, 'Logo URL').value, WAIT).toMatch(/^http:\/\/localhost:8787\/media\/.+\/original\.png$/);
    const url = fieldByLabel(root, 'Logo URL').value;
    expect(root.querySelector('.preview-logo')?.getAttribute('src')).toBe(url);
    expect(root.querySelector('.logo-current')?.getAttribute('src')).toBe(url);
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    await submit(root.querySelector<HTMLFormElement>('form.form'));
    await expect.poll(() => text(root.querySelector('[role="status"].notice')), WAIT).toBe('Saved.');
    const site = (await t.call('GET', '/tote/v1/site', { token: await t.merchantKey() })).json().site;
    expect(site).toMatchObject({ name: 'Preview Shop', accentColor: '#0b3d91', logoUrl: url });

    closeAdmin();
    const again = await signedIn(t, OWNER, '/admin/settings');
    await expect.poll(() => again.querySelector('.preview-logo')?.getAttribute('src'), WAIT).toBe(url);
    expect(again.querySelector<HTMLElement>('.preview-cards')!.style.getPropertyValue('--preview-accent')).toBe('#0b3d91');

    // Removing the logo clears the field and the preview, and saving clears the site's logo.
    (await find(again, '.logo-upload')).querySelector<HTMLButtonElement>('button')!.click();
    await expect.poll(() => again.querySelector('.preview-logo')).toBeNull();
    await submit(again.querySelector<HTMLFormElement>('form.form'));
    await expect.poll(async () => (await t.call('GET', '/tote/v1/site', { token: await t.merchantKey() })).json().site.logoUrl, WAIT).toBeNull();
  });

  it('turns cart reminders on with a delay of a day (off by default), saved on their own, and shows what they brought back', async () => {
    const root = await signedIn(t, OWNER, '/admin/settings');
    const panel = await find(root, 'section[aria-labelledby="cart-reminders"]');
    const enabled = fieldByLabel(panel, 'Send cart reminders');
    const delay = fieldByLabel<HTMLSelectElement>(panel, 'Send after');
    expect(enabled.checked).toBe(false);
    expect(delay.value).toBe('240');
    expect([...delay.options].map((o) => o.text)).toContain('4 hours');
    await expect.poll(() => text(panel.querySelector('#reminder-figures')?.parentElement), WAIT).toContain('Reminders sent 0');
    expect(text(panel)).toContain('Their value None yet');

    enabled.click();
    type(delay, '1440');
    await submit(panel.querySelector<HTMLFormElement>('form'));
    await expect.poll(() => text(root.querySelector('[role="status"].notice')), WAIT).toBe('Saved.');
    const site = (await t.call('GET', '/tote/v1/site', { token: await t.merchantKey() })).json().site;
    expect(site.cartReminders).toEqual({ enabled: true, delayMinutes: 1440 });

    closeAdmin();
    const again = await signedIn(t, OWNER, '/admin/settings');
    const after = await find(again, 'section[aria-labelledby="cart-reminders"]');
    expect(fieldByLabel(after, 'Send cart reminders').checked).toBe(true);
    expect(fieldByLabel<HTMLSelectElement>(after, 'Send after').value).toBe('1440');
  });
});
