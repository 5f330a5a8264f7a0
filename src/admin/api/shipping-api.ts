// Shipping zones with their rates and pickup locations as the merchant API has them (`/tote/v1/shipping`): list, create, change, delete.
import type { WirePickupLocation, WireShippingZone } from '../../wire/shipping.js';
import { adminHttp } from './admin-client.js';

export type { ShippingKind, WireOpeningHours, WirePickupAddress, WirePickupLocation, WireShippingRate, WireShippingZone } from '../../wire/shipping.js';

const ZONES = '/tote/v1/shipping/zones';
const PICKUP_LOCATIONS = '/tote/v1/shipping/pickup-locations';

/** A zone as the dashboard sends it (`rates` replaces every rate of the zone). */
export interface ZoneBody {
  name: string;
  destinations: { country: string; subdivisions?: string[]; postalCodePrefixes?: string[] }[];
  rates: Record<string, unknown>[];
}

/** A pickup location as the dashboard sends it (opening hours stay as stored when left out). */
export interface PickupLocationBody {
  name: string;
  address: Record<string, string>;
  hours?: { day: string; open: string; close: string }[];
}

/** The site's shipping zones with their rates, in order. */
export async function listZones(): Promise<WireShippingZone[]> {
  return (await adminHttp().request<{ zones: WireShippingZone[] }>({ method: 'GET', path: ZONES })).zones;
}

/** Creates a zone (it goes last in the order). */
export async function createZone(zone: ZoneBody): Promise<WireShippingZone> {
  return (await adminHttp().request<{ zone: WireShippingZone }>({ method: 'POST', path: ZONES, body: { zone } })).zone;
}

/** Replaces a zone's name, destinations and rates. */
export async function updateZone(id: string, zone: ZoneBody): Promise<WireShippingZone> {
  return (await adminHttp().request<{ zone: WireShippingZone }>({ method: 'PATCH', path: `${ZONES}/${encodeURIComponent(id)}`, body: { zone } })).zone;
}

/** Deletes a zone with its rates. */
export async function deleteZone(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: `${ZONES}/${encodeURIComponent(id)}` });
}

/** The site's pickup locations, by name. */
export async function listPickupLocations(): Promise<WirePickupLocation[]> {
  return (await adminHttp().request<{ pickupLocations: WirePickupLocation[] }>({ method: 'GET', path: PICKUP_LOCATIONS })).pickupLocations;
}

/** Creates a pickup location. */
export async function createPickupLocation(pickupLocation: PickupLocationBody): Promise<WirePickupLocation> {
  return (await adminHttp().request<{ pickupLocation: WirePickupLocation }>({ method: 'POST', path: PICKUP_LOCATIONS, body: { pickupLocation } }))
    .pickupLocation;
}

/** Changes a pickup location's name and address. */
export async function updatePickupLocation(id: string, pickupLocation: PickupLocationBody): Promise<WirePickupLocation> {
  return (
    await adminHttp().request<{ pickupLocation: WirePickupLocation }>({
      method: 'PATCH',
      path: `${PICKUP_LOCATIONS}/${encodeURIComponent(id)}`,
      body: { pickupLocation },
    })
  ).pickupLocation;
}

/** Deletes a pickup location (refused while a rate picks up there). */
export async function deletePickupLocation(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: `${PICKUP_LOCATIONS}/${encodeURIComponent(id)}` });
}
