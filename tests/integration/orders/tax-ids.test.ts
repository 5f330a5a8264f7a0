// Brazilian tax ids at checkout: a CPF or CNPJ in the billing contact (Wix's vatId), its check digits validated, kept on the order.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { ADA, checkoutCall, createOrder, fillCheckout, merchantOrder, pageFor, type CheckoutAuth } from '../../support/checkout-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;

const SAO_PAULO = { country: 'BR', subdivision: 'BR-SP', city: 'São Paulo', postalCode: '01310-100', addressLine: 'Av. Paulista, 1000' };
const VAT_FIELD = 'checkout.billingInfo.contactDetails.vatId';

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Tax Id Mug', price: 1000 });
});

async function newCheckout(): Promise<{ checkoutId: string; auth: CheckoutAuth }> {
  const page = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
  await fillCheckout(t, page.auth, page.checkoutId);
  return page;
}

function billTo(page: { checkoutId: string; auth: CheckoutAuth }, vatId: unknown) {
  return checkoutCall(t, page.auth, 'PATCH', `/${page.checkoutId}`, {
    checkout: { billingInfo: { address: SAO_PAULO, contactDetails: { ...ADA, company: 'Tote Ltda', vatId } } },
  });
}

/** The violations of a refused update: field, rule and data. */
function violations(response: Awaited<ReturnType<typeof billTo>>): { field: string; violatedRule: string; data?: unknown }[] {
  expect(response.statusCode).toBe(400);
  return response.json().details.validationError.fieldViolations.map((v: { field: string; violatedRule: string; data?: unknown }) => ({
    field: v.field,
    violatedRule: v.violatedRule,
    data: v.data,
  }));
}

describe('a tax id given at checkout', () => {
  it('keeps a CPF on the checkout without punctuation and carries it to the order’s billing info', async () => {
    const page = await newCheckout();
    const response = await billTo(page, { id: '529.982.247-25', type: 'CPF' });
    expect(response.statusCode).toBe(200);
    expect(response.json().checkout.billingInfo.contactDetails.vatId).toEqual({ id: '52998224725', type: 'CPF' });
    const read = await checkoutCall(t, page.auth, 'GET', `/${page.checkoutId}`);
    expect(read.json().checkout.billingInfo.contactDetails).toEqual({ ...ADA, company: 'Tote Ltda', vatId: { id: '52998224725', type: 'CPF' } });

    const placed = await createOrder(t, page.auth, page.checkoutId);
    expect(placed.statusCode).toBe(200);
    const order = await merchantOrder(t, placed.json().orderId);
    expect(order.billingInfo).toEqual({
      address: expect.objectContaining({ country: 'BR', postalCode: '01310-100' }),
      contactDetails: { ...ADA, company: 'Tote Ltda', vatId: { id: '52998224725', type: 'CPF' } },
    });
    // The recipient is the shipping contact, who gave no tax id.
    expect(order.recipientInfo.contactDetails.vatId).toBeUndefined();
  });

  it('keeps a CNPJ, numeric or alphanumeric (letters upper-cased)', async () => {
    const page = await newCheckout();
    const numeric = await billTo(page, { id: '11.222.333/0001-81', type: 'CNPJ' });
    expect(numeric.json().checkout.billingInfo.contactDetails.vatId).toEqual({ id: '11222333000181', type: 'CNPJ' });
    const letters = await billTo(page, { id: '12.abc.345/01de-35', type: 'cnpj' });
    expect(letters.statusCode).toBe(200);
    expect(letters.json().checkout.billingInfo.contactDetails.vatId).toEqual({ id: '12ABC34501DE35', type: 'CNPJ' });
    const placed = await createOrder(t, page.auth, page.checkoutId);
    expect(placed.statusCode).toBe(200);
    expect((await merchantOrder(t, placed.json().orderId)).billingInfo.contactDetails.vatId).toEqual({ id: '12ABC34501DE35', type: 'CNPJ' });
  });

  it('refuses wrong check digits, the wrong shape and a missing or unknown kind as field violations, and keeps what was there', async () => {
    const page = await newCheckout();
    expect((await billTo(page, { id: '529.982.247-25', type: 'CPF' })).statusCode).toBe(200);

    expect(violations(await billTo(page, { id: '529.982.247-24', type: 'CPF' }))).toEqual([
      { field: `${VAT_FIELD}.id`, violatedRule: 'FORMAT', data: { type: 'CPF', reason: 'CHECK_DIGITS' } },
    ]);
    expect(violations(await billTo(page, { id: '11.222.333/0001-80', type: 'CNPJ' }))).toEqual([
      { field: `${VAT_FIELD}.id`, violatedRule: 'FORMAT', data: { type: 'CNPJ', reason: 'CHECK_DIGITS' } },
    ]);
    expect(violations(await billTo(page, { id: '111.111.111-11', type: 'CPF' }))[0]).toMatchObject({ data: { reason: 'CHECK_DIGITS' } });
    // A CPF given as a CNPJ has the wrong shape.
    expect(violations(await billTo(page, { id: '529.982.247-25', type: 'CNPJ' }))).toEqual([
      { field: `${VAT_FIELD}.id`, violatedRule: 'FORMAT', data: { type: 'CNPJ', length: 14, example: '12.345.678/0001-95' } },
    ]);
    expect(violations(await billTo(page, { id: '52998224725' }))).toEqual([
      { field: `${VAT_FIELD}.type`, violatedRule: 'REQUIRED_FIELD', data: { allowed: ['CPF', 'CNPJ'] } },
    ]);
    expect(violations(await billTo(page, { id: '52998224725', type: 'UNSPECIFIED' }))[0]).toMatchObject({ violatedRule: 'REQUIRED_FIELD' });
    expect(violations(await billTo(page, { id: '52998224725', type: 'SSN' }))).toEqual([
      { field: `${VAT_FIELD}.type`, violatedRule: 'INVALID_ENUM_VALUE', data: { allowed: ['CPF', 'CNPJ'] } },
    ]);
    const id = await billTo(page, { id: 52998224725, type: 'CPF' });
    expect(id.statusCode).toBe(400);

    const read = await checkoutCall(t, page.auth, 'GET', `/${page.checkoutId}`);
    expect(read.json().checkout.billingInfo.contactDetails.vatId).toEqual({ id: '52998224725', type: 'CPF' });
  });

  it('takes a vatId without an id as no tax id, and null removes it', async () => {
    const page = await newCheckout();
    const empty = await billTo(page, { id: '', type: 'UNSPECIFIED' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().checkout.billingInfo.contactDetails.vatId).toBeUndefined();
    expect((await billTo(page, { id: '123.456.789-09', type: 'CPF' })).json().checkout.billingInfo.contactDetails.vatId).toEqual({
      id: '12345678909',
      type: 'CPF',
    });
    const removed = await billTo(page, null);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().checkout.billingInfo.contactDetails.vatId).toBeUndefined();
  });
});
