// Shipping zones and their rates as the merchant API answers them: amounts as decimal strings in the site currency.
import type { Selectable } from 'kysely';
import type { ShippingOptionsTable, ShippingRegionsTable } from '../db/commerce-tables.js';
import type { WireShippingRate, WireShippingZone } from '../../wire/shipping.js';
import { minorToDecimal } from '../money.js';

export type { WireShippingRate, WireShippingZone } from '../../wire/shipping.js';

/** A rate row as the wire shows it; `digits` are the site currency's decimals. */
export function wireRate(row: Selectable<ShippingOptionsTable>, digits: number): WireShippingRate {
  const money = (minor: number) => minorToDecimal(minor, digits);
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind,
    ...(row.kind === 'FLAT' || row.kind === 'PICKUP' ? { amount: money(row.rate) } : {}),
    ...(row.kind === 'BY_WEIGHT' ? { weightBrackets: row.weight_rates.map((b) => ({ maxWeight: b.maxWeight, amount: money(b.rate) })) } : {}),
    ...(row.kind === 'BY_SUBTOTAL'
      ? { subtotalBrackets: row.subtotal_rates.map((b) => ({ maxSubtotal: b.maxSubtotal === null ? null : money(b.maxSubtotal), amount: money(b.rate) })) }
      : {}),
    freeOver: row.free_over === null ? null : money(row.free_over),
    deliveryTime: row.delivery_time,
    minDays: row.min_days,
    maxDays: row.max_days,
    instructions: row.instructions,
    pickupLocationId: row.pickup_location_id,
  };
}

/** A zone row with its rate rows (in order) as the wire shows it. */
export function wireZone(row: Selectable<ShippingRegionsTable>, rates: readonly Selectable<ShippingOptionsTable>[], digits: number): WireShippingZone {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    destinations: row.destinations.map((d) => ({ country: d.country, subdivisions: d.subdivisions ?? [], postalCodePrefixes: d.postalCodePrefixes ?? [] })),
    rates: rates.map((r) => wireRate(r, digits)),
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}
