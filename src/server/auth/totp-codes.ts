// TOTP (RFC 6238) as staff and members both use it: new secrets, their otpauth:// URL, and which time step a code belongs to.
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 §4: 30-second steps; a code of the step before or after is accepted too (clock drift, §5.2). */
const PERIOD_SECONDS = 30;
const WINDOW = 1;

function totpOf(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });
}

/** A new random secret (160 bits, RFC 4226 §4's recommendation), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URL an authenticator app scans for `secret`, labelled `issuer` (the shop) and `label` (the e-mail). */
export function totpUrl(secret: string, issuer: string, label: string): string {
  return totpOf(secret, issuer, label).toString();
}

/** The time step a code belongs to, or undefined when it matches no step of the window. */
export function stepOfCode(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret, 'Tote', 'code').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
