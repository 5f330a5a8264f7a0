// Pure checks of card details: Luhn, brand from the number, expiry and CVC; nothing here stores or logs a number.

/** Only the digits of a card number as typed (`4242 4242-4242 4242` → `4242424242424242`). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** True when the digits pass the Luhn check (ISO/IEC 7812-1). */
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

/** The card brand of a number by its prefix. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^6(011|5)/.test(digits)) return 'DISCOVER';
  return 'UNKNOWN';
}

/** True when a card expiring at the end of `month`/`year` is still valid at `now` (UTC). */
export function notExpired(month: number, year: number, now: Date): boolean {
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return year > nowYear || (year === nowYear && month >= nowMonth);
}

/** A two-digit year (`27`) as a four-digit one (`2027`). */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}
