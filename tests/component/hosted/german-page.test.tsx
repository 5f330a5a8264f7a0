// A hosted page of a de-DE shop in happy-dom: started from its shell's data, it loads the German texts before it renders.
import { afterEach, describe, expect, it } from 'vitest';
import { startPage } from '../../../src/hosted/core/start-page.js';
import { loadMessages, pageLocale } from '../../../src/hosted/i18n/messages.js';
import { countryName } from '../../../src/hosted/components/countries.js';
import { formatMoney } from '../../../src/hosted/i18n/format-money.js';
import { LoginPage } from '../../../src/hosted/pages/login/login-page.js';
import { PAGE_DATA_ELEMENT_ID, type LoginPageData } from '../../../src/wire/hosted-pages.js';

/** Writes a login page's shell: the placeholder and the JSON data. */
function shell(locale: string): void {
  const data: LoginPageData = { page: 'login', store: { name: 'Grüner Laden', locale }, clientId: 'demo', sessionId: 'session-1', sessionKind: 'login' };
  document.body.innerHTML =
    '<div id="root"><p class="page-loading">Wird geladen…</p></div>' +
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(data)}</script>`;
}

afterEach(async () => {
  document.body.innerHTML = '';
  await loadMessages('en-US');
});

describe('a hosted page of a de-DE shop', () => {
  it('renders the login page with the German texts', async () => {
    shell('de-DE');
    await startPage('login', (data) => <LoginPage data={data} />);
    const root = document.getElementById('root')!;
    await expect.poll(() => root.querySelector('h1')?.textContent).toBe('Anmelden');
    expect(root.textContent).toContain('Passwort vergessen?');
    expect(root.textContent).toContain('Willkommen zurück bei Grüner Laden.');
    expect(root.querySelector('button[type="submit"]')?.textContent).toContain('Anmelden');
  });

  it('formats amounts in the store’s locale and names countries in it, on English pages of other shops in English', async () => {
    await loadMessages('de-DE');
    expect(pageLocale()).toBe('de-DE');
    expect(countryName('DE')).toBe('Deutschland');
    expect(formatMoney(1234.5, 'EUR')).toBe('1.234,50\u00a0€');
    await loadMessages('fr-FR');
    expect(pageLocale()).toBe('en-FR');
    expect(countryName('DE')).toBe('Germany');
    expect(formatMoney(1234.5, 'EUR')).toBe('1\u202f234,50\u00a0€');
  });
});
