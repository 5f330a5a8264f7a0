// Debian's Firefox ESR driven over WebDriver BiDi by puppeteer-core (no geckodriver): one browser, a fresh context per page.
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { FIND_TARGET, waitForElement, type Engine, type EnginePage, type Target } from './engine.js';

/** Where Debian installs Firefox ESR (`apt-get install firefox-esr`). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Preferences of the test profile: English, IPv4 loopback for localhost (the servers listen on 127.0.0.1), and classic
 * scrollbars that take room, as Firefox has them on a desktop (GTK's overlay scrollbars would hide the 100vw defects).
 */
const PREFS = {
  'intl.accept_languages': 'en-US',
  'intl.locale.requested': 'en-US',
  'network.dns.disableIPv6': true,
  'widget.gtk.overlay-scrollbars.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
};

const find = new Function('target', `return (${FIND_TARGET})(target);`) as (target: Target) => Element | null;

async function element(page: Page, target: Target): Promise<ElementHandle<Element>> {
  return waitForElement(
    async () => (await page.evaluateHandle(find, target)).asElement() as ElementHandle<Element> | null,
    () => `${JSON.stringify(target)} on ${page.url()}`,
  );
}

/** Launches Firefox ESR headless over WebDriver BiDi. */
export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: PREFS,
  });
  return {
    name: 'firefox',
    close: () => browser.close(),
    openPage: async () => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      const enginePage: EnginePage = {
        errors,
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        url: async () => page.url(),
        evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
        read: async (target, fn, arg) => {
          const handle = (await page.evaluateHandle(find, target)).asElement() as ElementHandle<Element> | null;
          return handle ? ((await handle.evaluate(fn as never, arg as never)) as never) : null;
        },
        click: async (target) => {
          await (await element(page, target)).click();
        },
        type: async (target, text) => {
          const field = await element(page, target);
          await field.click({ count: 3 });
          await page.keyboard.press('Backspace');
          await page.keyboard.type(text);
        },
        setViewport: async (width, height) => {
          await page.setViewport({ width, height });
        },
        close: () => context.close(),
      };
      return enginePage;
    },
  };
}
