// The React names the widget's chunks use, straight from preact and preact/hooks (no preact/compat): what the components call.
import { createElement, Fragment, render, type ComponentChildren } from 'preact';
import { useCallback, useDebugValue, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

export { createElement, Fragment, useCallback, useDebugValue, useEffect, useLayoutEffect, useRef, useState };

/** React's `useSyncExternalStore`: the store's current value, and a re-render whenever it changes (checked once more after subscribing). */
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

// What the hosted pages (src/hosted) use besides the above: two hooks, react-dom/client's createRoot, and React's default
// export, which zustand's React binding reads (`React.useSyncExternalStore`, `React.useCallback`, `React.useDebugValue`).
export { useId, useMemo } from 'preact/hooks';

/** react-dom/client's `createRoot`: a root that renders into `container` (preact's `render`), replacing what it rendered before. */
export function createRoot(container: Element): { render: (children: ComponentChildren) => void; unmount: () => void } {
  return { render: (children) => render(children, container), unmount: () => render(null, container) };
}

/**
 * React's default export: this module's namespace, so the bundler resolves `React.useSyncExternalStore` and the like to the
 * functions themselves and leaves out the members no one reads (an object literal would ship them all, with their names).
 */
export * as default from './preact-react.js';
