// A hosted page of a de-DE shop in happy-dom: started from its shell's data, it loads the German texts before it renders.
import { afterEach, describe, expect, it } from 'vitest';
import { startPage } from '../../../src/hosted/core/start-page.js';
import { loadMessages, pageLocale } from '../../../src/hosted/i18n/messages.js';
import { countryName } from '../../../src/hosted/components/countries.js';
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

  it('names countries in the store’s locale, and on English pages of other shops in English', async () => {
    await loadMessages('de-DE');
    expect(pageLocale()).toBe('de-DE');
    expect(countryName('DE')).toBe('Deutschland');
    await loadMessages('fr-FR');
    expect(pageLocale()).toBe('en-FR');
    expect(countryName('DE')).toBe('Germany');
  });
});
