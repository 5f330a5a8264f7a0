// Debian's Chromium driven by playwright-core, with STACK.md's flags, and a page that records its requests.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Where Debian installs Chromium (`apt-get install chromium`); never downloaded by playwright. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags of STACK.md for a quiet headless Chromium on a CI machine, plus: localhost goes straight to IPv4 loopback, and
 * Local Network Access checks are off because test pages fulfilled by request routing have no address and count as
 * public, so Chromium would block their requests to the loopback store (a real shop and its store are both public).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP localhost 127.0.0.1',
  '--disable-features=LocalNetworkAccessChecks',
];

/** Launches Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** A page in a fresh context (own storage) that records every request URL and every console error. */
export interface RecordingPage {
  context: BrowserContext;
  page: Page;
  /** URLs requested so far, in order. */
  requests: string[];
  /** Console errors and uncaught exceptions so far. */
  errors: string[];
  /** The paths requested from one origin, e.g. `['/tote.js', '/widget/buy-box-x.js']`. */
  pathsFrom(origin: string): string[];
}

/** Opens a recording page in a new context of the browser. */
export async function openRecordingPage(browser: Browser, options: { locale?: string; colorScheme?: 'light' | 'dark' } = {}): Promise<RecordingPage> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return {
    context,
    page,
    requests,
    errors,
    pathsFrom: (origin) => requests.filter((url) => url.startsWith(`${origin}/`)).map((url) => new URL(url).pathname),
  };
}
