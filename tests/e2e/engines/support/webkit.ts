// Debian's WebKitGTK (MiniBrowser) driven by WebKitWebDriver over W3C WebDriver classic, under xvfb-run; a session per page.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import WebDriver, { type Client } from 'webdriver';
import { BrowserSessionLost, FIND_TARGET, waitForElement, type Engine, type EnginePage, type Target } from './engine.js';

/** Debian's WebKitWebDriver (`apt-get install webkit2gtk-driver`). */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** Debian's MiniBrowser (installed with webkit2gtk-driver): the first of the 4.1 and 4.0 APIs that is there. */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ??
  ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser'].find((file) => existsSync(file)) ??
  'MiniBrowser';

/** A MiniBrowser session; WebKitWebDriver has no WebDriver BiDi, so webdriver must not ask for it (`webkitgtk:` is not in its types). */
const CAPABILITIES = {
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
};

/** The key of an element reference in WebDriver's JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(port: number, driver: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}: ${output()}`);
    try {
      const status = (await (await fetch(`http://127.0.0.1:${port}/status`)).json()) as { value?: { ready?: boolean } };
      if (status.value?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}: ${output()}`);
}

async function element(client: Client, target: Target): Promise<string> {
  return waitForElement(
    async () => ((await client.executeScript(`return (${FIND_TARGET})(arguments[0]);`, [target])) as Record<string, string> | null)?.[ELEMENT_KEY] ?? null,
    () => JSON.stringify(target),
  );
}

/**
 * The client with every command's "invalid session id" turned into {@link BrowserSessionLost}, carrying the driver's output:
 * MiniBrowser ended the session (seen once in CI under load, on the hosted-login redirect; not reproduced here).
 */
function guarded(client: Client, driverOutput: () => string): Client {
  // The proxy's own target is empty: the client's commands are read-only, non-configurable properties a proxy may not replace.
  return new Proxy(Object.create(null) as Client, {
    get(_empty, key) {
      const value = Reflect.get(client, key) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(client, args);
        } catch (error) {
          if (error instanceof Error && /invalid session id/i.test(error.message)) {
            throw new BrowserSessionLost(`WebKit ended the session (${error.message}); WebKitWebDriver printed: ${driverOutput() || '(nothing)'}`);
          }
          throw error;
        }
      };
    },
  });
}

function pageOf(client: Client): EnginePage {
  return {
    errors: undefined,
    goto: async (url) => {
      await client.navigateTo(url);
    },
    url: () => client.getUrl(),
    // WebDriver's Execute Script awaits a promise that the script returns.
    evaluate: async (fn, ...args) => (await client.executeScript(`return (${fn.toString()}).apply(null, arguments);`, args as unknown[] as object[])) as never,
    read: async (target, fn, arg) => {
      const found = (await client.executeScript(`return (${FIND_TARGET})(arguments[0]);`, [target])) as Record<string, string> | null;
      if (!found?.[ELEMENT_KEY]) return null;
      return (await client.executeScript(`return (${fn.toString()})(arguments[0], arguments[1]);`, [found, arg ?? null])) as never;
    },
    click: async (target) => {
      await client.elementClick(await element(client, target));
    },
    type: async (target, text) => {
      const id = await element(client, target);
      await client.elementClear(id);
      await client.elementSendKeys(id, text);
    },
    setViewport: async (width, height) => {
      // The window's size is set, then corrected by what the window's frame takes.
      await client.setWindowRect(0, 0, width, height);
      const inner = (await client.executeScript('return [innerWidth, innerHeight];', [])) as [number, number];
      if (inner[0] !== width || inner[1] !== height) await client.setWindowRect(0, 0, 2 * width - inner[0], 2 * height - inner[1]);
    },
    close: () => client.deleteSession(),
  };
}

/** Starts WebKitWebDriver under xvfb-run (its own X server) on a free loopback port; pages are MiniBrowser sessions. */
export async function launchWebKit(): Promise<Engine> {
  const port = await freePort();
  // Its own process group: xvfb-run, Xvfb, the driver and the browsers end together.
  const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`, '--host=127.0.0.1'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-5000);
  };
  driver.stdout!.on('data', collect);
  driver.stderr!.on('data', collect);
  const kill = () => {
    try {
      process.kill(-driver.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', kill);
  try {
    await waitForDriver(port, driver, () => output);
  } catch (error) {
    kill();
    throw error;
  }
  return {
    name: 'webkit',
    close: async () => {
      process.off('exit', kill);
      kill();
    },
    openPage: async () => {
      const client = await WebDriver.newSession({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'error',
        capabilities: CAPABILITIES as never,
      });
      const page = pageOf(guarded(client, () => output));
      await page.setViewport(1280, 900);
      return page;
    },
  };
}
