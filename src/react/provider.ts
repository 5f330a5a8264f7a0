// <ToteProvider>: the store's address and client id for the page, the elements defined on the client after mount, the SDK client for useTote().
import { createElement, useEffect, useMemo, type ReactNode } from 'react';
import { localStorageStorage } from '../sdk/auth/token-storage.js';
import { createClient } from '../sdk/client.js';
import { defineElements } from '../widget/index.js';
import { refreshMember } from '../widget/store/auth-actions.js';
import { store as toteStore } from '../widget/store/store.js';
import { ToteClientContext } from './client-context.js';
import { themeStyle, type ToteTheme } from './theme.js';

/** Props of {@link ToteProvider}. */
export interface ToteProviderProps {
  /** The store server's origin (or base URL), e.g. `https://shop.example.com`. */
  store: string;
  /** The shop's OAuth client id. */
  clientId: string;
  /** Language and region of texts and prices. @default `<html lang>`, then the browser's language */
  locale?: string;
  /** Theme tokens, set as `--tote-*` custom properties on a `display: contents` wrapper. @default none (no wrapper) */
  theme?: ToteTheme;
  /** `ga4` also pushes Tote's events to `window.dataLayer`. @default off */
  analytics?: 'ga4';
  /** The fetch the store's calls go through (tests, a proxy); only from a client component. @default globalThis.fetch */
  fetch?: typeof fetch;
  children?: ReactNode;
}

/**
 * Tote for the page: renders its children (in a wrapper carrying `theme`), and after mount, in the browser only, defines Tote's
 * elements for the store and client id and reads whether the shopper is a member. The first provider's settings are the page's: use
 * one per page. On a server it renders the same markup and touches no `window` or `document`.
 */
export function ToteProvider({ store, clientId, locale, theme, analytics, fetch, children }: ToteProviderProps): ReactNode {
  useEffect(() => {
    defineElements({ clientId, api: store, ...(locale ? { locale } : {}), ...(analytics ? { analytics } : {}), ...(fetch ? { fetch } : {}) });
    if (!toteStore.getState().authReady) void refreshMember();
  }, [store, clientId, locale, analytics, fetch]);
  // Tokens in localStorage under the client id, one storage object per page: the same visitor, member and cart as the elements'.
  const client = useMemo(
    () => createClient({ clientId, baseUrl: store, storage: localStorageStorage(), ...(fetch ? { fetch } : {}) }),
    [store, clientId, fetch],
  );
  const content = theme ? createElement('div', { 'data-tote-theme': '', style: themeStyle(theme) }, children) : children;
  return createElement(ToteClientContext.Provider, { value: client }, content);
}
