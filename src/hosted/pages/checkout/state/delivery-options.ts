// The delivery options for the country and state being typed: asked of the store shortly after they change, the latest answer wins; an option the address no longer offers gives way.
import { errorText } from '../../../core/error-text.js';
import { formFacts } from './checkout-state.js';
import type { CheckoutStore } from './checkout-store.js';

/** How long typing must pause before the store is asked. @default 250 */
export const OPTIONS_DEBOUNCE_MS = 250;

/** The country and state the options are for ('' when nothing ships). */
function addressOf(checkout: CheckoutStore): [country: string, subdivision: string] {
  const state = checkout.getState();
  const { shipping } = state.values;
  return [formFacts(state).ships ? (shipping.country ?? '') : '', shipping.subdivision ?? ''];
}

/** The first options: the ones the checkout carries when its stored address is the one in the form, else loading (or no country). */
export function initialDelivery(checkout: CheckoutStore): void {
  const [country, subdivision] = addressOf(checkout);
  const info = checkout.getState().response.checkout.shippingInfo;
  const stored = info.shippingDestination?.address;
  const known = info.carrierServiceOptions.flatMap((c) => c.shippingOptions);
  const matchesKnown = Boolean(country) && country === stored?.country && subdivision === (stored.subdivision ?? '') && known.length > 0;
  // The checkout's own options are not asked again; other addresses are asked once the page starts.
  if (matchesKnown) checkout.optionsKey = JSON.stringify([country, subdivision]);
  checkout.setState({
    delivery: country ? (matchesKnown ? { status: 'ready', options: known, country } : { status: 'loading' }) : { status: 'needs-country' },
  });
}

/** Asks the store for the options of the address in the form when it changed (after a pause in typing; the latest ask wins). */
export function refreshDeliveryOptions(checkout: CheckoutStore): void {
  const [country, subdivision] = addressOf(checkout);
  const key = JSON.stringify([country, subdivision]);
  if (key === checkout.optionsKey) return;
  checkout.optionsKey = key;
  clearTimeout(checkout.optionsTimer);
  if (!country) {
    checkout.setState({ delivery: { status: 'needs-country' } });
    return;
  }
  const ask = ++checkout.optionsAsk;
  checkout.setState(({ delivery }) => ({
    delivery: { status: 'loading', ...(delivery.status === 'ready' && delivery.country === country ? { previous: delivery.options } : {}) },
  }));
  checkout.optionsTimer = setTimeout(() => {
    checkout.api.shippingOptions({ country, subdivision }).then(
      (answer) => ask === checkout.optionsAsk && checkout.setState({ delivery: { status: 'ready', options: answer.shippingOptions, country } }),
      (failure: unknown) => ask === checkout.optionsAsk && checkout.setState({ delivery: { status: 'failed', error: errorText(failure) } }),
    );
  }, OPTIONS_DEBOUNCE_MS);
}

/** Once options arrive: a delivery option the address no longer offers gives way to the first one the store offers. */
export function keepOfferedOption(checkout: CheckoutStore): void {
  const { delivery, values } = checkout.getState();
  if (delivery.status !== 'ready') return;
  const first = delivery.options[0]?.code ?? '';
  if (delivery.options.some((o) => o.code === values.shippingCode) || values.shippingCode === first) return;
  checkout.setState({ values: { ...values, shippingCode: first } });
}
