// The dashboard's one store (plain state, no UI): who is signed in, the language, the current path and the last notice.
import { createStore } from 'zustand/vanilla';
import type { AdminLanguage } from '../i18n/messages.js';
import type { AdminStaff } from '../api/session-api.js';

/** A short message about the last action, announced politely (or assertively for errors). */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
  /** Counts up so the same text twice is announced twice. */
  seq: number;
}

/** Everything the dashboard's components share. */
export interface AdminState {
  /** `starting` while the session is read, then signed in or out. */
  phase: 'starting' | 'signedOut' | 'signedIn';
  staff: AdminStaff | undefined;
  /** The shop's name, shown in the header (empty until signed in). */
  shopName: string;
  language: AdminLanguage;
  /** The location's path (`/admin/orders`). */
  path: string;
  notice: Notice | undefined;
}

/** The state before the app started. */
export const initialAdminState: AdminState = { phase: 'starting', staff: undefined, shopName: '', language: 'en', path: '/admin', notice: undefined };

/** The store; change it only through the actions of admin-actions.ts. */
export const adminStore = createStore<AdminState>()(() => ({ ...initialAdminState }));
