// Reads the store's refusals for the screen: the violations by field, and one sentence for the rest (the server's reason).
import type { ToteError } from '../../sdk/core/errors.js';
import { t } from '../i18n/messages.js';

/** The application error code of a refusal, or undefined. */
export function errorCode(error: unknown): string | undefined {
  return (error as ToteError | undefined)?.details?.applicationError?.code;
}

/** The HTTP status of a refusal, or undefined (no answer). */
export function errorStatus(error: unknown): number | undefined {
  return (error as ToteError | undefined)?.status;
}

/**
 * The field violations of a refusal by field, with `prefix.` dropped (`product.name` → `name`), the first description of
 * each field kept.
 */
export function violationsByField(error: unknown, prefix = ''): Record<string, string> {
  const violations = (error as ToteError | undefined)?.details?.validationError?.fieldViolations ?? [];
  const result: Record<string, string> = {};
  for (const violation of violations) {
    const field = prefix && violation.field.startsWith(`${prefix}.`) ? violation.field.slice(prefix.length + 1) : violation.field;
    result[field] ??= violation.description;
  }
  return result;
}

/** One sentence for a refusal: no answer, a session that ended, an owner-only area, else the server's own message. */
export function reasonOf(error: unknown): string {
  const e = error as ToteError | undefined;
  if (!e || e.code === 'NETWORK_ERROR') return t().common.networkError;
  if (e.status === 401) return t().common.signedOutError;
  if (errorCode(e) === 'OWNER_ONLY') return t().common.ownerOnly;
  if (e.code === 'INVALID_ARGUMENT') {
    const violations = e.details.validationError?.fieldViolations ?? [];
    return violations.length > 0 ? violations.map((v) => `${v.field}: ${v.description}`).join('; ') : e.message;
  }
  return e.message || t().common.loadFailed;
}
