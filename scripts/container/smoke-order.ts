// The container smoke test's HTTP part: against a running Tote container, an image upload (sharp inside the image) and
// an order placed as a shopper would place it (visitor token, cart, checkout, order), read back with the owner's key.
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { STORES_APP_ID } from '../../src/wire/cart.js';
import { multipartBody } from '../../tests/support/media-files.js';

/** What `tote init --json` printed, and where the store and the shop are. */
interface SmokeTarget {
  storeUrl: string;
  shopOrigin: string;
  clientId: string;
  apiKey: string;
}

/** A JSON call to the store; throws on anything but 200. */
async function call(target: SmokeTarget, method: string, pathname: string, init: { token?: string; body?: unknown } = {}): Promise<any> {
  const response = await fetch(`${target.storeUrl}${pathname}`, {
    method,
    headers: {
      origin: target.shopOrigin,
      ...(init.token ? { authorization: init.token } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${pathname} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** Uploads an 800×400 PNG as the owner and fetches its 160 px WebP version: both made by sharp in the container. */
async function checkImages(target: SmokeTarget): Promise<void> {
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .png()
    .toBuffer();
  const body = multipartBody('file', 'smoke.png', 'image/png', png);
  const upload = await fetch(`${target.storeUrl}/tote/v1/media/upload`, {
    method: 'POST',
    headers: { authorization: target.apiKey, 'content-type': body.contentType },
    body: new Uint8Array(body.payload),
  });
  const text = await upload.text();
  if (upload.status !== 200) throw new Error(`image upload answered ${upload.status}: ${text}`);
  const { file } = JSON.parse(text) as { file: { thumbnailUrl: string; media: { image: { image: { width: number; height: number } } } } };
  const { width, height } = file.media.image.image;
  if (width !== 800 || height !== 400) throw new Error(`the upload measured ${width}×${height}, not 800×400`);
  const thumbnail = await fetch(`${target.storeUrl}${new URL(file.thumbnailUrl).pathname}`);
  const webp = Buffer.from(await thumbnail.arrayBuffer());
  const metadata = thumbnail.status === 200 ? await sharp(webp).metadata() : undefined;
  if (metadata?.format !== 'webp' || metadata.width !== 160) throw new Error(`the thumbnail answered ${thumbnail.status}: ${JSON.stringify(metadata)}`);
  console.log(`smoke: image uploaded (800×400 PNG) and its 160 px WebP version served (${webp.length} bytes)`);
}

/** Places an order for two of the product with this slug as an anonymous shopper; returns the order read by the owner. */
async function placeOrder(target: SmokeTarget, slug: string): Promise<{ id: string; number: string; total: string }> {
  const { products } = await call(target, 'POST', '/stores-reader/v1/products/query', { token: target.apiKey, body: { query: {} } });
  const product = (products as { id: string; slug: string }[]).find((p) => p.slug === slug);
  if (!product) throw new Error(`no product ${slug} in the store`);
  // A new site ships nowhere: the owner adds a zone (5.00 flat), as docs/own-shop.md sets one up.
  await call(target, 'POST', '/tote/v1/shipping/zones', {
    token: target.apiKey,
    body: { zone: { name: 'USA', destinations: [{ country: 'US' }], rates: [{ code: 'ground', title: 'Ground', kind: 'FLAT', amount: '5.00' }] } },
  });
  const token = (await call(target, 'POST', '/oauth2/token', { body: { clientId: target.clientId, grantType: 'anonymous' } })).access_token as string;
  await call(target, 'POST', '/ecom/v1/carts/current/add-to-cart', {
    token,
    body: { lineItems: [{ catalogReference: { catalogItemId: product.id, appId: STORES_APP_ID }, quantity: 2 }] },
  });
  const { checkoutId } = await call(target, 'POST', '/ecom/v1/carts/current/create-checkout', { token, body: { channelType: 'WEB' } });
  await call(target, 'PATCH', `/ecom/v1/checkouts/${checkoutId}`, {
    token,
    body: {
      checkout: {
        buyerInfo: { email: 'ada@example.com' },
        shippingInfo: {
          shippingDestination: {
            address: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine: '1 Main St' },
            contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
          },
        },
      },
    },
  });
  const { orderId } = await call(target, 'POST', `/ecom/v1/checkouts/${checkoutId}/create-order`, { token, body: {} });
  const { order } = await call(target, 'GET', `/ecom/v1/orders/${orderId}`, { token: target.apiKey });
  const quantity = order.lineItems?.[0]?.quantity;
  // Two jars of the CSV's 9.50 honey and the zone's 5.00, no tax configured.
  const total = Number(order.priceSummary?.total?.amount);
  if (order.buyerInfo?.email !== 'ada@example.com' || quantity !== 2 || total !== 24) throw new Error(`the order reads back wrong: ${JSON.stringify(order)}`);
  return { id: order.id, number: String(order.number), total: `${order.priceSummary.total.amount} ${order.currency}` };
}

const { values } = parseArgs({
  options: {
    store: { type: 'string' },
    shop: { type: 'string' },
    site: { type: 'string' },
    product: { type: 'string' },
  },
});
if (!values.store || !values.shop || !values.site || !values.product) {
  throw new Error('usage: smoke-order.ts --store <url> --shop <origin> --site <tote init --json output> --product <slug>');
}
const site = JSON.parse(values.site) as { clientId: string; apiKey: string };
const target: SmokeTarget = { storeUrl: values.store, shopOrigin: values.shop, clientId: site.clientId, apiKey: site.apiKey };
await checkImages(target);
const order = await placeOrder(target, values.product);
console.log(`smoke: order ${order.number} placed through the container (${order.id}, total ${order.total})`);
