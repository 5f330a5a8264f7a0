// The checkout form as plain data: its values from a checkout, its checks (the store's own address rules), what to save, and the store's violations mapped back to its fields.
import type { WireAddress } from '../../../../wire/address.js';
import { CONTACT_FIELD_LIMITS, COUNTRY_CODES, isPhoneNumber } from '../../../../wire/address-rules.js';
import type { AddressWithContact } from '../../../../wire/cart.js';
import type { Checkout, PaymentMethodInfo } from '../../../../wire/checkout.js';
import type { checkTaxId } from '../../../../wire/tax-id-rules.js';
import type { TaxIdType } from '../../../../wire/enums.js';
import type { AddressWithContactInput, CheckoutDetailsInput } from '../../../api/checkout.js';
import { addressErrors, ADDRESS_LIMITS } from '../../../components/address-rules.js';
import { emailError } from '../../../core/validation.js';
import { messages } from '../texts.js';
import type { cardErrors, CardValues } from '../card-values.js';

/** Longest note to the seller the store keeps. */
export const NOTE_MAX_LENGTH = 1000;

/** A person at an address. */
export interface PersonValues {
  firstName: string;
  lastName: string;
  phone: string;
}

/** Everything the buyer types or picks. */
export interface CheckoutFormValues {
  email: string;
  shipping: WireAddress;
  recipient: PersonValues;
  shippingCode: string;
  billingSame: boolean;
  billing: WireAddress;
  payer: PersonValues;
  note: string;
  paymentId: string;
  card: CardValues;
  /** The buyer's tax id (CPF or CNPJ) as typed, '' for none: kept with the billing contact (the recipient's when billing is the same). */
  taxId: string;
}

/** Field names of the form, as errors and focus use them (`shipping.city`, `recipient.firstName`, `card.number`, ...). */
export type FormErrors = Record<string, string | undefined>;

const ADDRESS_KEYS = ['country', 'addressLine', 'addressLine2', 'city', 'subdivision', 'postalCode'] as const;

/** The address fields the form edits, from a stored address. */
function editable(address: WireAddress | undefined): WireAddress {
  const out: WireAddress = {};
  for (const key of ADDRESS_KEYS) out[key] = address?.[key] ?? '';
  return out;
}

function person(info: AddressWithContact | undefined): PersonValues {
  const c = info?.contactDetails;
  return { firstName: c?.firstName ?? '', lastName: c?.lastName ?? '', phone: c?.phone ?? '' };
}

/** The country of the browser's language (`en-US` → `US`) when the store knows it, else empty. */
export function browserCountry(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): string {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region && COUNTRY_CODES.includes(region)) return region;
    } catch {
      // Not a language tag: try the next.
    }
  }
  return '';
}

/** The offline method when the store offers it (the default of SPEC §4), else the first. */
export function defaultPaymentId(methods: readonly PaymentMethodInfo[]): string {
  return (methods.find((m) => m.kind === 'FULL_PAYMENT_OFFLINE') ?? methods[0])?.id ?? '';
}

/** True when two addresses are the same for the form's fields. */
function sameAddress(a: WireAddress | undefined, b: WireAddress | undefined): boolean {
  return ADDRESS_KEYS.every((key) => (a?.[key] ?? '') === (b?.[key] ?? ''));
}

/**
 * The form's first values: what the checkout holds (the widget's estimate, a member's e-mail), else `fallbackCountry`
 * (the page passes the shop's country; the browser's when the store named none), offline payment.
 */
export function initialValues(checkout: Checkout, methods: readonly PaymentMethodInfo[], fallbackCountry = browserCountry()): CheckoutFormValues {
  const destination = checkout.shippingInfo.shippingDestination;
  const shipping = editable(destination?.address);
  if (!shipping.country) shipping.country = fallbackCountry;
  const billingInfo = checkout.billingInfo;
  const billingSame = !billingInfo?.address || sameAddress(billingInfo.address, destination?.address);
  return {
    email: checkout.buyerInfo.email ?? '',
    shipping,
    recipient: person(destination),
    shippingCode: checkout.shippingInfo.selectedCarrierServiceOption?.code ?? '',
    billingSame,
    billing: billingSame ? { country: shipping.country } : editable(billingInfo?.address),
    payer: billingSame ? { firstName: '', lastName: '', phone: '' } : person(billingInfo),
    note: checkout.buyerNote ?? '',
    paymentId: defaultPaymentId(methods),
    card: { number: '', expiry: '', cvc: '' },
    taxId: billingInfo?.contactDetails?.vatId?.id ?? destination?.contactDetails?.vatId?.id ?? '',
  };
}

/** The kind of a tax id as typed: 11 digits are a CPF, anything else is read as a CNPJ. */
function taxIdType(text: string): TaxIdType {
  return /^\d{11}$/.test(text.replace(/[\s./-]/g, '')) ? 'CPF' : 'CNPJ';
}

/** The tax id as the store takes it (`vatId`), or undefined when the buyer gave none. */
export function vatIdInput(values: CheckoutFormValues): { id: string; type: TaxIdType } | undefined {
  const id = values.taxId.trim();
  return id ? { id, type: taxIdType(id) } : undefined;
}

/** True when the form asks for a tax id: the billing address is in Brazil, or the checkout already holds one. */
export function taxIdShown(values: CheckoutFormValues, ships: boolean): boolean {
  const country = ships && values.billingSame ? values.shipping.country : values.billing.country;
  return country === 'BR' || values.taxId !== '';
}

/** Errors of a person's names and phone, under `prefix`. */
function personErrors(values: PersonValues, prefix: string, errors: FormErrors): void {
  const t = messages().checkout;
  const name = (key: 'firstName' | 'lastName', missing: string) => {
    const value = values[key].trim();
    if (!value) errors[`${prefix}.${key}`] = missing;
    else if (value.length > CONTACT_FIELD_LIMITS[key]) errors[`${prefix}.${key}`] = messages().address.tooLong(CONTACT_FIELD_LIMITS[key]);
  };
  name('firstName', t.firstNameRequired);
  name('lastName', t.lastNameRequired);
  const phone = values.phone.trim();
  if (phone && (phone.length > CONTACT_FIELD_LIMITS.phone || !isPhoneNumber(phone))) errors[`${prefix}.phone`] = t.phoneInvalid;
}

/** Errors of an address under `prefix` (`shipping.city`), by the store's rules for its country. */
function addressFieldErrors(address: WireAddress, prefix: string, errors: FormErrors): void {
  for (const [key, error] of Object.entries(addressErrors(address))) if (error) errors[`${prefix}.${key}`] = error;
}

/**
 * Errors of the delivery part alone (address, recipient, option): when it has none, the page saves it to price the
 * order. A store pickup needs only the country (which finds the pickup) and who picks it up.
 */
export function deliveryErrors(values: CheckoutFormValues, options: { needsOption: boolean; pickup?: boolean }): FormErrors {
  const errors: FormErrors = {};
  if (options.pickup) {
    if (!values.shipping.country) errors['shipping.country'] = messages().address.countryRequired;
  } else addressFieldErrors(values.shipping, 'shipping', errors);
  personErrors(values.recipient, 'recipient', errors);
  if (options.needsOption && !values.shippingCode) errors.shippingCode = messages().checkout.chooseDelivery;
  return errors;
}

/** The checks of the checkout's later chunk: the card's and the Brazilian tax id's. */
export interface LaterChecks {
  cardErrors: typeof cardErrors;
  checkTaxId: typeof checkTaxId;
}

/** Every error of the form before the order is placed. */
export function formErrors(
  values: CheckoutFormValues,
  options: {
    ships: boolean;
    needsOption: boolean;
    pickup?: boolean;
    method: PaymentMethodInfo | undefined;
    now?: Date;
    /** The checks in the checkout's later chunk (later.ts): without them the card and the tax id are not checked (yet). */
    checks?: LaterChecks | undefined;
  },
): FormErrors {
  const errors: FormErrors = { email: emailError(values.email), ...(options.ships ? deliveryErrors(values, options) : {}) };
  if (!values.billingSame || !options.ships) {
    addressFieldErrors(values.billing, 'billing', errors);
    personErrors(values.payer, 'payer', errors);
  }
  const vatId = vatIdInput(values);
  if (vatId && options.checks && !options.checks.checkTaxId(vatId.type, vatId.id).ok) errors.taxId = messages().checkout.taxIdInvalid;
  if (values.note.length > NOTE_MAX_LENGTH) errors.note = messages().address.tooLong(NOTE_MAX_LENGTH);
  if (!options.method) errors.paymentId = messages().checkout.choosePayment;
  else if (options.method.needsCard && options.checks) Object.assign(errors, options.checks.cardErrors(values.card, options.now ?? new Date()));
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

function trimmedAddress(address: WireAddress): WireAddress {
  const out: WireAddress = {};
  for (const key of ADDRESS_KEYS) {
    const value = address[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

function trimmedPerson(values: PersonValues, vatId?: { id: string; type: TaxIdType }): AddressWithContactInput['contactDetails'] {
  const phone = values.phone.trim();
  return { firstName: values.firstName.trim(), lastName: values.lastName.trim(), ...(phone ? { phone } : {}), ...(vatId ? { vatId } : {}) };
}

/** The shipping address with its recipient, as the store takes it (for a store pickup, only the country and the recipient). */
export function shippingInput(values: CheckoutFormValues, pickup = false): AddressWithContactInput {
  const address = trimmedAddress(values.shipping);
  // Billing the same as delivery: the recipient's contact carries the tax id (saving it must not drop one).
  const contactDetails = trimmedPerson(values.recipient, values.billingSame ? vatIdInput(values) : undefined);
  return { address: pickup ? (address.country ? { country: address.country } : {}) : address, contactDetails };
}

/** Everything the order needs saved first: e-mail, note, shipping with its option (when something ships) and billing (null: the shipping address). */
export function detailsInput(values: CheckoutFormValues, ships: boolean, pickup = false): CheckoutDetailsInput {
  const billing = { address: trimmedAddress(values.billing), contactDetails: trimmedPerson(values.payer, vatIdInput(values)) };
  return {
    email: values.email.trim(),
    buyerNote: values.note.trim(),
    ...(ships ? { shippingDestination: shippingInput(values, pickup), ...(values.shippingCode ? { shippingCode: values.shippingCode } : {}) } : {}),
    billingInfo: ships && values.billingSame ? null : billing,
  };
}

/** Longest values of the inputs (the store's limits). */
export const INPUT_LIMITS = { ...ADDRESS_LIMITS, ...CONTACT_FIELD_LIMITS, note: NOTE_MAX_LENGTH } as const;
