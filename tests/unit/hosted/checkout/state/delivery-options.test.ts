// The delivery options as the address changes: no country asks nothing, and an option the address no longer offers gives way to the first offered.
import { describe, expect, it } from 'vitest';
import { keepOfferedOption, refreshDeliveryOptions } from '../../../../../src/hosted/pages/checkout/state/delivery-options.js';
import { changeValues } from '../../../../../src/hosted/pages/checkout/state/form-actions.js';
import { answer, option, storeOf } from './checkout-answer.js';

describe('the delivery options', () => {
  it('need a country first: emptying it asks the store nothing', () => {
    const checkout = storeOf(
      answer({ checkout: { shippingInfo: { shippingDestination: { address: { country: 'FR' } }, carrierServiceOptions: [] } as never } }),
    );
    changeValues(checkout, { shipping: { country: '' } }, ['shipping']);
    refreshDeliveryOptions(checkout);
    expect(checkout.getState().delivery).toEqual({ status: 'needs-country' });
    expect(checkout.optionsAsk).toBe(0);
  });

  it('replace a chosen option the address no longer offers with the first one offered, and clear it when none is', () => {
    const checkout = storeOf(answer());
    changeValues(checkout, { shippingCode: 'gone' }, []);
    checkout.setState({ delivery: { status: 'ready', options: [option('standard'), option('express')], country: 'US' } });
    keepOfferedOption(checkout);
    expect(checkout.getState().values.shippingCode).toBe('standard');
    changeValues(checkout, { shippingCode: 'express' }, []);
    keepOfferedOption(checkout);
    expect(checkout.getState().values.shippingCode).toBe('express');
    checkout.setState({ delivery: { status: 'ready', options: [], country: 'IS' } });
    keepOfferedOption(checkout);
    expect(checkout.getState().values.shippingCode).toBe('');
  });

  it('leave the chosen option alone while they load', () => {
    const checkout = storeOf(answer());
    changeValues(checkout, { shippingCode: 'express' }, []);
    checkout.setState({ delivery: { status: 'loading' } });
    keepOfferedOption(checkout);
    expect(checkout.getState().values.shippingCode).toBe('express');
  });
});
