// The application errors of the merchant's shipping calls.
import { applicationError, notFound } from '../http/http-error.js';

/** 404 for a zone this site does not have (another site's included). */
export function zoneNotFound(id: string) {
  return notFound('SHIPPING_ZONE_NOT_FOUND', 'Shipping zone', { id });
}

/** 404 for a pickup location this site does not have. */
export function pickupLocationNotFound(id: string) {
  return notFound('PICKUP_LOCATION_NOT_FOUND', 'Pickup location', { id });
}

/** 409: rates of some zones pick up at this location; they must change first. */
export function pickupLocationInUse(id: string, zoneIds: string[]) {
  return applicationError(
    409,
    'PICKUP_LOCATION_IN_USE',
    'Pickup location in use',
    `Rates of ${zoneIds.length} shipping zone(s) pick up at ${id}: change or remove them first`,
    { id, zoneIds },
  );
}
