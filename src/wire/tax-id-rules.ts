// Brazilian tax ids (CPF of a person, CNPJ of a company): their shape and check digits, for the server and the hosted pages.
import type { TaxIdType } from './enums.js';

/** Characters a tax id may be written with besides its digits (`123.456.789-09`, `12.345.678/0001-95`). */
const PUNCTUATION = /[\s./-]/g;

/** Length of each kind of tax id, check digits included. */
export const TAX_ID_LENGTHS: Readonly<Record<TaxIdType, number>> = { CPF: 11, CNPJ: 14 };

/** The kinds of tax id a buyer may give. */
export const TAX_ID_TYPES = Object.keys(TAX_ID_LENGTHS) as readonly TaxIdType[];

/** True for `CPF` and `CNPJ`. */
export function isTaxIdType(value: string): value is TaxIdType {
  return Object.hasOwn(TAX_ID_LENGTHS, value);
}

/** How each kind is written, for messages. */
export const TAX_ID_EXAMPLES: Readonly<Record<TaxIdType, string>> = { CPF: '123.456.789-09', CNPJ: '12.345.678/0001-95' };

/** Why a tax id is refused: not the kind's shape (length and characters), or a wrong check digit. */
export type TaxIdProblem = 'SHAPE' | 'CHECK_DIGITS';

/** A tax id read: its canonical form (digits, and for a CNPJ upper-case letters, without punctuation), or why not. */
export type TaxIdCheck = { ok: true; id: string } | { ok: false; problem: TaxIdProblem };

/** Value of a character in the check digit sums: its digit, and for the letters of an alphanumeric CNPJ its code − 48. */
function valueOf(character: string): number {
  return character.charCodeAt(0) - 48;
}

/** The check digit (modulo 11) of `body` with one weight per character. */
function checkDigit(body: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += valueOf(body[i]!) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** CPF weights: from `length + 1` down to 2. */
function cpfWeights(length: number): number[] {
  return Array.from({ length }, (_, i) => length + 1 - i);
}

/** CNPJ weights: 2…9 repeated from the right. */
function cnpjWeights(length: number): number[] {
  return Array.from({ length }, (_, i) => ((length - 1 - i) % 8) + 2);
}

/** True when every check digit of a canonical id of the kind is right. */
function checkDigitsMatch(type: TaxIdType, id: string): boolean {
  const weights = type === 'CPF' ? cpfWeights : cnpjWeights;
  const body = id.slice(0, -2);
  const first = checkDigit(body, weights(body.length));
  const second = checkDigit(body + String(first), weights(body.length + 1));
  return id.endsWith(`${first}${second}`);
}

/**
 * Reads a CPF (11 digits) or a CNPJ (14 characters: 12 digits or upper-case letters, the alphanumeric CNPJ of 2026,
 * then 2 digits), with or without the usual punctuation, and checks its two check digits (modulo 11). Ids of one
 * repeated digit (`111.111.111-11`) pass the check digits but are not issued, and are refused as a wrong check.
 */
export function checkTaxId(type: TaxIdType, value: string): TaxIdCheck {
  const id = value.replace(PUNCTUATION, '').toUpperCase();
  const shape = type === 'CPF' ? /^\d{11}$/ : /^[\dA-Z]{12}\d{2}$/;
  if (id.length !== TAX_ID_LENGTHS[type] || !shape.test(id)) return { ok: false, problem: 'SHAPE' };
  if (/^(\d)\1*$/.test(id) || !checkDigitsMatch(type, id)) return { ok: false, problem: 'CHECK_DIGITS' };
  return { ok: true, id };
}
