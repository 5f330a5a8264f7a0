// Submitting the checkout (in the checkout's later chunk): the form's checks with the later chunk's, then placing the order; accepting the listed changes.
import { errorText } from '../../../core/error-text.js';
import { formErrors, type LaterChecks } from './checkout-form.js';
import { formFacts, type CheckoutState } from './checkout-state.js';
import type { CheckoutStore } from './checkout-store.js';
import { settleAutoSave } from './auto-save.js';
import { acceptListedChanges, placeAndShow } from './place-outcome.js';

/** Runs `action` as the busy flag `busy` says: one run at a time, its failure kept as readable text in `error`. */
async function runBusy(
  checkout: CheckoutStore,
  busy: 'placing' | 'confirming',
  error: 'placeError' | 'confirmError',
  action: () => Promise<void>,
): Promise<void> {
  if (checkout.getState()[busy]) return;
  checkout.setState({ [busy]: true, [error]: undefined } as Partial<CheckoutState>);
  try {
    await action();
  } catch (failure) {
    checkout.setState({ [error]: errorText(failure) });
  } finally {
    checkout.setState({ [busy]: false });
  }
}

/** Places the order with the form as it is (a delivery save still on its way goes first: after the order it would be refused). */
export function placeOrder(checkout: CheckoutStore): Promise<void> {
  const state = checkout.getState();
  return runBusy(checkout, 'placing', 'placeError', async () => {
    if (!formFacts(state).method) return;
    await settleAutoSave(checkout);
    await placeAndShow(checkout, state);
  });
}

/** Accepts the checkout's listed changes. */
export function confirmChanges(checkout: CheckoutStore): Promise<void> {
  return runBusy(checkout, 'confirming', 'confirmError', () => acceptListedChanges(checkout));
}

/**
 * Submits the form: with changes to accept, shows them; with errors, shows them (the first invalid field takes the focus);
 * else places the order. `checks` are the card's and the tax id's (this chunk's).
 */
export function checkAndPlace(checkout: CheckoutStore, checks: LaterChecks): void {
  const state = checkout.getState();
  checkout.setState({ problem: undefined, fieldSummary: false, validated: true });
  if (state.response.changes.length > 0) {
    checkout.setState({ changesFocus: state.changesFocus + 1 });
    return;
  }
  const found = formErrors(state.values, { ...formFacts(state), checks });
  checkout.setState(Object.keys(found).length > 0 ? { shownErrors: {}, fieldSummary: true, errorEpoch: state.errorEpoch + 1 } : { shownErrors: {} });
  if (Object.keys(found).length === 0) void placeOrder(checkout);
}
