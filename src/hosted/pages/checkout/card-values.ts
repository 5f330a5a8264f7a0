// Card details as typed (number with spaces, MM/YY): their checks before the store checks them again, and the shape create-order takes.
import type { CardDetails } from '../../../wire/checkout.js';
import { cardBrand, cardDigits, cvcLengthOf, isCardNumber, notExpired } from '../../../wire/card-number.js';
import { messages } from './later-texts.js';

/** What the card fields hold. */
export interface CardValues {
  number: string;
  /** `MM/YY` (or `MM/YYYY`). */
  expiry: string;
  cvc: string;
}

/** A number as it reads best: groups of four (American Express 4-6-5). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'AMEX' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** Month and full year of a typed expiry (`04/29`, `4/2029`, `0429`), or undefined. */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*[/\-. ]?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return undefined;
  const month = Number(match[1]);
  const raw = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: match[2]!.length === 2 ? 2000 + raw : raw };
}

/** An expiry as it is typed: `MM/YY`, the slash added after the month. */
export function formatExpiry(input: string, previous = ''): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit with it, so backspace never gets stuck.
  if (previous.endsWith('/') && input.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Errors of the card fields (`card.number`, `card.expiry`, `card.cvc`). */
export function cardErrors(card: CardValues, now: Date): Record<string, string | undefined> {
  const t = messages().checkout;
  const errors: Record<string, string | undefined> = {};
  const digits = cardDigits(card.number);
  if (!digits) errors['card.number'] = t.cardNumberRequired;
  else if (!isCardNumber(digits)) errors['card.number'] = t.cardNumberInvalid;
  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) errors['card.expiry'] = t.expiryRequired;
  else if (!expiry) errors['card.expiry'] = t.expiryInvalid;
  else if (!notExpired(expiry.month, expiry.year, now)) errors['card.expiry'] = t.expiryPast;
  const cvcLength = cvcLengthOf(digits);
  if (!card.cvc.trim()) errors['card.cvc'] = t.cvcRequired;
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) errors['card.cvc'] = t.cvcInvalid(cvcLength);
  return errors;
}

/** The card as create-order takes it (call after {@link cardErrors} found nothing). */
export function cardInput(card: CardValues): CardDetails {
  const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
  return { number: cardDigits(card.number), expiryMonth: expiry.month, expiryYear: expiry.year, cvc: card.cvc.trim() };
}
