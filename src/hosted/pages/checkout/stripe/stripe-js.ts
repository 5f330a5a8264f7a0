// Stripe.js, loaded on demand from Stripe's own origin (as Stripe requires) with a bounded wait, and the part of its surface the checkout uses.

/** Where Stripe.js is (never bundled or self-hosted: Stripe requires its own origin). */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** How long the page waits for Stripe.js before saying the card service is unavailable. */
export const STRIPE_LOAD_TIMEOUT_MS = 10_000;

/** Stripe's error of a confirmation (https://docs.stripe.com/js/payment_intents/confirm_payment): `message` is for the buyer. */
export interface StripeJsError {
  type: string;
  code?: string;
  message?: string;
}

/** The Payment Element (https://docs.stripe.com/js/element/payment_element). */
export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  unmount(): void;
}

/** An Elements group of one PaymentIntent. */
export interface StripeElements {
  create(type: 'payment'): StripePaymentElement;
  /** Reads the intent again after the server changed its amount. */
  fetchUpdates(): Promise<{ error?: StripeJsError }>;
}

/** What `confirmPayment` answers when it does not redirect. */
export interface ConfirmResult {
  error?: StripeJsError;
  paymentIntent?: { id: string; status: string };
}

/** A Stripe instance of a publishable key. */
export interface StripeJs {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string }; redirect: 'if_required' }): Promise<ConfirmResult>;
}

/** `window.Stripe`. */
export type StripeFactory = (publishableKey: string) => StripeJs;

/** Stripe.js could not be loaded in time (unreachable, blocked, or slow). */
export class StripeUnavailable extends Error {
  constructor(why: string) {
    super(`Stripe.js unavailable: ${why}`);
  }
}

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): unknown;
  defaultPolicy?: unknown;
}

/**
 * The page's `default` Trusted Types policy (its CSP names only that one): script URLs of js.stripe.com and its subdomains
 * pass (the CSP's script-src, as Stripe's security guide lists it); nothing else does, and HTML and script strings stay
 * refused as on every hosted page.
 */
function allowStripeScripts(): void {
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!tt || tt.defaultPolicy) return;
  tt.createPolicy('default', {
    createScriptURL: (url: string) => {
      const { protocol, hostname } = new URL(url, location.href);
      if (protocol === 'https:' && (hostname === 'js.stripe.com' || hostname.endsWith('.js.stripe.com'))) return url;
      throw new TypeError(`script URL refused: ${url}`);
    },
  });
}

let loading: Promise<StripeFactory> | undefined;

/** Loads Stripe.js once (a failed load is tried again on the next call); rejects with {@link StripeUnavailable} after `timeoutMs`. */
export function loadStripeJs(timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<StripeFactory> {
  const ready = (globalThis as { Stripe?: StripeFactory }).Stripe;
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  const attempt = new Promise<StripeFactory>((resolve, reject) => {
    allowStripeScripts();
    const script = document.createElement('script');
    const fail = (why: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new StripeUnavailable(why));
    };
    const timer = setTimeout(() => fail('timed out'), timeoutMs);
    script.onload = () => {
      const factory = (globalThis as { Stripe?: StripeFactory }).Stripe;
      if (!factory) return fail('no Stripe');
      clearTimeout(timer);
      resolve(factory);
    };
    script.onerror = () => fail('network error');
    script.src = STRIPE_JS_URL;
    document.head.append(script);
  });
  loading = attempt;
  // A failed load (an error may come as the script is added) is tried again on the next call.
  attempt.catch(() => {
    if (loading === attempt) loading = undefined;
  });
  return attempt;
}
