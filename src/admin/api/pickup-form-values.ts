// The pickup location form's values as typed, to and from the wire location; a formatted address is kept only while the address stays as it was.
import type { PickupLocationBody, WirePickupLocation } from './shipping-api.js';

/** The address fields the form shows. */
export const PICKUP_ADDRESS_FIELDS = ['country', 'subdivision', 'city', 'postalCode', 'addressLine', 'addressLine2'] as const;

/** One of the address fields the form shows. */
export type PickupAddressField = (typeof PICKUP_ADDRESS_FIELDS)[number];

/** The whole pickup location form. */
export type PickupFormValues = { name: string } & Record<PickupAddressField, string>;

/** A new location. */
export const EMPTY_PICKUP: PickupFormValues = { name: '', country: '', subdivision: '', city: '', postalCode: '', addressLine: '', addressLine2: '' };

/** The form's values of a stored location. */
export function pickupFormValues(location: WirePickupLocation): PickupFormValues {
  const values = { ...EMPTY_PICKUP, name: location.name };
  for (const field of PICKUP_ADDRESS_FIELDS) values[field] = location.address[field] ?? '';
  return values;
}

/** The location the store is sent: empty address fields left out; the stored formatted address kept when the address is unchanged. */
export function pickupBody(values: PickupFormValues, stored?: WirePickupLocation): PickupLocationBody {
  const address: Record<string, string> = {};
  for (const field of PICKUP_ADDRESS_FIELDS) if (values[field].trim() !== '') address[field] = values[field].trim();
  const unchanged = stored !== undefined && PICKUP_ADDRESS_FIELDS.every((field) => (stored.address[field] ?? '') === values[field].trim());
  if (unchanged && stored.address.formattedAddress) address.formattedAddress = stored.address.formattedAddress;
  return { name: values.name.trim(), address: { country: '', ...address } };
}
