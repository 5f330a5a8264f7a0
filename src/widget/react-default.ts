// React's default export for the libraries that call `React.x` (zustand): only what they use, so the rest of preact/compat is tree-shaken.
import { createElement, useCallback, useDebugValue, useRef, useSyncExternalStore } from 'preact/compat';

/** The slice of React's default export that zustand (incl. `zustand/react/shallow`) call. */
const React = { createElement, useCallback, useDebugValue, useRef, useSyncExternalStore };

export default React;
