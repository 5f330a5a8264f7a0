// FULL_PAYMENT_OFFLINE: the buyer pays later (bank transfer, cash on delivery) following the merchant's instructions.
import type { PaymentProvider } from './payment-provider.js';

/** Id of the offline payment provider. */
export const OFFLINE_PROVIDER_ID = 'offline';

/** What the page shows when a merchant set no instructions. */
export const DEFAULT_OFFLINE_INSTRUCTIONS = 'Pay by bank transfer or on delivery. The store will contact you with the details.';

/** Offline payment: nothing to check, nothing taken now; the order waits for the merchant to mark it paid. */
export const offlinePayment: PaymentProvider<null> = {
  id: OFFLINE_PROVIDER_ID,
  kind: 'FULL_PAYMENT_OFFLINE',
  test: false,
  describe(settings) {
    const instructions =
      typeof settings.offlinePaymentInstructions === 'string' && settings.offlinePaymentInstructions.trim()
        ? settings.offlinePaymentInstructions.trim()
        : DEFAULT_OFFLINE_INSTRUCTIONS;
    return {
      id: OFFLINE_PROVIDER_ID,
      title: 'Pay offline (bank transfer or on delivery)',
      kind: 'FULL_PAYMENT_OFFLINE',
      test: false,
      instructions,
      needsCard: false,
    };
  },
  checkDetails() {
    return { ok: true, details: null };
  },
  async authorize(order) {
    // Nothing is due for a free order; otherwise it stays unpaid until the merchant records the payment.
    return { status: 'APPROVED', paymentStatus: order.amount === 0 ? 'PAID' : 'NOT_PAID', reference: null };
  },
  async refund() {
    // The merchant gives the money back by hand (bank transfer, cash): the store only records it.
    return { status: 'REFUNDED', reference: null };
  },
};
