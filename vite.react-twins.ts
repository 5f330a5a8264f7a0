// `tote-shop/react` in the package's build: the widget's React code compiled a second time against the app's own React (externals), beside the preact copy.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { RecordedGraph } from './vite.chunks.js';

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

/**
 * The modules that need React when they run: those from which `react` (the module every React name of the widget resolves to in its
 * build, src/widget/preact-react.ts) is reached through the module graph, by static imports or `import()`: each .tsx file (its JSX is
 * React's `createElement`), r2wc's and zustand's React bindings, each module importing one of those, and so on. The others (the store,
 * the configuration, the commands, the SDK, zustand's and r2wc's cores) are shared by the preact elements and the React twins: one
 * store per page.
 */
export function reactDependentModules(graph: RecordedGraph, react: string): Set<string> {
  const importers = new Map<string, string[]>();
  for (const id of graph.ids) {
    const info = graph.getModuleInfo(id);
    for (const imported of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])])
      importers.set(imported, [...(importers.get(imported) ?? []), id]);
  }
  const dependent = new Set<string>();
  const queue = [...(importers.get(react) ?? [])];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (dependent.has(id)) continue;
    dependent.add(id);
    queue.push(...(importers.get(id) ?? []));
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
  /** The module the widget's React names resolve to in its own build (src/widget/preact-react.ts): what a twin's original reaches. */
  react: string;
  /**
   * The module graph of the React entry built as the widget is (React names resolved to {@link ReactTwinsOptions.react}, no twins):
   * the modules that reach that module get twins. Called once per build, before it resolves anything.
   */
  scan: () => Promise<RecordedGraph>;
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
    async buildStart() {
      dependent = reactDependentModules(await options.scan(), options.react);
    },
    async resolveId(source, importer, resolveOptions) {
      if (!inReactGraph(importer)) return undefined;
      const react = REACT_EXTERNALS[source];
      if (react) return { id: react, external: true };
      const resolved = await this.resolve(source, originalOf(importer!) ?? importer, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return dependent.has(resolved.id) && !resolved.id.startsWith(reactFolder) ? { ...resolved, id: twinId(resolved.id) } : resolved;
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
