// The application errors of coupon and discount rule calls, and a small collector of field violations.
import type { FieldViolation, ViolatedRule } from '../../wire/errors.js';
import { applicationError, notFound, validationError } from '../http/http-error.js';

/** 404 for a coupon this site does not have (another site's coupon included). */
export function couponNotFound(id: string) {
  return notFound('COUPON_NOT_FOUND', 'Coupon', { id });
}

/** 404 for a discount rule this site does not have. */
export function discountRuleNotFound(id: string) {
  return notFound('DISCOUNT_RULE_NOT_FOUND', 'Discount rule', { id });
}

/** 409: another coupon of the site has this code (in any case). */
export function duplicateCouponCode(code: string) {
  return applicationError(
    409,
    'COUPON_CODE_ALREADY_EXISTS',
    'Coupon code already in use',
    `Another coupon of this store has the code "${code}" (codes are compared ignoring case)`,
    { code },
  );
}

/** 409: the rule changed since the revision the caller read. */
export function revisionMismatch(id: string, expected: string, actual: string) {
  return applicationError(
    409,
    'REVISION_MISMATCH',
    'Discount rule was changed',
    `Discount rule ${id} is at revision ${actual}, not ${expected}: read it again and retry`,
    { id, revision: actual },
  );
}

/** Field violations gathered while checking one request, thrown together. */
export class Violations {
  readonly list: FieldViolation[] = [];

  /** Records one violation. */
  add(field: string, description: string, rule: ViolatedRule = 'VALIDATION', data?: Record<string, unknown>): void {
    this.list.push({ field, description, violatedRule: rule, ruleName: rule, ...(data ? { data } : {}) });
  }

  /** Throws a 400 with every violation, when there is any. */
  throwIfAny(): void {
    if (this.list.length > 0) throw validationError(this.list);
  }
}
