// The pickup location form's values as typed, to and from the wire location; a formatted address is kept only while the address stays as it was,
// opening hours (one interval a day on the form) are sent only when changed.
import type { PickupLocationBody, WireOpeningHours, WirePickupLocation } from './shipping-api.js';

/** The address fields the form shows. */
export const PICKUP_ADDRESS_FIELDS = ['country', 'subdivision', 'city', 'postalCode', 'addressLine', 'addressLine2'] as const;

/** One of the address fields the form shows. */
export type PickupAddressField = (typeof PICKUP_ADDRESS_FIELDS)[number];

/** The days of the week, Monday first. */
export const WEEK_DAYS: readonly WireOpeningHours['day'][] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** A day's hours as typed (`10:00`, `19:00`); both empty: closed. */
export interface DayHours {
  open: string;
  close: string;
}

/** The whole pickup location form. */
export type PickupFormValues = { name: string; hours: Record<WireOpeningHours['day'], DayHours> } & Record<PickupAddressField, string>;

function closedWeek(): PickupFormValues['hours'] {
  return Object.fromEntries(WEEK_DAYS.map((day) => [day, { open: '', close: '' }])) as PickupFormValues['hours'];
}

/** A new location. */
export const EMPTY_PICKUP: PickupFormValues = {
  name: '',
  country: '',
  subdivision: '',
  city: '',
  postalCode: '',
  addressLine: '',
  addressLine2: '',
  hours: closedWeek(),
};

/** The hours the store is sent: the open days, Monday first. */
export function openingHoursOf(values: PickupFormValues): WireOpeningHours[] {
  return WEEK_DAYS.flatMap((day) => {
    const { open, close } = values.hours[day];
    return open.trim() === '' && close.trim() === '' ? [] : [{ day, open: open.trim(), close: close.trim() }];
  });
}

/** The day of the n-th interval sent (`hours[2]` of a violation), or undefined. */
export function dayOfInterval(values: PickupFormValues, index: number): WireOpeningHours['day'] | undefined {
  return openingHoursOf(values)[index]?.day;
}

/** The form's values of a stored location. */
export function pickupFormValues(location: WirePickupLocation): PickupFormValues {
  const values = { ...EMPTY_PICKUP, name: location.name, hours: closedWeek() };
  for (const field of PICKUP_ADDRESS_FIELDS) values[field] = location.address[field] ?? '';
  // The form has one interval a day: the first of each day is shown (the rest stay stored while the hours are not changed).
  for (const h of [...location.hours].reverse()) values.hours[h.day] = { open: h.open, close: h.close };
  return values;
}

/**
 * The location the store is sent: empty address fields left out; the stored formatted address kept when the address is
 * unchanged; the opening hours sent on create, and on edit only when they changed.
 */
export function pickupBody(values: PickupFormValues, stored?: WirePickupLocation): PickupLocationBody {
  const address: Record<string, string> = {};
  for (const field of PICKUP_ADDRESS_FIELDS) if (values[field].trim() !== '') address[field] = values[field].trim();
  const unchanged = stored !== undefined && PICKUP_ADDRESS_FIELDS.every((field) => (stored.address[field] ?? '') === values[field].trim());
  if (unchanged && stored.address.formattedAddress) address.formattedAddress = stored.address.formattedAddress;
  const hours = openingHoursOf(values);
  const sameHours = stored !== undefined && JSON.stringify(hours) === JSON.stringify(openingHoursOf(pickupFormValues(stored)));
  return { name: values.name.trim(), address: { country: '', ...address }, ...(sameHours ? {} : { hours }) };
}
