// A fresh Vite + React + TypeScript app that uses the npm package as an adopter would: its files, and the commands it runs.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../../vite.config.js';

/** The React example of demo/ (tote-shop/react), built as the app's second page. */
export const REACT_EXAMPLE = path.join(ROOT, 'demo/react/App.tsx');

/** The versions the app pins: what `npm create vite` gives a React + TypeScript app today. */
export const APP_VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '7.0.2',
  vite: '8.3.8',
};

/** What a command did: its exit code (null when it was killed) and output. */
export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment of the app's commands: this process's, without what vitest and a parent npm script set about the repository
 * (`npm_config_local_prefix` would make npm install into the repository, not the app); npm's other settings stay.
 */
export function appEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_(?!config_)|npm_config_local_prefix$|VITEST|NODE_ENV$|TEST$)/.test(name)));
}

/** Runs a command in `cwd` (no shell), up to `timeoutMs`, with `env` added to {@link appEnvironment}; never throws for a non-zero exit. */
export function run(command: string, args: string[], cwd: string, timeoutMs: number, env: NodeJS.ProcessEnv = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024, env: { ...appEnvironment(), ...env } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** The app's main.tsx: the three elements in JSX, an SDK call, and a wrong attribute type the compiler must refuse. */
const MAIN_TSX = `import { StrictMode, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { defineElements, tote, type ToteBuyBoxElement } from 'tote-shop';
import { createClient, type SdkProduct } from 'tote-shop/sdk';

defineElements({ clientId: 'demo', api: 'https://store.example.com' });
const client = createClient({ clientId: 'demo', baseUrl: 'https://store.example.com' });

/** An SDK call, typed by the package. */
export async function firstProduct(): Promise<SdkProduct | undefined> {
  const { items } = await client.products.query().eq('slug', 'classic-tee').find();
  return items[0];
}

// HTMLElementTagNameMap knows the elements.
const box: ToteBuyBoxElement | null = document.querySelector('tote-buy-box');
export const shownProduct: string | undefined = box?.product;

function App() {
  const buyBox = useRef<ToteBuyBoxElement>(null);
  return (
    <main>
      <tote-buy-box ref={buyBox} product="classic-tee" className="box" onClick={(event) => console.log(event.currentTarget.product)}></tote-buy-box>
      <tote-login></tote-login>
      <tote-cart style={{ display: 'block' }} />
      {/* @ts-expect-error the product is a string: the typings are not "any" */}
      <tote-buy-box product={42} />
      <button type="button" onClick={() => tote('open')}>
        Open the cart
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

/** The app's second page: demo/react/App.tsx (tote-shop/react only, no `tote-shop` import) rendered with react-dom. */
const REACT_MAIN_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BuyBox } from 'tote-shop/react';
import { App } from './App';

// @ts-expect-error a buy box needs its product: the typings are not "any"
export const missingProduct = <BuyBox />;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store="https://store.example.com" />
  </StrictMode>,
);
`;

/**
 * Renders the React example on the server as a Node SSR framework would (react-dom/server in plain Node, no DOM): prints the markup,
 * or fails on a `window` or `document` read.
 */
export const SSR_SCRIPT = `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BuyBox, Cart, Login, ToteProvider, useCart } from 'tote-shop/react';

function Count() {
  return createElement('output', null, useCart().itemCount + ' items');
}
const page = createElement(ToteProvider, { store: 'https://store.example.com', clientId: 'demo', theme: { accent: '#0f766e' } },
  createElement(Login), createElement(BuyBox, { product: 'classic-tee' }), createElement(Cart), createElement(Count));
console.log(renderToString(page));
`;

/** A TypeScript app without React, its declarations checked too: the package's typings need no React to be valid. */
export async function writePlainApp(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'src'), { recursive: true });
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  };
  await writeFile(path.join(dir, 'tsconfig.json'), `${JSON.stringify({ compilerOptions, include: ['src'] }, null, 2)}\n`);
  await writeFile(
    path.join(dir, 'src/main.ts'),
    "import { defineElements } from 'tote-shop';\nimport { createClient } from 'tote-shop/sdk';\n\n" +
      "defineElements({ clientId: 'demo', api: 'https://store.example.com' });\n" +
      "export const client = createClient({ clientId: 'demo', baseUrl: 'https://store.example.com' });\n" +
      "export const product: string | undefined = document.querySelector('tote-buy-box')?.product;\n",
  );
}

/** Writes the app into `dir`: package.json (the pinned versions and the tarball), tsconfig.json, vite.config.ts, index.html, src/main.tsx. */
export async function writeAdopterApp(dir: string, tarball: string): Promise<void> {
  await mkdir(path.join(dir, 'src'), { recursive: true });
  const { react, 'react-dom': reactDom, ...devDependencies } = APP_VERSIONS;
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  await writeFile(
    path.join(dir, 'package.json'),
    json({
      name: 'adopter-app',
      private: true,
      type: 'module',
      dependencies: { react, 'react-dom': reactDom, 'tote-shop': `file:${tarball}` },
      devDependencies,
    }),
  );
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    json({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        // The package's declarations are checked too, not only the app.
        skipLibCheck: false,
        types: [],
      },
      include: ['src'],
    }),
  );
  // Two pages: index.html with the elements (tote-shop), react.html with tote-shop/react; a manifest tells their chunks apart.
  await writeFile(
    path.join(dir, 'vite.config.ts'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\n" +
      "export default defineConfig({ plugins: [react()], build: { manifest: true, rollupOptions: { input: ['index.html', 'react.html'] } } });\n",
  );
  const page = (script: string) =>
    `<!doctype html>\n<html lang="en">\n  <head><meta charset="utf-8" /><title>Adopter</title></head>\n  <body><div id="root"></div><script type="module" src="/src/${script}"></script></body>\n</html>\n`;
  await writeFile(path.join(dir, 'index.html'), page('main.tsx'));
  await writeFile(path.join(dir, 'react.html'), page('react-main.tsx'));
  await writeFile(path.join(dir, 'src/main.tsx'), MAIN_TSX);
  await writeFile(path.join(dir, 'src/react-main.tsx'), REACT_MAIN_TSX);
  await copyFile(REACT_EXAMPLE, path.join(dir, 'src/App.tsx'));
  await writeFile(path.join(dir, 'ssr.mjs'), SSR_SCRIPT);
}
