// Turns a loaded cart into priced lines and the wire's `cart` object (decimal strings, REST names).
import type { Cart, CartDiscount, CartLineItem } from '../../wire/cart.js';
import { DEFAULT_LOCALE, languageOf } from '../../wire/locale.js';
import type { ShopperCaller } from '../auth/index.js';
import { type PricedLine, priceLine } from '../pricing/index.js';
import { formatScaled, wirePrice } from '../money.js';
import { catalogItem } from './catalog-items.js';
import type { LoadedCart, StoredLine } from './cart-store.js';
import { customCatalogItem } from './custom-lines.js';

/** A stored line with its prices. */
export interface ViewLine {
  stored: StoredLine;
  priced: PricedLine;
}

/** Where hosted product pages live on the store's origin. */
export function productPagePath(slug: string): string {
  return `/hosted/product/${encodeURIComponent(slug)}`;
}

function choicesOf(stored: StoredLine): Record<string, string> {
  const options = stored.options.options;
  return options && typeof options === 'object' ? (options as Record<string, string>) : {};
}

/** Prices every line of a loaded cart from the catalog rows loaded with it. */
export function priceLines(loaded: LoadedCart, publicUrl: string): ViewLine[] {
  return loaded.lines.map((stored) => {
    const item = stored.custom
      ? customCatalogItem(stored.productId, stored.custom)
      : stored.product
        ? catalogItem(stored.product, stored.variant, stored.variantId, stored.variantId === null ? choicesOf(stored) : {}, publicUrl)
        : undefined;
    return { stored, priced: priceLine({ id: stored.id, quantity: stored.quantity }, item) };
  });
}

function wireLine({ stored, priced }: ViewLine, currency: string, locale: string, publicUrl: string): CartLineItem {
  const item = priced.item;
  const productName = stored.custom?.name ?? stored.product?.name ?? '';
  const line: CartLineItem = {
    id: stored.id,
    quantity: stored.quantity,
    catalogReference: { catalogItemId: stored.productId, appId: stored.appId, ...(Object.keys(stored.options).length > 0 ? { options: stored.options } : {}) },
    productName: { original: productName, translated: productName },
    price: wirePrice(priced.unitPrice, currency, locale),
    fullPrice: wirePrice(priced.fullUnitPrice, currency, locale),
    priceBeforeDiscounts: wirePrice(priced.unitPrice, currency, locale),
    lineItemPrice: wirePrice(priced.total, currency, locale),
    descriptionLines: item?.descriptionLines ?? [],
    availability: priced.availability,
    physicalProperties: {
      ...(item?.weightGrams !== null && item?.weightGrams !== undefined ? { weight: Number(formatScaled(item.weightGrams, 3)) } : {}),
      ...(item?.sku ? { sku: item.sku } : {}),
      shippable: item?.productType === 'physical',
    },
    itemType: stored.custom
      ? { preset: stored.custom.itemType, ...(stored.custom.customType ? { custom: stored.custom.customType } : {}) }
      : { preset: item?.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL' },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    rootCatalogItemId: stored.productId,
    customLineItem: stored.custom !== undefined,
    priceUndetermined: false,
    fixedQuantity: false,
    savePaymentMethod: false,
    membersOnly: false,
  };
  if (item && !stored.custom) {
    const path = productPagePath(item.slug);
    line.url = { relativePath: path, url: `${publicUrl}${path}` };
  }
  if (item?.image) line.image = item.image;
  return line;
}

/** The wire cart of a loaded, priced cart; an owner without a cart gets an empty one without id. */
export function toWireCart(loaded: LoadedCart, lines: readonly ViewLine[], caller: Pick<ShopperCaller, 'kind' | 'subjectId'>, publicUrl: string): Cart {
  const { site, cart } = loaded;
  const currency = site.currency;
  const locale = site.locale ?? DEFAULT_LOCALE;
  const appliedDiscounts: CartDiscount[] = cart?.couponId && cart.couponCode ? [{ coupon: { id: cart.couponId, code: cart.couponCode } }] : [];
  for (const d of cart?.merchantDiscounts ?? []) appliedDiscounts.push({ merchantDiscount: { amount: wirePrice(d.amount, currency, locale) } });
  const subtotalMinor = lines.reduce((sum, l) => sum + l.priced.total, 0);
  const wire: Cart = {
    lineItems: lines.map((l) => wireLine(l, currency, locale, publicUrl)),
    buyerInfo: caller.kind === 'member' ? { memberId: caller.subjectId } : { visitorId: caller.subjectId },
    currency,
    conversionCurrency: currency,
    paymentCurrency: currency,
    buyerLanguage: 'en',
    siteLanguage: languageOf(locale),
    taxIncludedInPrices: site.pricesIncludeTax,
    weightUnit: 'KG',
    // A cart stored past the amount bound (before it existed) has no exact subtotal: left out, its totals say why.
    ...(Number.isSafeInteger(subtotalMinor) ? { subtotal: wirePrice(subtotalMinor, currency, locale) } : {}),
    appliedDiscounts,
  };
  if (!cart) return wire;
  wire.id = cart.id;
  if (cart.buyerNote !== null) wire.buyerNote = cart.buyerNote;
  if (cart.contactInfo) wire.contactInfo = cart.contactInfo;
  if (cart.selectedShippingOption) wire.selectedShippingOption = cart.selectedShippingOption;
  if (cart.checkoutId) wire.checkoutId = cart.checkoutId;
  wire.createdDate = cart.createdAt.toISOString();
  wire.updatedDate = cart.updatedAt.toISOString();
  wire.revision = String(cart.revision);
  return wire;
}
