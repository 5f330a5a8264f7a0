// Which modules get React twins in the package's build (vite.react-twins.ts): those that reach React in the module graph, on small
// graphs written out here and on the React entry's own graph.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREACT_REACT } from '../../../vite.aliases.js';
import { REACT_ENTRY, reactEntryGraph, ROOT } from '../../../vite.config.js';
import { reactDependentModules } from '../../../vite.react-twins.js';

/** A recorded module graph from `module: [static imports, dynamic imports]`. */
function graph(modules: Record<string, [string[], string[]?]>) {
  return {
    ids: Object.keys(modules),
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module ? { importedIds: module[0], dynamicallyImportedIds: module[1] ?? [] } : null;
    },
  };
}

describe('reactDependentModules', () => {
  it('names the modules that reach React through static imports or import(), not those that only are reached from them', () => {
    const modules = graph({
      entry: [['cart', 'store'], ['drawer']],
      cart: [['react', 'store', 'binding']],
      binding: [['react', 'vanilla']],
      vanilla: [[]],
      store: [['vanilla', 'sdk']],
      sdk: [[]],
      drawer: [['panel']],
      panel: [['react']],
      react: [[]],
    });
    expect([...reactDependentModules(modules, 'react')].sort()).toEqual(['binding', 'cart', 'drawer', 'entry', 'panel']);
  });

  it('names none when nothing reaches React, and survives cycles', () => {
    expect([...reactDependentModules(graph({ a: [['b']], b: [['a']] }), 'react')]).toEqual([]);
    expect([...reactDependentModules(graph({ a: [['b']], b: [['a', 'react']], react: [[]] }), 'react')].sort()).toEqual(['a', 'b']);
  });

  it("gives twins, in tote-shop/react's graph, to the components and React bindings, and shares the store, the SDK and the libraries' cores", async () => {
    const dependent = reactDependentModules(await reactEntryGraph(path.join(ROOT, REACT_ENTRY)), PREACT_REACT);
    const named = (file: string) => dependent.has(path.join(ROOT, file));
    for (const file of [
      'src/widget/components/cart/cart.tsx',
      'src/widget/components/buy-box/buy-box.tsx',
      'src/widget/hooks/use-tote.ts',
      'src/widget/elements/shared-elements.ts',
      'node_modules/zustand/esm/react.mjs',
      'node_modules/@r2wc/react-to-web-component/dist/react-to-web-component.js',
    ])
      expect(named(file), file).toBe(true);
    for (const file of [
      'src/widget/store/store.ts',
      'src/widget/store/cart-state.ts',
      'src/widget/config.ts',
      'src/sdk/core/core.ts',
      'node_modules/zustand/esm/vanilla.mjs',
      'node_modules/@r2wc/core/dist/core.js',
    ])
      expect(named(file), file).toBe(false);
  }, 60_000);
});
