// One account page's store: its state, the member's calls, the steps that need the browser (the silent sign-in, the login's URL, leaving the page, a passkey's creation), and the newest check.
import type { AccountPageData } from '../../../../wire/hosted-pages.js';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { factorsApi, type FactorsApi } from '../../../api/factors.js';
import { membersApi, type MembersApi } from '../../../api/members.js';
import type { HostedClient } from '../../../core/hosted-client.js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { initialAccountState, type AccountState } from './account-state.js';

/** What the account page does in the browser (src/hosted/core/member-session.ts and navigation.ts on the page). */
export interface AccountBrowser {
  /** Signs the client in from the hosted session cookie; false when the browser is signed out. */
  adoptSession: (client: HostedClient) => Promise<boolean>;
  /** The hosted login's URL that leads back to this page. */
  loginUrl: (client: HostedClient) => Promise<string>;
  /** Leaves the page for `url`, keeping it out of the history. */
  leave: (url: string) => void;
  /** Creates a passkey with the store's creation options; the credential as the JSON string the store verifies. */
  registerPasskey: (options: PublicKeyCredentialCreationOptionsJSON) => Promise<string>;
}

/** The store of one account page; change it only through the actions of this folder. */
export interface AccountStore extends StoreApi<AccountState> {
  client: HostedClient;
  api: MembersApi;
  /** The member's second factors. */
  factors: FactorsApi;
  browser: AccountBrowser;
  /** The sections of the store, in menu order. */
  sections: AccountPageData['sections'];
  /** The section of the page's own URL (a history entry with none shows it). */
  home: AccountPageData['section'];
  /** Number of the newest sign-in check (an older one finishing late is dropped; the page's end bumps it). */
  check: number;
  /** Number of the newest orders search (an older answer arriving late is dropped). */
  ordersAsk: number;
  /** Number of the newest order read (an older answer arriving late is dropped). */
  orderAsk: number;
  /** The owner's site: where "buy again" takes the member to their cart, and where signing out leads. */
  backUrl?: string | undefined;
}

/** What a store is opened with: the page's sections, its way back to the shop, the order of its URL. */
export type AccountStoreData = Pick<AccountPageData, 'section' | 'sections'> & { backUrl?: string | undefined; orderId?: string | undefined };

/** The store of an account page opened with `data`. */
export function createAccountStore(client: HostedClient, data: AccountStoreData, browser: AccountBrowser): AccountStore {
  return {
    ...createStore<AccountState>()(() => initialAccountState(data.section, data.orderId)),
    client,
    api: membersApi(client),
    factors: factorsApi(client),
    browser,
    sections: data.sections,
    home: data.section,
    check: 0,
    ordersAsk: 0,
    orderAsk: 0,
    backUrl: data.backUrl,
  };
}
