// The buyer's edits: new values in the state, the store's errors of the touched fields (and the fields under them) cleared, the others kept.
import { describe, expect, it } from 'vitest';
import { changeValues } from '../../../../../src/hosted/pages/checkout/state/form-actions.js';
import { answer, storeOf } from './checkout-answer.js';

describe('changing the form’s values', () => {
  it('takes the new values and clears the store’s errors under the touched fields only', () => {
    const checkout = storeOf(answer());
    checkout.setState({ shownErrors: { 'shipping.city': 'Unknown city.', 'shipping.postalCode': 'Bad ZIP.', shippingCode: 'No.', email: 'Taken.' } });
    changeValues(checkout, { shipping: { country: 'US', city: 'Boston' } }, ['shipping']);
    expect(checkout.getState().values.shipping).toEqual({ country: 'US', city: 'Boston' });
    expect(checkout.getState().shownErrors).toEqual({ shippingCode: 'No.', email: 'Taken.' });
    changeValues(checkout, { email: 'new@example.com' }, ['email']);
    expect(checkout.getState().shownErrors).toEqual({ shippingCode: 'No.' });
  });

  it('keeps every error for a change no field made (an option replaced by the page)', () => {
    const checkout = storeOf(answer());
    checkout.setState({ shownErrors: { shippingCode: 'No.' } });
    changeValues(checkout, { shippingCode: 'express' }, []);
    expect(checkout.getState().shownErrors).toEqual({ shippingCode: 'No.' });
    expect(checkout.getState().values.shippingCode).toBe('express');
  });
});
