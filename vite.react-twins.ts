// `tote-shop/react` in the package's build: the widget's React code compiled a second time against the app's own React (externals), beside the preact copy.
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What a module id gets to name its React twin: `buy-box.tsx` -> `buy-box.tote-react.tsx` (the same folder, the same extension). */
const TWIN_MARK = '.tote-react';

/** React's modules by every name the widget's code imports them under (after vite.aliases.ts, preact/compat's): the app's React. */
const REACT_EXTERNALS: Record<string, string> = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom/client',
  'react/jsx-runtime': 'react/jsx-runtime',
  'preact/compat': 'react',
  'preact/compat/client': 'react-dom/client',
  'preact/jsx-runtime': 'react/jsx-runtime',
};

/** Packages that import React (r2wc's React binding, zustand's `useStore`): twins too. @r2wc/core and zustand/vanilla do not. */
const REACT_PACKAGE_FILES = /node_modules[\\/](@r2wc[\\/]react-to-web-component[\\/]|zustand[\\/]esm[\\/](index|react)\.mjs$)/;

/** Imports a module makes, runtime ones only (`import type` and `export type` are left out): static, re-exports and `import()`. */
const IMPORTS = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The file a relative import of `from` names (`./x.js` -> x.ts or x.tsx), when it is one of `files`. */
function sourceOf(from: string, specifier: string, files: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(from), specifier);
  const stem = target.replace(/\.js$/, '');
  return [target, `${stem}.ts`, `${stem}.tsx`].find((file) => files.has(file));
}

/**
 * The modules of `folder` that need React when they run: each .tsx file (its JSX is React's `createElement`), each file that imports
 * `react`, `react-dom`, zustand's React binding or r2wc, and each file that imports one of those (statically or with `import()`).
 * The others (the store, the configuration, the commands, the SDK) are shared by the preact elements and the React twins: one store
 * per page.
 */
export function reactDependentModules(folder: string): Set<string> {
  const files = new Set(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  const importers = new Map<string, string[]>();
  const dependent = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    if (file.endsWith('.tsx')) dependent.add(file);
    for (const match of code.matchAll(IMPORTS)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier === 'zustand' || specifier.startsWith('react') || specifier === '@r2wc/react-to-web-component') dependent.add(file);
      const target = sourceOf(file, specifier, files);
      if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  const queue = [...dependent];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (!dependent.has(importer)) {
        dependent.add(importer);
        queue.push(importer);
      }
    }
  }
  return dependent;
}

/** The twin's id of a module: the same folder and extension, so every plugin treats it as it does the module. */
function twinId(id: string): string {
  const extension = path.extname(id);
  return `${id.slice(0, id.length - extension.length)}${TWIN_MARK}${extension}`;
}

/** The module a twin id stands for (undefined for another id). */
function originalOf(id: string): string | undefined {
  const extension = path.extname(id);
  const stem = id.slice(0, id.length - extension.length);
  return stem.endsWith(TWIN_MARK) ? `${stem.slice(0, -TWIN_MARK.length)}${extension}` : undefined;
}

/** Options of {@link reactTwins}. */
export interface ReactTwinsOptions {
  /** The entry of `tote-shop/react` (absolute): what its folder's modules import, and theirs, resolve to twins. */
  entry: string;
  /** The folder whose React-dependent modules get twins (src/widget). */
  widget: string;
}

/**
 * Resolves what the React entry imports, directly or not, to twins of the modules that need React: each such module is compiled a
 * second time with `react` and `react-dom` left to the app (external), while the preact copy serves the elements' entry. Modules
 * that need no React are the same module in both, so their state (the store, the configuration, the tokens) is the page's one.
 * The build fails when preact is still reachable from the React entry. Put it before the plugin that sends React to preact.
 */
export function reactTwins(options: ReactTwinsOptions): Plugin {
  let dependent = new Set<string>();
  // The entry's folder (src/react) is React's only, and twins import twins.
  const reactFolder = path.dirname(options.entry) + path.sep;
  const inReactGraph = (importer: string | undefined) => importer !== undefined && (importer.startsWith(reactFolder) || originalOf(importer) !== undefined);
  return {
    name: 'tote-react-twins',
    enforce: 'pre',
    buildStart() {
      dependent = reactDependentModules(options.widget);
    },
    async resolveId(source, importer, resolveOptions) {
      if (!inReactGraph(importer)) return undefined;
      const react = REACT_EXTERNALS[source];
      if (react) return { id: react, external: true };
      const resolved = await this.resolve(source, originalOf(importer!) ?? importer, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const id = resolved.id.split('?')[0]!;
      return dependent.has(id) || REACT_PACKAGE_FILES.test(id) ? { ...resolved, id: twinId(resolved.id) } : resolved;
    },
    async load(id) {
      const original = originalOf(id);
      return original === undefined ? undefined : { code: await readFile(original, 'utf8') };
    },
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId === options.entry);
      if (!entry || entry.type !== 'chunk') return;
      const seen = new Set<string>();
      const visit = (fileName: string): void => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return;
        seen.add(fileName);
        const preact = chunk.moduleIds.find((id) => /[\\/]node_modules[\\/]preact[\\/]|preact-react\.ts$/.test(id));
        if (preact) this.error(`${fileName}, loaded by tote-shop/react, holds ${preact}: a module importing React was not given a twin`);
        [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
      };
      visit(entry.fileName);
    },
  };
}
