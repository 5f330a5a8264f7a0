// @vitest-environment-options {"url": "http://localhost:8787/hosted/checkout/prefill"}
// The hosted checkout of a member in happy-dom, opened on the real store's answer: the form starts at the member's default address, name and phone.
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutApi } from '../../../src/hosted/api/checkout.js';
import { CheckoutView } from '../../../src/hosted/pages/checkout/checkout-view.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import type { CheckoutResponse } from '../../../src/wire/checkout.js';
import { addToCart, CART_PATH, insertProduct } from '../../support/cart-fixtures.js';
import { checkoutCall } from '../../support/checkout-flows.js';
import { memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';
import { pageFetch } from '../../support/widget-page.js';

const t = useTestApp();
let checkoutId: string;
let initial: CheckoutResponse;

beforeAll(async () => {
  vi.stubGlobal('fetch', pageFetch(t).fetch);
  const scarf = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Prefilled Scarf', price: 2500 });
  const member = await registerMember(t);
  const token = (await memberTokensFor(t, member.visitorToken, member.sessionToken)).access_token;
  const home = { country: 'US', subdivision: 'NY', city: 'Brooklyn', postalCode: '11201', addressLine: '5 Pine St' };
  const saved = await t.call('PATCH', `/members/v1/members/${member.identityId}`, {
    token,
    body: { member: { contact: { firstName: 'Grace', lastName: 'Hopper', phones: ['+1 718 555 0100'], addresses: [home] } } },
  });
  expect(saved.statusCode).toBe(200);
  await addToCart(t, token, [{ productId: scarf.id, quantity: 1 }]);
  checkoutId = (await t.call('POST', `${CART_PATH}/create-checkout`, { token, body: { channelType: 'WEB' } })).json().checkoutId as string;
  initial = (await checkoutCall(t, { token }, 'GET', `/${checkoutId}`)).json() as CheckoutResponse;
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the hosted checkout of a member', () => {
  it('opens with the member’s default address, name and phone in the form', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    createRoot(root).render(<CheckoutView api={checkoutApi(checkoutId)} initial={initial} backUrl={undefined} onPlaced={() => undefined} />);
    const values = () => [...root.querySelectorAll<HTMLInputElement>('input')].map((input) => input.value);
    await expect.poll(values).toEqual(expect.arrayContaining(['5 Pine St', 'Brooklyn', '11201', 'Grace', 'Hopper', '+1 718 555 0100']));
  });
});
