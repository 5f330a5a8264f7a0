// The checkout page's plain logic: form values from a checkout, checks by the store's address rules, card checks, what is saved, violations mapped to fields, the summary.
import { describe, expect, it } from 'vitest';
import type { Checkout, CheckoutResponse, PaymentMethodInfo } from '../../../src/wire/checkout.js';
import { initialState } from '../../../src/hosted/pages/checkout/state/checkout-state.js';
import { cardErrors, cardInput, formatCardNumber, formatExpiry, parseExpiry } from '../../../src/hosted/pages/checkout/card-values.js';
import {
  browserCountry,
  deliveryErrors,
  detailsInput,
  formErrors,
  initialValues,
  taxIdShown,
  type CheckoutFormValues,
} from '../../../src/hosted/pages/checkout/state/checkout-form.js';
import { checkoutSummary } from '../../../src/hosted/pages/checkout/summary-model.js';
import { errorsOfViolations, fieldOfViolation } from '../../../src/hosted/pages/checkout/state/violations.js';
import { ADDRESS_FIELD_LIMITS } from '../../../src/wire/address-rules.js';
import { checkTaxId } from '../../../src/wire/tax-id-rules.js';

const OFFLINE: PaymentMethodInfo = {
  id: 'offline',
  title: 'Pay offline',
  kind: 'FULL_PAYMENT_OFFLINE',
  test: false,
  needsCard: false,
  instructions: 'Bank transfer',
};
const CARD: PaymentMethodInfo = { id: 'test-card', title: 'TEST card', kind: 'FULL_PAYMENT_ONLINE', test: true, needsCard: true };

function price(amount: string) {
  return { amount, convertedAmount: amount, formattedAmount: `$${amount}`, formattedConvertedAmount: `$${amount}` };
}

/** A checkout with one line, as the store answers it (only what the page reads is filled). */
function checkout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: 'c1',
    lineItems: [
      {
        id: 'l1',
        quantity: 2,
        productName: { original: 'Mug' },
        media: { url: 'http://store.test/media/mug.svg', altText: 'A mug' },
        price: price('12.00'),
        fullPrice: price('15.00'),
        lineItemPrice: price('24.00'),
        descriptionLines: [{ name: { original: 'Colour' }, colorInfo: { original: 'Sage' }, lineType: 'COLOR' }],
        physicalProperties: { shippable: true },
      },
    ],
    shippingInfo: { carrierServiceOptions: [] },
    buyerInfo: { memberId: 'm1', email: 'member@example.com' },
    priceSummary: { subtotal: price('24.00'), shipping: price('0'), tax: price('0'), discount: price('0'), total: price('24.00'), additionalFees: price('0') },
    appliedDiscounts: [],
    taxIncludedInPrice: false,
    ...overrides,
  } as unknown as Checkout;
}

/** A form filled in for a New York delivery. */
function filled(overrides: Partial<CheckoutFormValues> = {}): CheckoutFormValues {
  return {
    ...initialValues(checkout(), [OFFLINE, CARD], 'US'),
    shipping: { country: 'US', addressLine: '1 Main St', addressLine2: '', city: 'New York', subdivision: 'US-NY', postalCode: '10001' },
    recipient: { firstName: 'Ada', lastName: 'Lovelace', phone: '' },
    shippingCode: 'standard',
    ...overrides,
  };
}

describe('the form’s first values', () => {
  it('takes the member’s e-mail and the widget’s estimate, and pays offline by default', () => {
    const values = initialValues(
      checkout({
        shippingInfo: {
          carrierServiceOptions: [],
          shippingDestination: { address: { country: 'US', postalCode: '10001' } },
          selectedCarrierServiceOption: { code: 'express' } as never,
        },
      }),
      [CARD, OFFLINE],
    );
    expect(values.email).toBe('member@example.com');
    expect(values.shipping).toMatchObject({ country: 'US', postalCode: '10001', city: '' });
    expect(values.shippingCode).toBe('express');
    expect(values.paymentId).toBe('offline');
    expect(values.billingSame).toBe(true);
  });

  it('starts with the country of the browser’s language when the checkout has none', () => {
    expect(initialValues(checkout(), [OFFLINE], 'DE').shipping.country).toBe('DE');
    expect(browserCountry(['en-GB', 'de'])).toBe('GB');
    expect(browserCountry(['de'])).toBe('DE');
    expect(browserCountry(['not a tag'])).toBe('');
  });

  it('starts the page in the drawer’s estimate, else the shop’s country, never a fixed one (issue 25)', () => {
    const response = (over: Partial<Checkout> = {}) => ({ checkout: checkout(over), paymentMethods: [OFFLINE] }) as unknown as CheckoutResponse;
    expect(initialState(response(), 'GB').values.shipping.country).toBe('GB');
    expect(initialState(response(), 'GB').values.billing.country).toBe('GB');
    const estimated = response({ shippingInfo: { carrierServiceOptions: [], shippingDestination: { address: { country: 'DE', postalCode: '10115' } } } });
    expect(initialState(estimated, 'GB').values.shipping).toMatchObject({ country: 'DE', postalCode: '10115' });
  });

  it('keeps a different billing address apart', () => {
    const values = initialValues(
      checkout({
        billingInfo: { address: { country: 'DE', city: 'Berlin' }, contactDetails: { firstName: 'Bo', lastName: 'Payer' } },
        shippingInfo: { carrierServiceOptions: [], shippingDestination: { address: { country: 'US' } } },
      }),
      [OFFLINE],
    );
    expect(values.billingSame).toBe(false);
    expect(values.billing.city).toBe('Berlin');
    expect(values.payer.firstName).toBe('Bo');
  });
});

describe('the checks before an order', () => {
  it('asks for each missing field by the country’s rules', () => {
    const errors = formErrors(
      { ...filled(), email: '', shipping: { country: 'US' }, recipient: { firstName: '', lastName: '', phone: '' } },
      { ships: true, needsOption: true, method: OFFLINE },
    );
    expect(Object.keys(errors).sort()).toEqual([
      'email',
      'recipient.firstName',
      'recipient.lastName',
      'shipping.addressLine',
      'shipping.city',
      'shipping.postalCode',
      'shipping.subdivision',
    ]);
    const de = deliveryErrors(
      { ...filled(), shipping: { country: 'DE', addressLine: 'Hauptstr. 1', city: 'Berlin', postalCode: '1011' } },
      { needsOption: false },
    );
    expect(Object.keys(de)).toEqual(['shipping.postalCode']);
    expect(
      Object.keys(deliveryErrors({ ...filled(), shipping: { country: 'IE', addressLine: '1 Grafton St', city: 'Dublin' } }, { needsOption: false })),
    ).toEqual([]);
  });

  it('uses the store’s own length limits (an address line of 150 passes, 151 does not)', () => {
    const at = (length: number) =>
      deliveryErrors({ ...filled(), shipping: { ...filled().shipping, addressLine: 'x'.repeat(length) } }, { needsOption: false })['shipping.addressLine'];
    expect(ADDRESS_FIELD_LIMITS.addressLine).toBe(150);
    expect(at(150)).toBeUndefined();
    expect(at(151)).toBe('Use at most 150 characters.');
  });

  it('wants a delivery method when the address has some, a valid phone when one is given, and card details for the card', () => {
    expect(formErrors(filled({ shippingCode: '' }), { ships: true, needsOption: true, method: OFFLINE }).shippingCode).toBeDefined();
    expect(
      formErrors(filled({ recipient: { firstName: 'A', lastName: 'B', phone: 'call me' } }), { ships: true, needsOption: true, method: OFFLINE })[
        'recipient.phone'
      ],
    ).toBeDefined();
    expect(Object.keys(formErrors(filled(), { ships: true, needsOption: true, method: CARD, checks: { cardErrors, checkTaxId } })).sort()).toEqual([
      'card.cvc',
      'card.expiry',
      'card.number',
    ]);
    // Without the card's checks (their chunk not loaded yet) a card is not checked.
    expect(formErrors(filled(), { ships: true, needsOption: true, method: CARD })).toEqual({});
    expect(formErrors(filled(), { ships: true, needsOption: true, method: OFFLINE })).toEqual({});
  });

  it('asks for the billing address when it is another one, or when nothing ships', () => {
    expect(Object.keys(formErrors(filled({ billingSame: false }), { ships: true, needsOption: true, method: OFFLINE }))).toContain('billing.addressLine');
    const digital = formErrors({ ...filled(), shipping: {} }, { ships: false, needsOption: false, method: OFFLINE });
    expect(Object.keys(digital)).toContain('payer.firstName');
    expect(Object.keys(digital).some((k) => k.startsWith('shipping.'))).toBe(false);
  });
});

describe('card details', () => {
  it('checks the number with Luhn, the expiry against today and the CVC’s length for the brand', () => {
    const now = new Date('2030-06-15T00:00:00Z');
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '06/30', cvc: '123' }, now)).toEqual({});
    expect(cardErrors({ number: '4242 4242 4242 4241', expiry: '06/30', cvc: '123' }, now)['card.number']).toEqual(expect.any(String));
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '05/30', cvc: '123' }, now)['card.expiry']).toBe('This card has expired.');
    expect(cardErrors({ number: '3782 822463 10005', expiry: '12/31', cvc: '123' }, now)['card.cvc']).toBe('Enter the 4-digit security code.');
    expect(cardErrors({ number: '1234', expiry: '13/31', cvc: '' }, now)).toMatchObject({
      'card.number': expect.any(String),
      'card.expiry': expect.any(String),
      'card.cvc': expect.any(String),
    });
  });

  it('formats what is typed and sends digits, month and full year', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1', '12/')).toBe('1');
    expect(parseExpiry('4/2029')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('00/29')).toBeUndefined();
    expect(cardInput({ number: '4242 4242 4242 4242', expiry: '04/29', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expiryMonth: 4,
      expiryYear: 2029,
      cvc: '123',
    });
  });
});

describe('what the page saves', () => {
  it('sends the shipping address with its recipient, the option, and null billing for "same as delivery"', () => {
    const input = detailsInput(filled({ email: ' ada@example.com ', note: ' ring twice ' }), true);
    expect(input).toEqual({
      email: 'ada@example.com',
      buyerNote: 'ring twice',
      shippingDestination: {
        address: { country: 'US', addressLine: '1 Main St', city: 'New York', subdivision: 'US-NY', postalCode: '10001' },
        contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
      },
      shippingCode: 'standard',
      billingInfo: null,
    });
  });

  it('sends the billing address alone for an order that does not ship', () => {
    const input = detailsInput(
      filled({
        billing: { country: 'DE', city: 'Berlin', addressLine: 'Hauptstr. 1', postalCode: '10115' },
        payer: { firstName: 'Bo', lastName: 'Payer', phone: '' },
      }),
      false,
    );
    expect(input.shippingDestination).toBeUndefined();
    expect(input.billingInfo).toEqual({
      address: { country: 'DE', city: 'Berlin', addressLine: 'Hauptstr. 1', postalCode: '10115' },
      contactDetails: { firstName: 'Bo', lastName: 'Payer' },
    });
  });
});

describe('tax ids (CPF and CNPJ, issue 16)', () => {
  it('keeps a tax id set through the API when the page saves billing (saving used to replace the contact and drop it)', () => {
    const vatId = { id: '12345678909', type: 'CPF' as const };
    const values = initialValues(checkout({ billingInfo: { contactDetails: { firstName: 'Ana', vatId } } }), [OFFLINE], 'BR');
    expect(values.taxId).toBe('12345678909');
    // Billing the same as the delivery: the recipient's contact carries it.
    const same = detailsInput({ ...filled(), taxId: values.taxId }, true);
    expect(same.billingInfo).toBeNull();
    expect(same.shippingDestination?.contactDetails.vatId).toEqual(vatId);
    // Another billing address: its contact does.
    const apart = detailsInput(
      {
        ...filled(),
        taxId: values.taxId,
        billingSame: false,
        billing: { country: 'BR', city: 'São Paulo' },
        payer: { firstName: 'Ana', lastName: 'Lima', phone: '' },
      },
      true,
    );
    expect(apart.billingInfo?.contactDetails.vatId).toEqual(vatId);
    expect(apart.shippingDestination?.contactDetails.vatId).toBeUndefined();
  });

  it('asks for it with a Brazilian billing address only, and checks a CPF’s or CNPJ’s check digits', () => {
    const brazil = { country: 'BR', addressLine: 'Av. Paulista 1000', addressLine2: '', city: 'São Paulo', subdivision: 'BR-SP', postalCode: '01310-100' };
    expect(taxIdShown(filled({ shipping: brazil }), true)).toBe(true);
    expect(taxIdShown(filled(), true)).toBe(false);
    expect(taxIdShown(filled({ billingSame: false, billing: { country: 'BR' } }), true)).toBe(true);
    const errorOf = (taxId: string) =>
      formErrors(filled({ shipping: brazil, taxId }), { ships: true, needsOption: true, method: OFFLINE, checks: { cardErrors, checkTaxId } }).taxId;
    expect(errorOf('')).toBeUndefined();
    expect(errorOf('123.456.789-09')).toBeUndefined();
    expect(errorOf('12.345.678/0001-95')).toBeUndefined();
    expect(errorOf('123.456.789-00')).toMatch(/valid CPF/);
    expect(errorOf('1234')).toMatch(/valid CPF/);
    expect(detailsInput(filled({ taxId: ' 12.345.678/0001-95 ' }), true).shippingDestination?.contactDetails.vatId).toEqual({
      id: '12.345.678/0001-95',
      type: 'CNPJ',
    });
    expect(fieldOfViolation('checkout.billingInfo.contactDetails.vatId.id')).toBe('taxId');
    expect(fieldOfViolation('checkout.shippingInfo.shippingDestination.contactDetails.vatId.type')).toBe('taxId');
  });
});

describe('the store’s violations', () => {
  it('land on the fields they name', () => {
    expect(fieldOfViolation('checkout.shippingInfo.shippingDestination.address.postalCode')).toBe('shipping.postalCode');
    expect(fieldOfViolation('checkout.shippingInfo.shippingDestination.address')).toBe('shipping.addressLine');
    expect(fieldOfViolation('checkout.shippingInfo.shippingDestination.contactDetails.lastName')).toBe('recipient.lastName');
    expect(fieldOfViolation('checkout.billingInfo.address.addressLine1')).toBe('billing.addressLine');
    expect(fieldOfViolation('checkout.shippingInfo.selectedCarrierServiceOption.code')).toBe('shippingCode');
    expect(fieldOfViolation('paymentMethod.card.expiryYear')).toBe('card.expiry');
    expect(fieldOfViolation('checkout.buyerInfo.email')).toBe('email');
    expect(fieldOfViolation('somethingElse')).toBeUndefined();
  });

  it('read as sentences; the ones no field shows are kept for a list', () => {
    const { errors, unplaced } = errorsOfViolations([
      {
        field: 'checkout.shippingInfo.shippingDestination.address.postalCode',
        description: 'is not a postal code of US (for example 94103)',
        violatedRule: 'FORMAT',
        ruleName: 'FORMAT',
      },
      { field: 'checkout.buyerInfo.email', description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: 'REQUIRED_FIELD' },
      { field: 'mystery', description: 'is odd', violatedRule: 'OTHER', ruleName: 'OTHER' },
    ]);
    expect(errors).toEqual({ 'shipping.postalCode': 'Is not a postal code of US (for example 94103).', email: 'This field is required.' });
    expect(unplaced).toEqual(['mystery: is odd']);
  });
});

describe('the order summary', () => {
  it('shows lines with their options and the catalog’s old price, and pictures only from the store’s origin', () => {
    const mine = checkoutSummary(checkout(), 'http://store.test');
    expect(mine.lines[0]).toMatchObject({
      name: 'Mug',
      quantity: 2,
      options: ['Colour: Sage'],
      unitPrice: '$12.00',
      fullUnitPrice: '$15.00',
      total: '$24.00',
      image: { url: 'http://store.test/media/mug.svg' },
    });
    expect(checkoutSummary(checkout(), 'http://other.test').lines[0]!.image).toBeUndefined();
  });

  it('says shipping is still to be calculated before an option is chosen, and free when it costs nothing', () => {
    expect(checkoutSummary(checkout(), 'http://store.test').totals.shipping).toMatchObject({ pending: true });
    const chosen = checkout({ shippingInfo: { carrierServiceOptions: [], selectedCarrierServiceOption: { code: 'pickup', title: 'Store pickup' } as never } });
    expect(checkoutSummary(chosen, 'http://store.test').totals.shipping).toMatchObject({ title: 'Store pickup', free: true, pending: false });
  });
});
