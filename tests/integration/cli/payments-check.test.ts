// `tote payments check` against the Stripe stand-in (tests/support/stripe-stand-in.ts; Stripe cannot be reached here): a working set-up, a refused key, live keys, no webhook secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/server/cli.js';
import { readConfig } from '../../../src/server/config.js';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in.js';

const SECRET_KEY = 'sk_test_toteCheck0001';
const PUBLISHABLE_KEY = 'pk_test_toteCheck0001';
let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY });
});
afterAll(() => standIn.close());

async function check(env: Record<string, string>): Promise<{ code: number; log: string[]; error: string[] }> {
  const log: string[] = [];
  const error: string[] = [];
  const config = readConfig({ NODE_ENV: 'test', STRIPE_API_BASE: standIn.url, ...env });
  const code = await runCli(['payments', 'check'], config, { log: (line) => log.push(line), error: (line) => error.push(line) });
  return { code, log, error };
}

describe('payments check', () => {
  it('creates and cancels a test PaymentIntent and checks the webhook secret: exit 0', async () => {
    const result = await check({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: 'whsec_toteCheck0001' });
    expect(result.error).toEqual([]);
    expect(result.code).toBe(0);
    const id = /PaymentIntent (pi_\w+) created and canceled/.exec(result.log.join('\n'))?.[1];
    expect(standIn.intents.get(id ?? '')?.status).toBe('canceled');
    expect(result.log.at(-1)).toBe('The Stripe set-up works.');
  });

  it('says what is wrong: a refused key, no webhook secret, live keys (refused before any call)', async () => {
    const refused = await check({
      STRIPE_SECRET_KEY: 'sk_test_notTheRightOne1',
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_toteCheck0001',
    });
    expect(refused.code).toBe(1);
    expect(refused.error).toEqual(['FAIL Stripe refused the secret key: copy it again from Stripe’s dashboard']);
    const noSecret = await check({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY });
    expect(noSecret.code).toBe(1);
    expect(noSecret.error.join('\n')).toMatch(/STRIPE_WEBHOOK_SECRET is not set: add the endpoint http:\/\/localhost:8787\/payments\/stripe\/webhook/);
    const calls = standIn.requests.length;
    const live = await check({ STRIPE_SECRET_KEY: 'sk_live_toteCheck0001', STRIPE_PUBLISHABLE_KEY: 'pk_live_toteCheck0001' });
    expect(live.code).toBe(1);
    expect(live.error.join('\n')).toMatch(/test keys only/);
    expect(standIn.requests.length).toBe(calls);
  });
});
