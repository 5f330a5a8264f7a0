// STAND-IN OF STRIPE.JS AND ITS BROWSER-FACING CALLS (Stripe cannot be reached from here): what the hosted checkout uses, routed in Chromium.
//
// Stripe.js is served from https://js.stripe.com/v3/ by request routing: `Stripe(pk)`, `elements({clientSecret})`,
// `elements.create('payment')` with `.mount()` / `.unmount()`, `elements.fetchUpdates()` and `confirmPayment({elements,
// confirmParams: {return_url}, redirect: 'if_required'})`, as https://docs.stripe.com/js documents them. Its "Payment Element"
// is a list of three of Stripe's test cards (https://docs.stripe.com/testing): 4242 pays, 0002 is declined, 3155 needs 3-D
// Secure. Confirming posts to https://api.stripe.com/v1/payment_intents/:id/confirm (publishable key and client secret), which
// the test answers from the Stripe HTTP stand-in (tests/support/stripe-stand-in.ts): paid, declined with Stripe's error, or
// `requires_action` with a `redirect_to_url` next action to a stand-in 3-D Secure page on hooks.stripe.com, whose button pays
// and returns to `return_url` with `payment_intent`, `payment_intent_client_secret` and `redirect_status`, as Stripe does.
// Nothing here has run against Stripe itself.
import type { BrowserContext, Route } from 'playwright-core';
import type { StripeStandIn } from '../../support/stripe-stand-in.js';

/** The stand-in's test cards: the label the buyer picks, and the PaymentMethod Stripe's docs name for it. */
export const TEST_CARDS = {
  pays: { label: 'Visa •••• 4242', paymentMethod: 'pm_card_visa' },
  declined: { label: 'Visa •••• 0002 (declined)', paymentMethod: 'pm_card_chargeDeclined' },
  threeDSecure: { label: 'Visa •••• 3155 (3-D Secure)', paymentMethod: 'pm_card_authenticationRequired' },
} as const;

/** Stripe.js, stood in: built with DOM calls only (the checkout page requires Trusted Types). */
const STRIPE_JS = `(() => {
  const cards = ${JSON.stringify(Object.values(TEST_CARDS))};
  window.Stripe = function Stripe(publishableKey) {
    return {
      elements({ clientSecret }) {
        let chosen = cards[0].paymentMethod;
        let element;
        const elements = {
          clientSecret,
          chosen: () => chosen,
          create(type) {
            if (type !== 'payment') throw new Error('stand-in: only the Payment Element');
            if (element) throw new Error('Can only create one Element of type payment.');
            const box = document.createElement('fieldset');
            box.className = 'stripe-stand-in-element';
            const legend = document.createElement('legend');
            legend.textContent = 'Card (Stripe.js stand-in)';
            box.append(legend);
            for (const card of cards) {
              const label = document.createElement('label');
              const input = document.createElement('input');
              input.type = 'radio';
              input.name = 'stand-in-card';
              input.value = card.paymentMethod;
              input.checked = card.paymentMethod === chosen;
              input.addEventListener('change', () => (chosen = card.paymentMethod));
              label.append(input, ' ' + card.label);
              box.append(label);
            }
            element = { mount: (target) => target.append(box), unmount: () => box.remove() };
            return element;
          },
          fetchUpdates: async () => ({}),
        };
        return elements;
      },
      async confirmPayment({ elements, confirmParams, redirect }) {
        const id = elements.clientSecret.split('_secret_')[0];
        const body = new URLSearchParams({
          key: publishableKey,
          client_secret: elements.clientSecret,
          payment_method: elements.chosen(),
          return_url: confirmParams.return_url,
        });
        const answer = await fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', { method: 'POST', body });
        const intent = await answer.json();
        if (intent.error) return { error: intent.error };
        if (intent.status === 'requires_action' && intent.next_action && intent.next_action.type === 'redirect_to_url') {
          if (redirect !== 'if_required') throw new Error('stand-in: redirect if_required only');
          location.assign(intent.next_action.redirect_to_url.url);
          return new Promise(() => undefined);
        }
        return { paymentIntent: intent };
      },
    };
  };
})();`;

const CORS = { 'access-control-allow-origin': '*' };

/** Stripe's confirm call, answered from the HTTP stand-in's intent. */
async function confirm(route: Route, standIn: StripeStandIn, publishableKey: string): Promise<void> {
  const id = /\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(new URL(route.request().url()).pathname)?.[1] ?? '';
  const form = new URLSearchParams(route.request().postData() ?? '');
  const intent = standIn.intents.get(id);
  const json = (status: number, body: unknown) => route.fulfill({ status, headers: CORS, contentType: 'application/json', body: JSON.stringify(body) });
  if (!intent || form.get('client_secret') !== intent.client_secret || form.get('key') !== publishableKey) {
    return json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } });
  }
  switch (form.get('payment_method')) {
    case TEST_CARDS.pays.paymentMethod:
      return json(200, standIn.pay(id));
    case TEST_CARDS.declined.paymentMethod: {
      const declined = standIn.decline(id);
      return json(402, { error: { ...declined.last_payment_error, payment_intent: declined } });
    }
    case TEST_CARDS.threeDSecure.paymentMethod: {
      intent.status = 'requires_action';
      const returnUrl = form.get('return_url') ?? '';
      const url = `https://hooks.stripe.com/3d_secure_2/stand-in?${new URLSearchParams({ payment_intent: id, return_url: returnUrl })}`;
      return json(200, { ...intent, next_action: { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } } });
    }
    default:
      return json(400, { error: { type: 'invalid_request_error', code: 'parameter_invalid', message: 'stand-in: unknown test card' } });
  }
}

/** The 3-D Secure page (the bank's challenge) and its answer: pays, then back to `return_url` as Stripe redirects. */
async function threeDSecure(route: Route, standIn: StripeStandIn): Promise<void> {
  const url = new URL(route.request().url());
  const id = url.searchParams.get('payment_intent') ?? '';
  const returnUrl = url.searchParams.get('return_url') ?? '';
  const outcome = /\/(complete|fail)$/.exec(url.pathname)?.[1];
  if (outcome) {
    // Failing authentication leaves the intent as a decline does, with Stripe's error (`requires_payment_method`).
    const after = outcome === 'complete' ? standIn.pay(id) : standIn.decline(id);
    const back = new URL(returnUrl);
    back.searchParams.set('payment_intent', id);
    back.searchParams.set('payment_intent_client_secret', after.client_secret);
    back.searchParams.set('redirect_status', outcome === 'complete' ? 'succeeded' : 'failed');
    return route.fulfill({ status: 302, headers: { location: back.href } });
  }
  const link = (to: string, text: string) =>
    `<a href="https://hooks.stripe.com/3d_secure_2/${to}?${new URLSearchParams({ payment_intent: id, return_url: returnUrl }).toString().replace(/&/g, '&amp;')}">${text}</a>`;
  return route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><title>3-D Secure (stand-in)</title><h1>3-D Secure (Stripe stand-in)</h1>${link('complete', 'Complete authentication')} ${link('fail', 'Fail authentication')}`,
  });
}

/** Routes Stripe.js, its confirm call and the 3-D Secure pages of a browser context to the stand-ins. */
export async function routeStripe(context: BrowserContext, standIn: StripeStandIn, publishableKey: string): Promise<void> {
  await context.route('https://js.stripe.com/v3/**', (route) => route.fulfill({ contentType: 'text/javascript', headers: CORS, body: STRIPE_JS }));
  await context.route('https://api.stripe.com/**', (route) => confirm(route, standIn, publishableKey));
  await context.route('https://hooks.stripe.com/**', (route) => threeDSecure(route, standIn));
}
