// Bad input on the checkout: each address and contact field empty, too long or wrong for the country; e-mail; option; an incomplete checkout.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { ADA, checkoutCall, createOrder, fillCheckout, NY_ADDRESS, pageFor, type CheckoutAuth } from '../../support/checkout-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;
let page: { checkoutId: string; auth: CheckoutAuth };

const DEST = 'checkout.shippingInfo.shippingDestination';

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Address Mug', price: 1000 });
  page = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
});

function shipTo(address: Record<string, unknown>, contact: Record<string, unknown> = ADA) {
  return checkoutCall(t, page.auth, 'PATCH', `/${page.checkoutId}`, {
    checkout: { shippingInfo: { shippingDestination: { address, contactDetails: contact } } },
  });
}

/** The one violation of a refused update: its field and rule. */
async function violation(response: Awaited<ReturnType<typeof shipTo>>): Promise<{ field: string; violatedRule: string }[]> {
  expect(response.statusCode).toBe(400);
  return response
    .json()
    .details.validationError.fieldViolations.map((v: { field: string; violatedRule: string }) => ({ field: v.field, violatedRule: v.violatedRule }));
}

describe('each field empty', () => {
  it.each([
    ['country', {}],
    ['addressLine', {}],
    ['city', {}],
    ['postalCode', {}],
    ['subdivision', {}],
  ])('refuses a US address without %s as REQUIRED_FIELD', async (field) => {
    const response = await shipTo({ ...NY_ADDRESS, [field]: '' });
    expect(await violation(response)).toEqual([{ field: `${DEST}.address.${field}`, violatedRule: 'REQUIRED_FIELD' }]);
  });

  it.each(['firstName', 'lastName'])('refuses a recipient without %s', async (field) => {
    const response = await shipTo(NY_ADDRESS, { ...ADA, [field]: '  ' });
    expect(await violation(response)).toEqual([{ field: `${DEST}.contactDetails.${field}`, violatedRule: 'REQUIRED_FIELD' }]);
  });

  it('does not ask for a postal code where the country has none, nor for a state where it needs none', async () => {
    const response = await shipTo({ country: 'IE', city: 'Dublin', addressLine: '1 Grafton St' });
    expect(response.statusCode).toBe(200);
    expect(response.json().checkout.shippingInfo.shippingDestination.address).toEqual({ country: 'IE', city: 'Dublin', addressLine: '1 Grafton St' });
  });
});

describe('each field too long', () => {
  it.each([
    ['address.addressLine', 150],
    ['address.addressLine2', 150],
    ['address.city', 100],
    ['address.subdivision', 50],
    ['address.postalCode', 50],
    ['contactDetails.firstName', 100],
    ['contactDetails.lastName', 100],
    ['contactDetails.phone', 50],
    ['contactDetails.company', 1000],
  ])('refuses %s over %i characters as MAX_LENGTH', async (path, max) => {
    const [part, field] = path.split('.') as ['address' | 'contactDetails', string];
    const long = field === 'phone' ? '1'.repeat(max + 1) : 'a'.repeat(max + 1);
    const response = part === 'address' ? await shipTo({ ...NY_ADDRESS, [field]: long }) : await shipTo(NY_ADDRESS, { ...ADA, [field]: long });
    expect(await violation(response)).toEqual([{ field: `${DEST}.${path}`, violatedRule: 'MAX_LENGTH' }]);
  });

  it('refuses a note over 1000 characters', async () => {
    const response = await checkoutCall(t, page.auth, 'PATCH', `/${page.checkoutId}`, { checkout: { buyerNote: 'n'.repeat(1001) } });
    expect(await violation(response)).toEqual([{ field: 'checkout.buyerNote', violatedRule: 'MAX_LENGTH' }]);
  });
});

describe('fields wrong for the country', () => {
  it.each([
    ['US', { postalCode: '1234' }, 'postalCode'],
    ['US', { subdivision: 'ZZ' }, 'subdivision'],
    ['GB', { country: 'GB', subdivision: '', postalCode: '12345' }, 'postalCode'],
    ['CA', { country: 'CA', subdivision: 'ON', postalCode: 'ABCDE' }, 'postalCode'],
    ['CA', { country: 'CA', subdivision: 'NY', postalCode: 'K1A 0B1' }, 'subdivision'],
    ['DE', { country: 'DE', subdivision: '', postalCode: '1234' }, 'postalCode'],
  ])('refuses a %s address with %j', async (_country, change, field) => {
    const response = await shipTo({ ...NY_ADDRESS, ...change });
    expect(await violation(response)).toEqual([{ field: `${DEST}.address.${field}`, violatedRule: 'FORMAT' }]);
  });

  it('names the expected postal code shape in the description', async () => {
    const response = await shipTo({ ...NY_ADDRESS, postalCode: 'ABC' });
    expect(response.json().details.validationError.fieldViolations[0].description).toBe('is not a postal code of US (for example 94103)');
  });

  it('refuses a country that is not an ISO code', async () => {
    expect(await violation(await shipTo({ ...NY_ADDRESS, country: 'XX' }))).toEqual([{ field: `${DEST}.address.country`, violatedRule: 'INVALID_ENUM_VALUE' }]);
  });

  it('refuses a phone number that is not one', async () => {
    expect(await violation(await shipTo(NY_ADDRESS, { ...ADA, phone: 'call me maybe' }))).toEqual([
      { field: `${DEST}.contactDetails.phone`, violatedRule: 'FORMAT' },
    ]);
  });

  it('accepts a state by name or code and a lower-case UK postcode, and stores them normalized', async () => {
    const us = await shipTo({ ...NY_ADDRESS, subdivision: 'new york' });
    expect(us.json().checkout.shippingInfo.shippingDestination.address.subdivision).toBe('US-NY');
    const gb = await shipTo({ country: 'gb', city: 'London', postalCode: 'sw1a 1aa', addressLine: '10 Downing St' });
    expect(gb.json().checkout.shippingInfo.shippingDestination.address).toMatchObject({ country: 'GB', postalCode: 'SW1A 1AA' });
  });

  it('checks the billing address the same way, under its own path', async () => {
    const response = await checkoutCall(t, page.auth, 'PATCH', `/${page.checkoutId}`, {
      checkout: { billingInfo: { address: { ...NY_ADDRESS, postalCode: 'x' }, contactDetails: { firstName: 'Ada' } } },
    });
    expect(await violation(response)).toEqual([
      { field: 'checkout.billingInfo.address.postalCode', violatedRule: 'FORMAT' },
      { field: 'checkout.billingInfo.contactDetails.lastName', violatedRule: 'REQUIRED_FIELD' },
    ]);
  });

  it('writes nothing when any field is refused', async () => {
    await fillCheckout(t, page.auth, page.checkoutId);
    await shipTo({ ...NY_ADDRESS, city: '', addressLine: 'Somewhere else 5' });
    const read = (await checkoutCall(t, page.auth, 'GET', `/${page.checkoutId}`)).json();
    expect(read.checkout.shippingInfo.shippingDestination.address).toEqual(NY_ADDRESS);
  });
});

describe('e-mail and shipping option', () => {
  it('refuses a malformed or overlong e-mail', async () => {
    const bad = await checkoutCall(t, page.auth, 'PATCH', `/${page.checkoutId}`, { checkout: { buyerInfo: { email: 'not an email' } } });
    expect(await violation(bad)).toEqual([{ field: 'checkout.buyerInfo.email', violatedRule: 'FORMAT' }]);
    const long = await checkoutCall(t, page.auth, 'PATCH', `/${page.checkoutId}`, { checkout: { buyerInfo: { email: `${'a'.repeat(250)}@example.com` } } });
    expect(await violation(long)).toEqual([{ field: 'checkout.buyerInfo.email', violatedRule: 'MAX_LENGTH' }]);
  });

  it('refuses an option the address’s region does not offer and names the ones it does', async () => {
    await fillCheckout(t, page.auth, page.checkoutId);
    const response = await checkoutCall(t, page.auth, 'PATCH', `/${page.checkoutId}`, {
      checkout: { shippingInfo: { selectedCarrierServiceOption: { code: 'teleport' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'checkout.shippingInfo.selectedCarrierServiceOption.code',
      violatedRule: 'INVALID_ENUM_VALUE',
      data: { allowed: ['standard', 'express', 'pickup'] },
    });
  });
});

describe('an incomplete checkout', () => {
  it('cannot be ordered: the missing e-mail and address are named as the checkout’s fields', async () => {
    const fresh = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
    const response = await createOrder(t, fresh.auth, fresh.checkoutId);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual([
      'checkout.buyerInfo.email',
      `${DEST}.address`,
    ]);
  });

  it('re-checks an address that came from the cart without a check', async () => {
    const token = await t.visitorToken();
    const { checkoutWith } = await import('../../support/checkout-flows.js');
    const checkoutId = await checkoutWith(t, token, [{ productId: mug.id }], {
      channelType: 'WEB',
      shippingAddress: { country: 'US', subdivision: 'NY', postalCode: '10001' },
      email: 'cart@example.com',
    });
    const response = await createOrder(t, { token }, checkoutId);
    expect(response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual([
      `${DEST}.address.addressLine`,
      `${DEST}.address.city`,
      `${DEST}.contactDetails.firstName`,
      `${DEST}.contactDetails.lastName`,
    ]);
  });
});
