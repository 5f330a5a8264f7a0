// The dashboard's actions: start (read the session), sign in and out, navigate, switch language, tell the user what happened.
import { createAdminHttp, type AdminHttp, type AdminHttpOptions } from '../core/admin-http.js';
import { adminPath } from '../core/router.js';
import { adminHttp, setAdminHttp } from '../api/admin-client.js';
import { createSession, deleteSession, readSession, type AdminSessionResponse, type AdminStaff, type SignInRequest } from '../api/session-api.js';
import { acceptInvitation } from '../api/staff-api.js';
import { loadLanguage, languageOf, type AdminLanguage } from '../i18n/messages.js';
import { adminStore } from './admin-store.js';

/** Where the chosen language is remembered. */
const LANGUAGE_KEY = 'tote-admin-language';

/** The language to start in: the one chosen before, else the page's (the server read Accept-Language). */
function startLanguage(): AdminLanguage {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage may be off: the page's language then.
  }
  return saved === 'de' || saved === 'en' ? saved : languageOf(document.documentElement.lang || navigator.language);
}

function signedIn(http: AdminHttp, session: AdminSessionResponse): void {
  http.setCsrfToken(session.csrfToken);
  adminStore.setState({ phase: 'signedIn', staff: session.staff, shopName: session.shopName });
}

/** Starts the dashboard: its HTTP helper, its language, the current path, and the session the cookie may hold. */
export async function startAdmin(options: AdminHttpOptions = {}): Promise<void> {
  const http = createAdminHttp(options);
  setAdminHttp(http);
  const language = startLanguage();
  await loadLanguage(language);
  adminStore.setState({ language, path: location.pathname, phase: 'starting', staff: undefined, notice: undefined });
  let session: AdminSessionResponse | undefined;
  try {
    session = await readSession();
  } catch {
    // The store did not answer: the sign-in form says so when it is used.
  }
  if (session) signedIn(http, session);
  else adminStore.setState({ phase: 'signedOut' });
}

/** Shows the shop's new name in the header (after the owner renamed it in Settings). */
export function shopRenamed(name: string): void {
  adminStore.setState({ shopName: name });
}

/** Signs in; the refusal (wrong password, a TOTP code needed, ...) is thrown for the form to show. */
export async function signIn(input: SignInRequest): Promise<void> {
  signedIn(adminHttp(), await createSession(input));
}

/** Accepts a staff invitation with the new account's password: the account is signed in, and the link's address left for the home page. */
export async function acceptInvite(token: string, password: string): Promise<void> {
  signedIn(adminHttp(), await acceptInvitation(token, password));
  history.replaceState(null, '', adminPath(''));
  adminStore.setState({ path: location.pathname, notice: undefined });
}

/** The set-up signed its owner in: the dashboard takes the session (the set-up page stays until it is left). */
export function setupSignedIn(session: AdminSessionResponse): void {
  signedIn(adminHttp(), session);
}

/** Reads the signed-in account again (a change made in another tab shows); back to the sign-in form when the session ended. */
export async function refreshAccount(): Promise<AdminStaff | undefined> {
  const session = await readSession();
  if (!session) {
    sessionEnded();
    return undefined;
  }
  adminStore.setState({ staff: session.staff });
  return session.staff;
}

/** The signed-in account's second factor was turned on or off. */
export function totpChanged(enabled: boolean): void {
  adminStore.setState(({ staff }) => ({ staff: staff ? { ...staff, totpEnabled: enabled } : staff }));
}

/** Signs out (the session is over for the store even when the answer is lost), back to the sign-in form. */
export async function signOut(): Promise<void> {
  try {
    await deleteSession();
  } finally {
    adminHttp().setCsrfToken(undefined);
    adminStore.setState({ phase: 'signedOut', staff: undefined, notice: undefined });
  }
}

/** The store answered 401: the session ended (expired, signed out elsewhere); back to the sign-in form. */
export function sessionEnded(): void {
  adminHttp().setCsrfToken(undefined);
  adminStore.setState({ phase: 'signedOut', staff: undefined });
}

/** Goes to a dashboard path (`orders/abc`), adding it to the history. */
export function navigate(path: string): void {
  const url = adminPath(path);
  if (url !== location.pathname + location.search) history.pushState(null, '', url);
  adminStore.setState({ path: location.pathname, notice: undefined });
}

/** Follows the browser's back and forward buttons. */
export function followHistory(): void {
  adminStore.setState({ path: location.pathname, notice: undefined });
}

/** Switches the language (remembered for the next visit). */
export async function switchLanguage(language: AdminLanguage): Promise<void> {
  await loadLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered: still switched for this visit.
  }
  adminStore.setState({ language });
}

/** Tells the user what happened (a live region reads it). */
export function notify(kind: 'success' | 'error', text: string): void {
  adminStore.setState(({ notice }) => ({ notice: { kind, text, seq: (notice?.seq ?? 0) + 1 } }));
}
