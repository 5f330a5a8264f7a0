// The payment interface: a provider offers a way to pay, checks the buyer's details, authorizes an order's amount and refunds it.
import type { FieldViolation } from '../../wire/errors.js';
import type { PaymentMethodInfo } from '../../wire/checkout.js';

/** What a provider is told about the order it authorizes (amounts in minor units). */
export interface PaymentOrder {
  /** The id the order will have. */
  orderId: string;
  siteId: string;
  checkoutId: string;
  currency: string;
  /** What to charge, minor units. */
  amount: number;
  buyerEmail: string;
}

/** The outcome of an authorization. */
export type PaymentResult =
  | {
      status: 'APPROVED';
      /** PAID when money was taken (or nothing was due), NOT_PAID when the buyer pays later (offline). */
      paymentStatus: 'PAID' | 'NOT_PAID';
      /** The provider's reference of the payment. */
      reference: string | null;
      card?: { brand: string; last4: string };
      /** Something the owner must look at, written on the order's timeline (money taken that differs from the order's total). */
      attention?: { type: string; data: Record<string, string> };
    }
  | {
      status: 'DECLINED';
      /** Why, for the buyer. */
      description: string;
      /** The provider's reason code (`card_declined`, `insufficient_funds`, ...). */
      reason: string;
    };

/** A refund the store asks a provider for (amounts in minor units). */
export interface RefundRequest {
  orderId: string;
  siteId: string;
  /** The id the refund will have. */
  refundId: string;
  currency: string;
  /** What to give back, minor units; never more than was paid and not yet refunded. */
  amount: number;
  /** The provider's reference of the payment (from `authorize`), null when it had none (offline). */
  paymentReference: string | null;
}

/** The outcome of a refund. */
export type RefundResult =
  | {
      status: 'REFUNDED';
      /** The provider's reference of the refund. */
      reference: string | null;
    }
  | {
      status: 'FAILED';
      /** Why, for the merchant. */
      description: string;
      /** The provider's reason code. */
      reason: string;
    };

/** Checked payment details: an opaque value the same provider's `authorize` takes, or the violations. */
export type DetailsCheck<D> = { ok: true; details: D } | { ok: false; violations: FieldViolation[] };

/**
 * A way to pay. Two kinds exist.
 *
 * Details sent with the order (offline, the test card): the store calls `checkDetails` before placing an order (cheap, no transaction), then `authorize` inside
 * the order's transaction once stock is reserved; when the transaction fails after an approval, `release` gives the
 * authorization back (a real provider would void it), so a buyer is never charged for an order that does not exist.
 *
 * Paid in the browser on an intent (Stripe; `confirmsInBrowser`): before the order, the server creates or updates the
 * provider's intent for the checkout's exact total and gives the page what it needs to confirm it with the provider
 * (3-D Secure included); the buyer's details never reach the store. The order is placed when the provider says the
 * intent succeeded, by the first of the buyer's return (the server asks the provider) and the provider's signed event:
 * both pass the intent the server verified to `placeOrder` as `verified`, and `authorize` only compares it with the
 * order (amount, currency). `checkDetails` refuses whatever a buyer sends, so an order can never be paid on the
 * browser's word. A second such provider (PayPal, Mollie, Adyen) is one module like `stripe/`: its keys, its intent
 * calls, its event route, and this interface.
 */
export interface PaymentProvider<D = unknown> {
  /** Stable id: what create-order's `paymentMethod.providerId` names. */
  readonly id: string;
  /** The payment option type of SPEC §4 this provider takes. */
  readonly kind: 'FULL_PAYMENT_OFFLINE' | 'FULL_PAYMENT_ONLINE';
  /** A test provider: no real money moves. */
  readonly test: boolean;
  /** The buyer pays in the browser on an intent the server prepared; `authorize` gets the intent the server verified. */
  readonly confirmsInBrowser?: boolean;
  /** How the checkout page presents the method for a site. */
  describe(settings: Record<string, unknown>): PaymentMethodInfo;
  /** Checks what the buyer sent (`field` is the JSON path of the details, for violations). */
  checkDetails(input: unknown, field: string, now: Date): DetailsCheck<D>;
  /**
   * Authorizes the order's amount. Never throws for a business reason: a refusal is a DECLINED result.
   *
   * Runs inside the order's database transaction, while the checkout, the stock and the coupon rows it took are locked:
   * it must answer quickly (well under a second) and must not wait on the buyer. A provider that calls a remote payment
   * service should only reserve here (an authorization it can void in `release`) and capture after the order exists.
   */
  authorize(order: PaymentOrder, details: D): Promise<PaymentResult>;
  /** Gives back an approved authorization whose order was not created. */
  release?(order: PaymentOrder, result: Extract<PaymentResult, { status: 'APPROVED' }>): Promise<void>;
  /**
   * Gives money of a paid order back to the buyer. Never throws for a business reason: a refusal is a FAILED result.
   *
   * Runs inside the refund's database transaction, last, once everything else of the refund is written and the order
   * row is locked: it must answer quickly. A provider that calls a remote service sends the refund's id as its
   * idempotency key, so a retry after a lost answer does not refund twice.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}
