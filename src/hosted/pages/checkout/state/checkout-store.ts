// One checkout page's store: its state, the calls of its checkout, and what its actions keep between calls (the newest answer, the timers).
import type { CheckoutResponse } from '../../../../wire/checkout.js';
import type { CheckoutApi } from '../../../api/checkout.js';
import { messages } from '../texts.js';
import { initialState, type CheckoutState } from './checkout-state.js';
import { initialDelivery } from './delivery-options.js';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The store of one checkout page; change it only through the actions of this folder. */
export interface CheckoutStore extends StoreApi<CheckoutState> {
  api: CheckoutApi;
  /** Called once the order is placed (the page shows the thank-you view). */
  onPlaced: (orderId: string) => void;
  /** Number of the newest call whose answer is taken (an older one arriving late is dropped). */
  seq: number;
  /** The delivery options' address last asked for, their newest ask, and its timer. */
  optionsKey?: string;
  optionsAsk: number;
  optionsTimer?: ReturnType<typeof setTimeout>;
  /** The delivery details last saved ('' for none), the details and readiness last seen, the waiting save and the one in flight. */
  saved: string;
  saveSeen?: string;
  saveTimer?: ReturnType<typeof setTimeout>;
  inFlight: Promise<void>;
}

/** The store of a checkout page that opened with `initial`. */
export function createCheckoutStore(api: CheckoutApi, initial: CheckoutResponse, onPlaced: (orderId: string) => void, shopCountry?: string): CheckoutStore {
  const checkout: CheckoutStore = {
    ...createStore<CheckoutState>()(() => initialState(initial, shopCountry)),
    api,
    onPlaced,
    seq: 0,
    optionsAsk: 0,
    saved: '',
    inFlight: Promise.resolve(),
  };
  initialDelivery(checkout);
  return checkout;
}

/**
 * Takes an answer of the store unless a newer call was made since `seq` (give the number taken before the call), and says
 * the new total when it changed.
 */
export function take(checkout: CheckoutStore, next: CheckoutResponse, seq = ++checkout.seq): void {
  if (seq !== checkout.seq) return;
  const total = next.checkout.priceSummary.total.formattedAmount;
  checkout.setState(({ response, announcement }) => ({
    response: next,
    announcement: total === response.checkout.priceSummary.total.formattedAmount ? announcement : messages().checkout.totalUpdated(total),
  }));
}
