// The delivery options for the country and state being typed: asked of the store shortly after they change, the latest answer wins.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ShippingOption } from '../../../wire/cart.js';
import type { CheckoutApi } from '../../api/checkout.js';
import { errorText } from '../../core/error-text.js';
import type { DeliveryOptionsState } from './delivery-options.js';

/** How long typing must pause before the store is asked. @default 250 */
export const OPTIONS_DEBOUNCE_MS = 250;

/** The options and their state for an address; `known` are the options the checkout already carries for `knownCountry`. */
export function useDeliveryOptions(
  api: CheckoutApi,
  country: string,
  subdivision: string,
  known: { country: string | undefined; subdivision: string | undefined; options: ShippingOption[] },
): DeliveryOptionsState {
  const matchesKnown = Boolean(country) && country === known.country && (subdivision || '') === (known.subdivision || '') && known.options.length > 0;
  const [state, setState] = useState<DeliveryOptionsState>(
    country ? (matchesKnown ? { status: 'ready', options: known.options, country } : { status: 'loading' }) : { status: 'needs-country' },
  );
  const latest = useRef(0);
  const first = useRef(true);
  useEffect(() => {
    if (first.current && matchesKnown) {
      first.current = false;
      return undefined;
    }
    first.current = false;
    if (!country) {
      setState({ status: 'needs-country' });
      return undefined;
    }
    const ask = ++latest.current;
    setState((s) => ({ status: 'loading', ...(s.status === 'ready' && s.country === country ? { previous: s.options } : {}) }));
    const timer = setTimeout(() => {
      api.shippingOptions({ country, subdivision }).then(
        (answer) => {
          if (ask !== latest.current) return;
          setState({ status: 'ready', options: answer.shippingOptions, country });
        },
        (failure: unknown) => {
          if (ask !== latest.current) return;
          setState({ status: 'failed', error: errorText(failure) });
        },
      );
    }, OPTIONS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [country, subdivision]);
  return state;
}
