// The checkout page's state as plain data (no UI): the store's answer, the form's values and errors, the busy actions, the delivery options; and what follows from it.
import type { ShippingOption } from '../../../../wire/cart.js';
import type { CheckoutResponse, PaymentMethodInfo } from '../../../../wire/checkout.js';
import type { ErrorText } from '../../../core/error-text.js';
import { browserCountry, formErrors, initialValues, type CheckoutFormValues, type FormErrors, type LaterChecks } from './checkout-form.js';

/** Where the delivery options stand: no country yet, being fetched, fetched (maybe none). */
export type DeliveryOptionsState =
  | { status: 'needs-country' }
  | { status: 'loading'; previous?: ShippingOption[] }
  | { status: 'ready'; options: ShippingOption[]; country: string }
  | { status: 'failed'; error: ErrorText };

/** Everything the checkout page shows; change it only through the actions of this folder. */
export interface CheckoutState {
  /** The store's newest answer: the checkout, its payment methods, its changes to accept. */
  response: CheckoutResponse;
  values: CheckoutFormValues;
  /** The store's (or the last submit's) errors: each stays until its field changes. */
  shownErrors: FormErrors;
  /** A submit was tried: the fields' own checks show live from then on. */
  validated: boolean;
  /** Bumped after each submit that found errors: the first invalid field takes the focus. */
  errorEpoch: number;
  /** The "fix N fields" summary above Place order is shown. */
  fieldSummary: boolean;
  /** A refusal no field shows, with the store's lines for it. */
  problem?: { error: ErrorText; list?: string[] };
  delivery: DeliveryOptionsState;
  /** The order is being placed; `placeError` is why the last attempt failed. */
  placing: boolean;
  placeError?: ErrorText;
  /** The listed changes are being accepted; `confirmError` is why the last attempt failed. */
  confirming: boolean;
  confirmError?: ErrorText;
  /** The list of changes was replaced because the checkout changed again. */
  changesAgain: boolean;
  /** Bumped to move the focus to the changes notice. */
  changesFocus: number;
  /** The buyer accepted the changes (a confirmation shows). */
  accepted: boolean;
  /** What the live region says (the new total). */
  announcement: string;
  /** The order placed, once it is. */
  placed?: string;
}

/** What the form's checks and saves need to know besides the values. */
export interface FormFacts {
  /** Something in the checkout is shipped (the delivery part shows). */
  ships: boolean;
  /** The delivery options of the address (none until they are known). */
  options: ShippingOption[];
  /** A delivery option must be chosen. */
  needsOption: boolean;
  /** The chosen option is a store pickup. */
  pickup: boolean;
  /** The chosen payment method. */
  method: PaymentMethodInfo | undefined;
}

/** The page's first state, from the checkout it opened with (delivery options are the checkout's own when they fit its address). */
export function initialState(response: CheckoutResponse, shopCountry?: string): CheckoutState {
  return {
    response,
    values: initialValues(response.checkout, response.paymentMethods, shopCountry || browserCountry()),
    shownErrors: {},
    validated: false,
    errorEpoch: 0,
    fieldSummary: false,
    delivery: { status: 'needs-country' },
    placing: false,
    confirming: false,
    changesAgain: false,
    changesFocus: 0,
    accepted: false,
    announcement: '',
  };
}

/** What follows from the state for the form's checks and saves. */
export function formFacts({ response, values, delivery }: CheckoutState): FormFacts {
  const ships = response.checkout.lineItems.some((l) => l.physicalProperties.shippable);
  const options = delivery.status === 'ready' ? delivery.options : [];
  return {
    ships,
    options,
    needsOption: ships && options.length > 0,
    pickup: options.find((o) => o.code === values.shippingCode)?.logistics.pickupDetails !== undefined,
    method: response.paymentMethods.find((m) => m.id === values.paymentId),
  };
}

/** The code of the coupon the checkout has, if any. */
export function appliedCoupon(state: CheckoutState): string | undefined {
  return state.response.checkout.appliedDiscounts.find((d) => d.coupon)?.coupon?.code;
}

/** The errors the form shows: its own checks once a submit was tried, and the store's until their fields change. */
export function shownErrorsOf(state: CheckoutState, checks: LaterChecks | undefined): FormErrors {
  return { ...(state.validated ? formErrors(state.values, { ...formFacts(state), checks }) : {}), ...state.shownErrors };
}

/** The errors under a prefix, keyed by the rest (`shipping.city` → `city`). */
export function errorsUnder(errors: FormErrors, prefix: string): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(errors).flatMap(([key, value]) => (key.startsWith(`${prefix}.`) ? [[key.slice(prefix.length + 1), value]] : [])));
}
