// Saves the delivery details shortly after they become complete (or change while complete), so the summary shows the store's shipping and tax for them.
import { deliveryErrors, shippingInput } from './checkout-form.js';
import { formFacts } from './checkout-state.js';
import { take, type CheckoutStore } from './checkout-store.js';

/** How long the delivery details must rest before they are saved. @default 600 */
export const AUTO_SAVE_DELAY_MS = 600;

/** The delivery details to save, serialized (what tells one save from another), and whether they are complete. */
function deliveryDetails(checkout: CheckoutStore): { key: string; ready: boolean } {
  const state = checkout.getState();
  const facts = formFacts(state);
  const { values } = state;
  return {
    key: JSON.stringify([shippingInput(values, facts.pickup), values.shippingCode]),
    ready: facts.ships && Object.keys(deliveryErrors(values, facts)).length === 0 && state.delivery.status === 'ready',
  };
}

/** Saves the delivery details as they are now; the answer is taken unless a newer call was made meanwhile. */
async function saveDelivery(checkout: CheckoutStore): Promise<void> {
  const { values } = checkout.getState();
  const { pickup } = formFacts(checkout.getState());
  const seq = ++checkout.seq;
  take(
    checkout,
    await checkout.api.update({ shippingDestination: shippingInput(values, pickup), ...(values.shippingCode ? { shippingCode: values.shippingCode } : {}) }),
    seq,
  );
}

/**
 * When the details or their completeness changed: saves them once they have stayed the same for {@link AUTO_SAVE_DELAY_MS}
 * while complete, unless they were saved already. A failed save leaves them unsaved, so the next change tries again.
 */
export function scheduleAutoSave(checkout: CheckoutStore): void {
  const { key, ready } = deliveryDetails(checkout);
  const seen = `${ready}${key}`;
  if (seen === checkout.saveSeen) return;
  checkout.saveSeen = seen;
  clearTimeout(checkout.saveTimer);
  if (!ready || key === checkout.saved) return;
  checkout.saveTimer = setTimeout(() => {
    checkout.saveTimer = undefined;
    checkout.saved = key;
    checkout.inFlight = saveDelivery(checkout).catch(() => {
      if (checkout.saved === key) checkout.saved = '';
    });
  }, AUTO_SAVE_DELAY_MS);
}

/** Drops a save still waiting for its delay and resolves once a save in flight has ended (placing the order first waits for it). */
export function settleAutoSave(checkout: CheckoutStore): Promise<void> {
  clearTimeout(checkout.saveTimer);
  checkout.saveTimer = undefined;
  return checkout.inFlight;
}
