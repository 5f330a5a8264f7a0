// The React names the widget's chunks use, straight from preact and preact/hooks (no preact/compat): what the components call.
import { createElement, Fragment } from 'preact';
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
