// What follows from the checkout page's state: whether it ships, the pickup and the payment method chosen, and the errors the form shows.
import { describe, expect, it } from 'vitest';
import { formFacts, shownErrorsOf } from '../../../../../src/hosted/pages/checkout/state/checkout-state.js';
import { cardErrors } from '../../../../../src/hosted/pages/checkout/card-values.js';
import { checkTaxId } from '../../../../../src/wire/tax-id-rules.js';
import { answer, CARD, option, storeOf } from './checkout-answer.js';

describe('what follows from the checkout’s state', () => {
  it('knows a shipped checkout, a chosen pickup and the chosen payment method', () => {
    const checkout = storeOf(answer());
    checkout.setState(({ values }) => ({
      delivery: { status: 'ready', options: [option('standard'), option('store', true)], country: 'US' },
      values: { ...values, shippingCode: 'store', paymentId: CARD.id },
    }));
    expect(formFacts(checkout.getState())).toMatchObject({ ships: true, needsOption: true, pickup: true, method: CARD });
    expect(formFacts(storeOf(answer({ shippable: false })).getState())).toMatchObject({ ships: false, needsOption: false, pickup: false });
  });

  it('shows no check of its own before a submit, then every one, the store’s errors over them', () => {
    const checkout = storeOf(answer({ shippable: false }));
    checkout.setState(({ values }) => ({ values: { ...values, email: 'not an address' }, shownErrors: { note: 'Too long for the store.' } }));
    expect(shownErrorsOf(checkout.getState(), undefined)).toEqual({ note: 'Too long for the store.' });
    checkout.setState({ validated: true, shownErrors: { email: 'Taken.' } });
    const errors = shownErrorsOf(checkout.getState(), { cardErrors, checkTaxId });
    expect(errors.email).toBe('Taken.');
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['email', 'payer.firstName']));
    // The billing address is flagged whatever country the runtime's languages pick (none on Node 20, the US on Node 24's navigator).
    expect(Object.keys(errors).some((key) => key.startsWith('billing.'))).toBe(true);
  });
});
