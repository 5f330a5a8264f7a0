// The error envelope both ends agree on: field violations, application errors and their messages.

/** Rule kinds a field violation can name (SPEC §5, API.md "Errors"). */
export type ViolatedRule =
  | 'MIN'
  | 'MAX'
  | 'MIN_LENGTH'
  | 'MAX_LENGTH'
  | 'MIN_SIZE'
  | 'MAX_SIZE'
  | 'FORMAT'
  | 'REQUIRED_FIELD'
  | 'FIELD_NOT_ALLOWED'
  | 'INVALID_ENUM_VALUE'
  | 'DECIMAL_LT'
  | 'DECIMAL_GT'
  | 'DECIMAL_LTE'
  | 'DECIMAL_GTE'
  | 'DECIMAL_MAX_SCALE'
  | 'ONE_OF_ALIGNMENT'
  | 'VALIDATION'
  | 'OTHER';

/** One broken rule of a request, named by the request's JSON path (`lineItems[0].quantity`). */
export interface FieldViolation {
  field: string;
  description: string;
  violatedRule: ViolatedRule;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/** What an application error says beyond its title. */
export interface ApplicationErrorDetails {
  /** A string code such as `PRODUCT_NOT_FOUND` or `-19976`. */
  code: string;
  description: string;
  data: Record<string, unknown>;
}

/** The JSON body of every failed call. */
export interface ErrorEnvelope {
  message: string;
  details: {
    validationError?: { fieldViolations: FieldViolation[] };
    applicationError?: ApplicationErrorDetails;
  };
}

/** Sorts violations by field name, the order the message and the details use. */
export function sortViolations(violations: readonly FieldViolation[]): FieldViolation[] {
  return [...violations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}

/** `INVALID_ARGUMENT: "a" must be ..., "b" must be ...`, with the violations sorted by field. */
export function validationMessage(violations: readonly FieldViolation[]): string {
  return `INVALID_ARGUMENT: ${sortViolations(violations)
    .map(({ field, description }) => `"${field}" ${description}`)
    .join(', ')}`;
}

/** The upper-snake form of an HTTP status text: `Not Found` → `NOT_FOUND`. */
export function constantCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/** The message of an unexpected failure, with nothing internal in it. */
export function systemErrorMessage(requestId?: string): string {
  return requestId ? `System error occurred, request-id: ${requestId}` : 'System error occurred';
}
