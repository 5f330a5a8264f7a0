// E-mail addresses of members: a pragmatic format check and the normalized form that identifies an account.

/** Longest address accepted (RFC 5321 §4.5.3.1.3). */
export const EMAIL_MAX_LENGTH = 254;

// local@domain.tld: printable local part without spaces or brackets, a dotted domain with a 2+ letter TLD.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** True for an address the store can send mail to. */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value) && !value.includes('..');
}

/** The form accounts are keyed by: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
