// The buyer's edits of the checkout form: new values, and the store's errors of the fields they touch cleared.
import type { CheckoutFormValues } from './checkout-form.js';
import type { CheckoutStore } from './checkout-store.js';

/** Changes the form's values; the store's errors under the `touched` fields (`shipping` clears `shipping.city`) go. */
export function changeValues(checkout: CheckoutStore, change: Partial<CheckoutFormValues>, touched: string[]): void {
  checkout.setState(({ values, shownErrors }) => ({
    values: { ...values, ...change },
    shownErrors: Object.fromEntries(Object.entries(shownErrors).filter(([key]) => !touched.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)))),
  }));
}
