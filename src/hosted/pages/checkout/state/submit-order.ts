// Submitting the checkout form: its checks and placing the order are in the later chunk, so submitting waits for it (and says so if it cannot load).
import { errorText } from '../../../core/error-text.js';
import { later } from '../later-part.js';
import type { CheckoutStore } from './checkout-store.js';

/** Submits the form (see `checkAndPlace` of order-actions.ts) once the later chunk is there; a chunk that cannot load is the attempt's error. */
export function submitOrder(checkout: CheckoutStore): void {
  const loaded = later.loaded();
  if (loaded) loaded.checkAndPlace(checkout, loaded);
  else
    later.load().then(
      () => submitOrder(checkout),
      (error: unknown) => checkout.setState({ placeError: errorText(error) }),
    );
}
