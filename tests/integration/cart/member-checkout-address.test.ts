// A member's new checkout starts at their default address with their name and phone; a street the shopper gave and an estimate for another country are kept; visitors get nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutCall } from '../../support/checkout-flows.js';
import { memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let scarf: CreatedProduct;
const HOME = { country: 'US', subdivision: 'NY', city: 'Brooklyn', postalCode: '11201', addressLine: '5 Pine St' };

beforeAll(async () => {
  scarf = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Prefill Scarf', price: 2500 });
});

/** A member with a saved address (the account page's save), and their access token. */
async function memberWithAddress(): Promise<string> {
  const member = await registerMember(t);
  const token = (await memberTokensFor(t, member.visitorToken, member.sessionToken)).access_token;
  const saved = await t.call('PATCH', `/members/v1/members/${member.identityId}`, {
    token,
    body: { member: { contact: { firstName: 'Grace', lastName: 'Hopper', phones: ['+1 718 555 0100'], addresses: [HOME] } } },
  });
  expect(saved.statusCode).toBe(200);
  return token;
}

/** Creates a checkout of one scarf from the token's cart (with `body`'s estimate) and reads its shipping destination. */
async function destinationOf(token: string, body: Record<string, unknown> = {}) {
  await addToCart(t, token, [{ productId: scarf.id, quantity: 1 }]);
  const created = await t.call('POST', `${CART_PATH}/create-checkout`, { token, body: { channelType: 'WEB', ...body } });
  expect(created.statusCode).toBe(200);
  const read = await checkoutCall(t, { token }, 'GET', `/${created.json().checkoutId as string}`);
  expect(read.statusCode).toBe(200);
  return read.json().checkout.shippingInfo.shippingDestination as { address?: Record<string, string>; contactDetails?: Record<string, string> } | undefined;
}

describe('a member’s checkout prefilled from their default address', () => {
  it('starts at the member’s address with their name and phone', async () => {
    const destination = await destinationOf(await memberWithAddress());
    expect(destination?.address).toMatchObject({ country: 'US', city: 'Brooklyn', postalCode: '11201', addressLine: '5 Pine St' });
    expect(destination?.contactDetails).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: '+1 718 555 0100' });
  });

  it('takes it over an estimate of the same country, keeps an estimate for another country and a street the shopper gave', async () => {
    expect((await destinationOf(await memberWithAddress(), { shippingAddress: { country: 'US', postalCode: '10001' } }))?.address).toMatchObject({
      addressLine: '5 Pine St',
    });
    const abroad = await destinationOf(await memberWithAddress(), { shippingAddress: { country: 'DE', postalCode: '10115' } });
    expect(abroad?.address).toEqual({ country: 'DE', postalCode: '10115' });
    expect(abroad?.contactDetails).toBeUndefined();
    const typed = await destinationOf(await memberWithAddress(), { shippingAddress: { country: 'US', addressLine: '9 Elm St', city: 'Boston' } });
    expect(typed?.address).toMatchObject({ addressLine: '9 Elm St', city: 'Boston' });
  });

  it('leaves a visitor’s checkout and a member without addresses as they were', async () => {
    expect(await destinationOf(await t.visitorToken())).toBeUndefined();
    const member = await registerMember(t);
    expect(await destinationOf((await memberTokensFor(t, member.visitorToken, member.sessionToken)).access_token)).toBeUndefined();
  });
});
