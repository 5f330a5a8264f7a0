// `react`, `react-dom` and `react-dom/client` of the widget's chunks and tests (vite.aliases.ts): exactly the React members the widget's
// components, r2wc and zustand's React binding use, on preact and preact/hooks (all of preact/compat would add its vnode hooks, ~1.5 KB gzip).
import { createElement, Fragment, render, type ComponentChild, type ContainerNode } from 'preact';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

// Elements and hooks the widget's components use.
export { createElement, Fragment };
export { useCallback, useEffect, useLayoutEffect, useRef, useState };

/**
 * React's `useDebugValue` (zustand's `useStore` labels its value with it): nothing. preact's calls a hook only preact/debug sets,
 * and no page of the widget loads preact/debug, so the minifier drops the call.
 */
export function useDebugValue(_value: unknown): void {}

/** React's `useSyncExternalStore` (zustand's `useStore` reads the store through it): the store's current value, and a re-render whenever it changes (checked once more after subscribing). */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, read: () => T): T {
  const value = read();
  const [, rerender] = useState(0);
  const latest = useRef({ value, read });
  latest.current = { value, read };
  useLayoutEffect(() => {
    const check = () => !Object.is(latest.current.value, latest.current.read()) && rerender((n) => n + 1);
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

// What the hosted pages (src/hosted) use besides the above.
export { useId, useMemo } from 'preact/hooks';

/** A root of react-dom/client (r2wc mounts each element's component into its shadow root with it; the hosted pages mount with it): preact's `render` into the container. */
export interface Root {
  /** Renders `children` into the container, or updates what is there. */
  render(children: ComponentChild): void;
  /** Removes what was rendered (the element left the page). */
  unmount(): void;
}

/** react-dom/client's `createRoot`. */
export function createRoot(container: ContainerNode): Root {
  return { render: (children) => render(children, container), unmount: () => render(null, container) };
}

/**
 * React's default export, which r2wc (`React.createElement`) and zustand (`React.useSyncExternalStore` ...) call on: this
 * module's namespace, so the bundler resolves those members to the functions themselves and leaves out the ones no one reads
 * (an object literal would ship them all, with their names: ~50 B gzip on the hosted checkout).
 */
export * as default from './preact-react.js';
