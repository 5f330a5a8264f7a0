// `tote payments check`: proves a Stripe set-up in one command: with the test keys of STRIPE_*, creates and cancels a PaymentIntent at Stripe and checks the webhook secret.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { ServerConfig } from '../config.js';
import { isUnreachable, stripeClient, modeOf, STRIPE_WEBHOOK_PATH } from '../payments/index.js';
import type { CommandOutput } from './api-key-commands.js';
import { TOTE } from './command-name.js';

/** Usage text of the payments commands. */
export const PAYMENTS_USAGE = `  ${TOTE} payments check [--json] with the test keys of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET:
                                        create and cancel a PaymentIntent at Stripe (no money moves) and check the webhook secret`;

/** Runs `payments <sub-command>`; answers the exit code (0 when the set-up works, 1 when it does not, 64 for a usage error). */
export async function runPaymentsCommand(args: readonly string[], config: Pick<ServerConfig, 'stripe' | 'publicUrl'>, out: CommandOutput): Promise<number> {
  if (args[0] !== 'check' || args.length > 1) {
    out.error(`Usage:\n${PAYMENTS_USAGE}`);
    return 64;
  }
  const { secretKey, publishableKey, webhookSecret, apiBase } = config.stripe;
  if (!secretKey || !publishableKey) {
    out.error('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not both set: copy them from Stripe’s dashboard (Developers → API keys, test mode)');
    return 1;
  }
  if (modeOf(secretKey) !== 'test') {
    out.error('payments check runs with test keys only (sk_test_… and pk_test_…), so that no real payment is ever made');
    return 1;
  }
  const stripe = stripeClient(secretKey, apiBase);
  let failed = false;
  // Each check's outcome: a line for people, or an entry of the JSON answer.
  const checks: { check: string; ok: boolean; message: string }[] = [];
  const report = (check: string, ok: boolean, message: string) => {
    checks.push({ check, ok, message });
    if (!ok) failed = true;
    if (!out.json) (ok ? out.log : out.error)(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  };
  try {
    const intent = await stripe.paymentIntents.create(
      { amount: 100, currency: 'usd', metadata: { toteCheck: 'payments check' } },
      { idempotencyKey: `tote-check:${randomUUID()}` },
    );
    const canceled = await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `tote-check-cancel:${intent.id}` });
    report('secretKey', true, `the secret key works: PaymentIntent ${intent.id} created and ${canceled.status} (test mode, no money moved)`);
  } catch (error) {
    if (isUnreachable(error)) report('secretKey', false, `Stripe could not be reached at ${apiBase.origin}`);
    else if (error instanceof Stripe.errors.StripeAuthenticationError)
      report('secretKey', false, 'Stripe refused the secret key: copy it again from Stripe’s dashboard');
    else report('secretKey', false, `Stripe refused the check: ${error instanceof Stripe.errors.StripeError ? error.message : String(error)}`);
  }
  if (!webhookSecret) {
    report(
      'webhookSecret',
      false,
      `STRIPE_WEBHOOK_SECRET is not set: add the endpoint ${config.publicUrl}${STRIPE_WEBHOOK_PATH} in Stripe’s dashboard and copy its signing secret`,
    );
  } else {
    // The secret signs and verifies with the official package (what the endpoint does with every event).
    const payload = JSON.stringify({ id: 'evt_tote_check', object: 'event', type: 'tote.check' });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    Stripe.webhooks.constructEvent(payload, header, webhookSecret);
    report(
      'webhookSecret',
      true,
      `the webhook secret is set; Stripe must send its events to ${config.publicUrl}${STRIPE_WEBHOOK_PATH} (Stripe's dashboard shows whether they arrive)`,
    );
  }
  if (out.json) out.log(JSON.stringify({ ok: !failed, checks }));
  else out.log(failed ? 'The Stripe set-up does not work yet.' : 'The Stripe set-up works.');
  return failed ? 1 : 0;
}
