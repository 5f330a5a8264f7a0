// The store's refusals of the checkout's details as the form's errors (in the checkout's later chunk, with placing the order).
import type { FieldViolation } from '../../../../wire/errors.js';
import type { FormErrors } from './checkout-form.js';
import { messages } from '../later-texts.js';

/** The form field of a store violation's JSON path (`checkout.shippingInfo.shippingDestination.address.city` → `shipping.city`), or undefined. */
export function fieldOfViolation(path: string): string | undefined {
  const rules: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^checkout\.buyerInfo\.email$/, () => 'email'],
    [/^checkout\.buyerNote$/, () => 'note'],
    [/^checkout\.shippingInfo\.shippingDestination\.address(?:\.(\w+))?/, (m) => `shipping.${m[1] === 'addressLine1' || !m[1] ? 'addressLine' : m[1]}`],
    [/^checkout\.(billingInfo|shippingInfo\.shippingDestination)\.contactDetails\.vatId/, () => 'taxId'],
    [/^checkout\.shippingInfo\.shippingDestination\.contactDetails\.(\w+)/, (m) => `recipient.${m[1]}`],
    [/^checkout\.shippingInfo\.selectedCarrierServiceOption/, () => 'shippingCode'],
    [/^checkout\.billingInfo\.address(?:\.(\w+))?/, (m) => `billing.${m[1] === 'addressLine1' || !m[1] ? 'addressLine' : m[1]}`],
    [/^checkout\.billingInfo\.contactDetails\.(\w+)/, (m) => `payer.${m[1]}`],
    [/^paymentMethod\.card\.(\w+)/, (m) => `card.${m[1] === 'expiryMonth' || m[1] === 'expiryYear' ? 'expiry' : m[1]}`],
    [/^paymentMethod/, () => 'paymentId'],
  ];
  for (const [pattern, field] of rules) {
    const match = pattern.exec(path);
    if (match) return field(match);
  }
  return undefined;
}

/** A violation as the buyer reads it: the field's own words for the common rules, the store's description otherwise. */
function violationText(violation: FieldViolation): string {
  const t = messages().checkout;
  if (violation.violatedRule === 'REQUIRED_FIELD') return t.fieldRequired;
  const description = violation.description;
  return description ? description.charAt(0).toUpperCase() + description.slice(1) + (/[.!?]$/.test(description) ? '' : '.') : t.fieldInvalid;
}

/** The store's violations as form errors, and the ones no field shows. */
export function errorsOfViolations(violations: readonly FieldViolation[]): { errors: FormErrors; unplaced: string[] } {
  const errors: FormErrors = {};
  const unplaced: string[] = [];
  for (const violation of violations) {
    const field = fieldOfViolation(violation.field);
    if (field && !errors[field]) errors[field] = violationText(violation);
    else if (!field) unplaced.push(`${violation.field}: ${violation.description}`);
  }
  return { errors, unplaced };
}
