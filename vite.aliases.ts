// React names resolved to preact, shared by the Vite builds and the component tests: what ships is what is tested.
import path from 'node:path';
import type { Plugin } from 'vite';

/** Aliases that compile React code against preact/compat (the hosted pages and the dashboard). */
export const browserAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The widget's React: the alias module with exactly the members its components, r2wc and zustand use, on preact and preact/hooks. */
export const PREACT_REACT = path.join(import.meta.dirname, 'src/widget/preact-react.ts');

/** React's module names (and preact/compat's, what {@link browserAliases} made of them) that resolve to {@link PREACT_REACT}. */
const REACT_NAMES = /^(react|react-dom(\/client)?|preact\/compat(\/client)?)$/;

/** Importers compiled against {@link PREACT_REACT}: the widget, its component tests, and the React bindings it uses (r2wc, zustand). */
const WIDGET_IMPORTERS = /[\\/](src[\\/](widget|hosted)|tests[\\/]component[\\/](widget|hosted)|node_modules[\\/](@r2wc[\\/][^\\/]+|zustand))[\\/]/;

/**
 * Resolves `react`, `react-dom` and `react-dom/client` (or preact/compat) imported by the widget, r2wc or zustand to
 * src/widget/preact-react.ts: the widget's build and its component tests (vitest project `component`) both use it, so preact/compat
 * (its vnode hooks, event and attribute renaming, ~1.5 KB gzip) neither ships nor is tested.
 */
export function preactReact(): Plugin {
  return {
    name: 'tote-preact-react',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || importer === PREACT_REACT || !REACT_NAMES.test(source) || !WIDGET_IMPORTERS.test(importer)) return undefined;
      return PREACT_REACT;
    },
  };
}
