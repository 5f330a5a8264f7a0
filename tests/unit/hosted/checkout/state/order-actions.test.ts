// Submitting the checkout before anything is sent: changes still to accept take the focus, and fields that fail their checks are shown, with the focus on the first.
import { describe, expect, it } from 'vitest';
import { checkAndPlace } from '../../../../../src/hosted/pages/checkout/state/order-actions.js';
import { cardErrors } from '../../../../../src/hosted/pages/checkout/card-values.js';
import { checkTaxId } from '../../../../../src/wire/tax-id-rules.js';
import { answer, storeOf } from './checkout-answer.js';

const CHECKS = { cardErrors, checkTaxId };

describe('submitting the checkout', () => {
  it('shows the changes still to accept (they take the focus) and places nothing', () => {
    const checkout = storeOf(answer({ changes: [{ type: 'ITEM_UNAVAILABLE', productName: 'Mug' }] }));
    checkout.setState({ shownErrors: { email: 'Taken.' }, problem: { error: { text: 'Earlier.' } } });
    checkAndPlace(checkout, CHECKS);
    expect(checkout.getState()).toMatchObject({ changesFocus: 1, validated: true, placing: false, problem: undefined, shownErrors: { email: 'Taken.' } });
  });

  it('shows the fields that fail their checks, counts them above Place order, moves the focus, and places nothing', () => {
    const checkout = storeOf(answer({ shippable: false }));
    checkout.setState({ shownErrors: { note: 'Old.' } });
    checkAndPlace(checkout, CHECKS);
    expect(checkout.getState()).toMatchObject({ validated: true, fieldSummary: true, errorEpoch: 1, shownErrors: {}, placing: false });
    checkAndPlace(checkout, CHECKS);
    expect(checkout.getState().errorEpoch).toBe(2);
  });
});
