// Starting the checkout (create-checkout → ecomCheckout redirect session → hosted page): a chunk of its own, loaded by checkout-start.ts.
import { createCheckout } from '../../sdk/modules/cart-checkout.js';
import { multiplyDecimal } from '../decimal.js';
import { emitToteEvent } from '../events.js';
import { cartLines, cartSubtotal, type CartState } from './cart-state.js';
import { pageClient } from './page-client.js';
import { CHECKOUT_PARAM, pageUrl, RETURN_PARAM, THANK_YOU } from './page-url.js';

/**
 * Creates a checkout from the cart (or from one of its lines: Buy now) for the estimate's destination and delivery option, and sends the
 * browser to the store's hosted checkout through an `ecomCheckout` redirect session whose callbacks come back to this page. Throws the
 * store's refusal (lines no longer available ...) for the caller to show (checkout-start.ts).
 */
export async function checkout(
  { cart, destination, shippingCode }: Pick<CartState, 'cart' | 'destination' | 'shippingCode'>,
  only?: { id: string; quantity: number },
): Promise<void> {
  const client = pageClient();
  const { checkoutId } = await createCheckout(client.core, {
    channelType: 'WEB',
    ...(destination ? { shippingAddress: destination } : {}),
    ...(shippingCode ? { selectedShippingOption: { code: shippingCode } } : {}),
    ...(only ? { lineItems: [only] } : {}),
  });
  const here = pageUrl();
  const session = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks: { postFlowUrl: here, cartPageUrl: here, thankYouPageUrl: pageUrl({ [RETURN_PARAM]: THANK_YOU, [CHECKOUT_PARAM]: checkoutId }) },
  });
  const lines = cartLines(cart).filter((l) => !only || l.id === only.id);
  const items = lines.map(({ catalogReference: { catalogItemId, options }, productName, price, quantity }) => ({
    productId: catalogItemId,
    ...(options?.variantId ? { variantId: options.variantId } : {}),
    name: productName.original,
    price: price.amount,
    quantity: only?.quantity ?? quantity,
  }));
  const subtotal = only ? multiplyDecimal(lines[0]?.price.amount ?? '0', only.quantity) : cartSubtotal(cart);
  void emitToteEvent('checkout', { checkoutId, items, subtotal, currency: cart?.currency ?? '' });
  location.assign(session.fullUrl);
}
