// Two-step sign-in on the account's store: the member's factors, an authenticator app or a passkey set up, the recovery codes shown once, factors removed, new codes.
import type { MemberFactor } from '../../../../wire/identity.js';
import { TWO_STEP_CLOSED, type TwoStep } from './account-state.js';
import type { AccountStore } from './account-store.js';

/** Changes the two-step section's data. */
function change(account: AccountStore, next: Partial<TwoStep>): void {
  account.setState((s) => ({ twoStep: { ...s.twoStep, ...next } }));
}

/** The factors that sign the member in (pending ones left out); none until loaded. */
export function activeFactors(twoStep: TwoStep): MemberFactor[] {
  return twoStep.factors?.factors.filter((f) => f.status === 'ACTIVE') ?? [];
}

/** Loads the member's factors and recovery codes left (again, after a change); a failure is thrown. */
export async function loadFactors(account: AccountStore): Promise<void> {
  change(account, { factors: await account.factors.list() });
}

/** Starts an authenticator app: its secret and URI are shown until the app's first code confirms it. */
export async function startAuthenticator(account: AccountStore): Promise<void> {
  change(account, { codes: undefined });
  change(account, { pending: await account.factors.startTotp() });
}

/** Turns the authenticator app being set up on with its first code; the recovery codes (for a first factor) are shown once. */
export async function confirmAuthenticator(account: AccountStore, code: string): Promise<void> {
  const { pending } = account.getState().twoStep;
  if (!pending) return;
  const done = await account.factors.activate(pending.factorId, { code });
  change(account, { pending: undefined, codes: done.recoveryCodes });
  await loadFactors(account);
}

/** Creates a passkey in the browser and turns it on; the recovery codes (for a first factor) are shown once. */
export async function addPasskey(account: AccountStore): Promise<void> {
  change(account, { codes: undefined });
  const started = await account.factors.startPasskey();
  const credential = await account.browser.registerPasskey(started.options);
  const done = await account.factors.activate(started.factorId, { credential });
  change(account, { codes: done.recoveryCodes });
  await loadFactors(account);
}

/** Removes a factor, the member's password confirming it. */
export async function removeFactor(account: AccountStore, factorId: string, password: string): Promise<void> {
  change(account, { removed: false });
  await account.factors.remove(factorId, password);
  change(account, { removed: true, codes: undefined });
  await loadFactors(account);
}

/** Replaces the recovery codes (the old ones stop working), the member's password confirming it; the new ones are shown once. */
export async function renewRecoveryCodes(account: AccountStore, password: string): Promise<void> {
  change(account, { codes: (await account.factors.newRecoveryCodes(password)).recoveryCodes });
}

/** The section closed: the next opening starts with nothing shown (codes, a setup, a removal notice) and loads again. */
export function closeTwoStep(account: AccountStore): void {
  account.setState({ twoStep: TWO_STEP_CLOSED });
}
