// Starts a checkout page's store: what follows each change (the delivery options asked, an option no longer offered replaced, the delivery details saved).
import type { DeliveryOptionsState } from './checkout-state.js';
import type { CheckoutStore } from './checkout-store.js';
import { scheduleAutoSave } from './auto-save.js';
import { keepOfferedOption, refreshDeliveryOptions } from './delivery-options.js';

/** Follows the store's changes from now on (and the state it has now); returns the way to stop, which drops the waiting timers. */
export function startCheckout(checkout: CheckoutStore): () => void {
  let delivery: DeliveryOptionsState | undefined;
  const follow = (): void => {
    refreshDeliveryOptions(checkout);
    if (checkout.getState().delivery !== delivery) {
      delivery = checkout.getState().delivery;
      keepOfferedOption(checkout);
    }
    scheduleAutoSave(checkout);
  };
  const unsubscribe = checkout.subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    clearTimeout(checkout.optionsTimer);
    clearTimeout(checkout.saveTimer);
  };
}
