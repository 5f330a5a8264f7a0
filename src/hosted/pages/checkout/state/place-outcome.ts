// Placing the order and accepting changes as the page shows them (in the checkout's later chunk): each outcome of place-order.ts becomes state.
import { messages } from '../later-texts.js';
import { formFacts, type CheckoutState } from './checkout-state.js';
import { take, type CheckoutStore } from './checkout-store.js';
import { acceptChanges, placeOrder } from './place-order.js';

/** Places the order with the form of `state` and shows how it ended: the thank-you view, the refused fields, the changes, the decline, or why it failed. */
export async function placeAndShow(checkout: CheckoutStore, state: CheckoutState): Promise<void> {
  const { ships, pickup, method } = formFacts(state);
  if (!method) return;
  const outcome = await placeOrder(checkout.api, state.values, method, state.response, ships, pickup);
  if ('response' in outcome && outcome.response) take(checkout, outcome.response);
  const epoch = checkout.getState().errorEpoch + 1;
  switch (outcome.kind) {
    case 'placed':
      checkout.setState({ placed: outcome.orderId });
      checkout.onPlaced(outcome.orderId);
      return;
    case 'invalid':
      checkout.setState({
        shownErrors: outcome.errors,
        fieldSummary: true,
        // Refusals no field shows (the store checks more than the page) are listed as they are.
        ...(outcome.unplaced.length > 0 ? { problem: { error: { text: messages().checkout.notAccepted }, list: outcome.unplaced } } : {}),
        errorEpoch: epoch,
      });
      return;
    case 'changed':
      checkout.setState({ changesAgain: outcome.again, accepted: false, changesFocus: checkout.getState().changesFocus + 1 });
      return;
    case 'declined':
      // Nothing was charged: the card number shows why, and takes the focus for another card. The security code is
      // cleared, not flagged: live checks wait for the next attempt (every other field had just passed them).
      checkout.setState(({ values }) => ({
        values: { ...values, card: { ...values.card, cvc: '' } },
        validated: false,
        shownErrors: { 'card.number': outcome.text },
        errorEpoch: epoch,
      }));
      return;
    case 'failed':
      if (outcome.field && outcome.field !== 'coupon') checkout.setState({ shownErrors: { [outcome.field]: outcome.error.text }, errorEpoch: epoch });
      else checkout.setState({ problem: { error: outcome.error } });
  }
}

/** Accepts the listed changes; a list that changed meanwhile is shown again, to be reviewed (and takes the focus). */
export async function acceptListedChanges(checkout: CheckoutStore): Promise<void> {
  const { response: next, again } = await acceptChanges(checkout.api, checkout.getState().response.changesToken);
  take(checkout, next);
  const left = next.changes.length > 0;
  checkout.setState(({ changesFocus }) => ({ changesAgain: again && left, accepted: !left, changesFocus: left ? changesFocus + 1 : changesFocus }));
}
