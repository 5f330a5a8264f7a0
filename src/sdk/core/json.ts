// JSON both ways: non-finite numbers as strings, dates as ISO strings and SDK addresses out; dates and SDK addresses in.
import type { Address, WireAddress } from '../../wire/address.js';
import { fromWireAddress, toWireAddress } from '../../wire/address.js';

/** Field names whose ISO timestamp values become `Date`s (SPEC §7: "date fields are converted"). */
export const DATE_FIELDS = [
  'createdDate',
  'updatedDate',
  'lastUpdated',
  'urlExpirationDate',
  'scheduledDate',
  'startDate',
  'endDate',
  'expirationDate',
  'dateValue',
  'eventTime',
  'deletedDate',
  'from',
  'to',
] as const;

/** Field names whose object values are addresses, renamed between the wire's and the SDK's naming. */
export const ADDRESS_FIELDS = ['address', 'shippingAddress', 'billingAddress'] as const;

/** A field that becomes a `Date`. */
export type DateField = (typeof DATE_FIELDS)[number];
/** A field that holds an address. */
export type AddressField = (typeof ADDRESS_FIELDS)[number];

const dateFields = /* @__PURE__ */ new Set<string>(DATE_FIELDS);
const addressFields = /* @__PURE__ */ new Set<string>(ADDRESS_FIELDS);
const ISO_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A timestamp field's value as the SDK gives it (distributes over `string | undefined`). */
type DateOf<V, In> = V extends string ? (In extends true ? Date | string : Date) : V;
/** An address field's value as the SDK gives it. */
type AddressOf<V> = V extends WireAddress ? Address : V;
/** Maps a wire type's fields: timestamps to `Date`, addresses to SDK naming; `In` also allows ISO strings. */
type Mapped<T, In> = T extends string | number | boolean | null | undefined | Date
  ? T
  : T extends readonly (infer U)[]
    ? Mapped<U, In>[]
    : { [K in keyof T]: K extends DateField ? DateOf<T[K], In> : K extends AddressField ? AddressOf<T[K]> : Mapped<T[K], In> };

/** A wire value as the SDK returns it: timestamps as `Date`, addresses in SDK naming. */
export type FromWire<T> = Mapped<T, false>;

/** What a caller may pass for a wire value: timestamps as `Date` or ISO strings, addresses in SDK naming. */
export type ToWire<T> = Mapped<T, true>;

/** JSON text of a request body (SPEC §5: non-finite numbers as strings, dates as ISO strings). */
export function stringifyBody(body: unknown): string {
  return JSON.stringify(body, (key, value: unknown) => {
    if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
    if (addressFields.has(key) && isObject(value)) return toWireAddress(value as Address);
    return value;
  });
}

/** Parses a response body, turning timestamps into `Date`s and addresses into SDK naming. */
export function parseBody<T>(text: string): T {
  return JSON.parse(text, (key, value: unknown) => {
    if (dateFields.has(key) && typeof value === 'string' && ISO_TIMESTAMP.test(value)) return new Date(value);
    if (addressFields.has(key) && isObject(value)) return fromWireAddress(value as WireAddress);
    return value;
  }) as T;
}
