// Creating a checkout from the current cart: `CartModule.createCheckout`, also on its own for bundles that create checkouts in a later chunk.
import type { CreateCheckoutResponse } from '../../wire/cart.js';
import type { ToteCore } from '../core/core.js';
import { randomId } from '../core/random-id.js';
import { CART_PATH } from './cart-edits.js';
import type { CreateCheckoutOptions } from './cart.js';

/** POST /ecom/v1/carts/current/create-checkout with a new idempotency key (a retry cannot create a second checkout). */
export function createCheckout(core: ToteCore, options: CreateCheckoutOptions = {}): Promise<CreateCheckoutResponse> {
  return core.http.request({ method: 'POST', path: `${CART_PATH}/create-checkout`, body: options, args: 'options', idempotencyKey: randomId() });
}
