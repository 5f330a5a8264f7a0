// Stripe's three keys told apart by their prefixes: which kind a key is, test or live mode, and why a key is refused.

/** The kinds of key an owner gives Tote. */
export type StripeKeyKind = 'secret' | 'publishable' | 'webhook';

/** Test keys move no money; live keys do. */
export type StripeMode = 'test' | 'live';

const SHAPES: Record<StripeKeyKind, RegExp> = {
  // A secret key (`sk_`) or a restricted key (`rk_`) with the PaymentIntents and Refunds permissions.
  secret: /^(sk|rk)_(test|live)_[0-9A-Za-z]{8,}$/,
  publishable: /^pk_(test|live)_[0-9A-Za-z]{8,}$/,
  webhook: /^whsec_[0-9A-Za-z+/=]{8,}$/,
};

const NAMES: Record<StripeKeyKind, string> = {
  secret: 'a secret key (sk_test_… or sk_live_…, or a restricted rk_… key)',
  publishable: 'a publishable key (pk_test_… or pk_live_…)',
  webhook: 'a webhook signing secret (whsec_…)',
};

/** The kind a key looks like, whatever it was given as. */
function kindOf(key: string): StripeKeyKind | undefined {
  return (Object.keys(SHAPES) as StripeKeyKind[]).find((kind) => SHAPES[kind].test(key));
}

/** Why `key` cannot be used as a key of `kind` (the reason an owner is shown), or undefined when it can. */
export function keyProblem(kind: StripeKeyKind, key: string): string | undefined {
  if (SHAPES[kind].test(key)) return undefined;
  const actual = kindOf(key);
  if (actual) return `This is ${NAMES[actual]}; here Stripe's ${NAMES[kind]} is needed`;
  return `This does not look like ${NAMES[kind]}: copy it again from Stripe's dashboard (Developers → API keys${kind === 'webhook' ? ' or Webhooks' : ''})`;
}

/** The mode of a secret or publishable key. */
export function modeOf(key: string): StripeMode {
  return /^(sk|rk|pk)_live_/.test(key) ? 'live' : 'test';
}

/** Why a secret and a publishable key cannot be used together (test with live), or undefined. */
export function pairProblem(secretKey: string, publishableKey: string): string | undefined {
  if (modeOf(secretKey) === modeOf(publishableKey)) return undefined;
  return `The secret key is a ${modeOf(secretKey)} key and the publishable key a ${modeOf(publishableKey)} key: use both keys of one mode`;
}
