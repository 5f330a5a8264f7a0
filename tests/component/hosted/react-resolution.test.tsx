// The hosted pages' React API in the tests resolves as in their build: `react` and `react-dom/client` are src/widget/preact-react.ts
// (preact without compat), and zustand's `useStore` renders a component again when the store changes.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import * as aliasModule from '../../../src/widget/preact-react.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the hosted pages’ React API', () => {
  it('is the alias module the build uses, not preact/compat', async () => {
    expect(createRoot).toBe(aliasModule.createRoot);
    expect(useState).toBe(aliasModule.useState);
    const react = await import('react');
    expect(react.default).toBe(aliasModule.default);
    expect(react.default.useSyncExternalStore).toBe(aliasModule.useSyncExternalStore);
  });

  it('renders a slice of a zustand store through useStore, again when that slice changes', async () => {
    const store = createStore(() => ({ count: 0, other: 'a' }));
    const renders: number[] = [];
    function Counter() {
      const count = useStore(store, (s) => s.count);
      renders.push(count);
      return <output>{count}</output>;
    }
    const root = document.createElement('div');
    document.body.append(root);
    createRoot(root).render(<Counter />);
    expect(root.textContent).toBe('0');
    store.setState({ count: 2 });
    await expect.poll(() => root.textContent).toBe('2');
    store.setState({ other: 'b' });
    store.setState({ count: 3 });
    await expect.poll(() => root.textContent).toBe('3');
    expect(renders).toEqual([0, 2, 3]);
  });
});
