// One checkout page's store: its first state from the checkout it opened with, and the store's answers taken newest first, the new total said.
import { describe, expect, it } from 'vitest';
import { take } from '../../../../../src/hosted/pages/checkout/state/checkout-store.js';
import { answer, option, storeOf } from './checkout-answer.js';

describe('a checkout page’s store', () => {
  it('starts with the checkout’s own delivery options when its stored address is the one in the form', () => {
    const checkout = storeOf(
      answer({
        checkout: {
          shippingInfo: {
            shippingDestination: { address: { country: 'US', subdivision: 'US-NY' } },
            carrierServiceOptions: [{ shippingOptions: [option('standard')] }],
          } as never,
        },
      }),
    );
    expect(checkout.getState().delivery).toEqual({ status: 'ready', options: [option('standard')], country: 'US' });
    expect(checkout.getState().values.email).toBe('buyer@example.com');
  });

  it('waits for the delivery options of an address the checkout has none for, and needs a country first', () => {
    const known = storeOf(answer({ checkout: { shippingInfo: { shippingDestination: { address: { country: 'FR' } }, carrierServiceOptions: [] } as never } }));
    expect(known.getState().delivery).toEqual({ status: 'loading' });
    expect(storeOf(answer({ shippable: false })).getState().delivery).toEqual({ status: 'needs-country' });
  });

  it('drops an answer older than the newest call (a save answering late) and takes the newest', () => {
    const checkout = storeOf(answer());
    const older = ++checkout.seq;
    take(checkout, answer({ total: '20.00' }));
    take(checkout, answer({ total: '15.00' }), older);
    expect(checkout.getState().response.checkout.priceSummary.total.formattedAmount).toBe('$20.00');
  });

  it('says the new total when an answer changes it, and nothing new when it does not', () => {
    const checkout = storeOf(answer());
    take(checkout, answer());
    expect(checkout.getState().announcement).toBe('');
    take(checkout, answer({ total: '17.00' }));
    expect(checkout.getState().announcement).toBe('Total updated: $17.00.');
  });
});
