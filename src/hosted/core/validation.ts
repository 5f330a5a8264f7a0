// Checks the pages make before calling the store (the store checks again): e-mail shape, password length, codes.
import { messages } from '../i18n/messages.js';

/** Shortest password the store accepts (the identity server's PASSWORD_MIN_LENGTH). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password the store accepts. */
export const PASSWORD_MAX_LENGTH = 256;

/** One `@`, something before it, a dot in the domain, no spaces: what browsers' type=email roughly accept. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The error of an e-mail field, or undefined. */
export function emailError(email: string): string | undefined {
  const t = messages().common;
  const value = email.trim();
  if (!value) return t.emailRequired;
  if (value.length > 254 || !EMAIL.test(value)) return t.emailInvalid;
  return undefined;
}

/** The error of a new password, or undefined. */
export function newPasswordError(password: string): string | undefined {
  const t = messages().common;
  if (!password) return t.passwordRequired;
  if ([...password].length < PASSWORD_MIN_LENGTH) return t.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return messages().address.tooLong(PASSWORD_MAX_LENGTH);
  return undefined;
}

/** The 6 digits of a typed code (spaces and dashes dropped), or undefined when it is not 6 digits. */
export function sixDigits(code: string): string | undefined {
  const digits = code.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/** True when an error map has any error. */
export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
