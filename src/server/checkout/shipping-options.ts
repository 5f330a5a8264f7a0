// The delivery options for an address the buyer is typing: the region's shipping options with prices, store pickup with its address.
import type { CalculationErrors, ShippingOption } from '../../wire/cart.js';
import type { ShopperCaller } from '../auth/index.js';
import { toWireCart, toWireEstimate } from '../cart/index.js';
import type { AppContext } from '../context.js';
import type { StoredAddress } from '../db/commerce-tables.js';
import { ownedCheckout, type CheckoutAccess } from './checkout-access.js';
import { priceCheckout } from './checkout-pricing.js';
import { findCheckoutRow } from './checkout-store.js';

/** Answer of POST `/ecom/v1/checkouts/{id}/shipping-options`. */
export interface ShippingOptionsResponse {
  region?: { id: string; name: string };
  /** The options the region offers for this checkout's items, with their prices (pickup options carry `logistics.pickupDetails`). */
  shippingOptions: ShippingOption[];
  /** Why there are none (`DESTINATION_NOT_SUPPORTED`, `NO_SHIPPING_OPTIONS`). */
  calculationErrors: CalculationErrors;
}

/** Prices the checkout's items to an address (nothing is written). */
export async function shippingOptionsFor(ctx: AppContext, access: CheckoutAccess, id: string, address: StoredAddress): Promise<ShippingOptionsResponse> {
  const row = ownedCheckout(access, id, await findCheckoutRow(ctx.db, access.siteId, id));
  const priced = await priceCheckout(ctx, ctx.db, row, ctx.clock(), { shippingAddress: address, shippingOptionCode: null });
  const buyer: ShopperCaller = { kind: row.owner_kind, siteId: row.site_id, clientId: '', subjectId: row.owner_id };
  const estimate = toWireEstimate(
    toWireCart(priced.priced.loaded, priced.priced.lines, buyer, ctx.config.publicUrl),
    priced.computed.totals,
    priced.priced.loaded.site.currency,
    priced.priced.loaded.site.locale,
  );
  const { calculationErrors } = estimate;
  return {
    ...(estimate.shippingInfo.region ? { region: estimate.shippingInfo.region } : {}),
    shippingOptions: estimate.shippingInfo.carrierServiceOptions.flatMap((c) => c.shippingOptions),
    calculationErrors: calculationErrors.generalShippingCalculationError
      ? { generalShippingCalculationError: calculationErrors.generalShippingCalculationError }
      : {},
  };
}
