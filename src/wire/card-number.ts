// Card number rules shared by the hosted checkout and the store: digits as typed, Luhn, brand, CVC length, expiry.

/** Only the digits of a card number as typed (`4242 4242-4242 4242` → `4242424242424242`). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** True when the digits pass the Luhn check (ISO/IEC 7812-1); false for an empty string or any non-digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** True when the digits make a card number: 12 to 19 digits that pass {@link passesLuhn}. */
export function isCardNumber(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/** The card brands told apart by their prefix. */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'UNKNOWN';

/** The card brand of a number by its prefix. */
export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^6(011|5)/.test(digits)) return 'DISCOVER';
  return 'UNKNOWN';
}

/** How many digits the card's security code has: 4 for American Express, else 3. */
export function cvcLengthOf(digits: string): 3 | 4 {
  return cardBrand(digits) === 'AMEX' ? 4 : 3;
}

/** True when a card expiring at the end of `month`/`year` (four-digit year) is still valid in `now`'s month (UTC). */
export function notExpired(month: number, year: number, now: Date): boolean {
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** A two-digit year (`27`) as a four-digit one (`2027`). */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}
