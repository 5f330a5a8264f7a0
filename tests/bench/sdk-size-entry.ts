// The SDK size budget's entry: a client, its tokens, the cart and one product query, as a shop page would use them.
import { cartModule, createCore, productsModule } from '../../src/sdk/index.js';

/** Adds the product with this slug to the current cart and returns the cart. */
export async function addBySlug(clientId: string, baseUrl: string, slug: string) {
  const core = createCore({ clientId, baseUrl });
  const products = productsModule(core);
  const cart = cartModule(core);
  const { items } = await products.query().eq('slug', slug).limit(1).find();
  const product = items[0];
  if (!product) return cart.getCart();
  return cart.addToCart({ lineItems: [{ catalogReference: { catalogItemId: product.id, appId: '1380b703-ce81-ff05-f115-39571d94dfcd' }, quantity: 1 }] });
}
