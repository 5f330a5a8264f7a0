// Starting the checkout (create-checkout → ecomCheckout redirect session → hosted page); loaded when the shopper checks out.
import { multiplyDecimal } from '../decimal.js';
import { emitToteEvent } from '../events.js';
import { loadCart } from './cart-actions.js';
import { drawerErrorText } from './cart-edits.js';
import { cartLines, cartSubtotal } from './cart-state.js';
import { errorCode } from './error-text.js';
import { pageClient } from './page-client.js';
import { pageUrl, RETURN_PARAM, THANK_YOU } from './page-url.js';
import { savedEstimate } from './saved-estimate.js';
import { store } from './store.js';

/**
 * Creates a checkout from the cart (or from one of its lines: Buy now) and sends the browser to the store's hosted checkout through an `ecomCheckout`
 * redirect session whose callbacks come back to this page. A refusal (lines no longer available) is shown in the drawer.
 */
export async function checkout(only?: { id: string; quantity: number }): Promise<void> {
  const state = store.getState();
  // The estimate made in the drawer, on this page or an earlier one of the tab (Buy now checks out without opening the drawer).
  const { cart, destination, shippingCode } = state.destination ? state : { ...state, ...savedEstimate() };
  store.setState({ checkingOut: true, checkoutError: undefined });
  try {
    const client = pageClient();
    const { checkoutId } = await client.cart.createCheckout({
      channelType: 'WEB',
      ...(destination ? { shippingAddress: destination } : {}),
      ...(shippingCode ? { selectedShippingOption: { code: shippingCode } } : {}),
      ...(only ? { lineItems: [only] } : {}),
    });
    const here = pageUrl();
    const session = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: here, cartPageUrl: here, thankYouPageUrl: pageUrl({ [RETURN_PARAM]: THANK_YOU }) },
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
  } catch (error) {
    store.setState({ checkingOut: false, checkoutError: drawerErrorText(error) });
    // Lines that cannot be bought as they are: read the cart again so each one shows its problem.
    if (errorCode(error) === 'CART_ITEMS_NOT_AVAILABLE') await loadCart();
  }
}
