// What to tell the shopper when a store call fails: the store's own reason for a refusal, a plain apology for anything else.
import { ToteError } from '../../sdk/core/errors.js';
import { pageMessages } from '../i18n/index.js';

/** The application error code of a refusal (`ERROR_COUPON_HAS_EXPIRED` ...), if the error is one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ToteError ? error.details.applicationError?.code : undefined;
}

/**
 * A sentence for the shopper: a translated text for known codes, else the store's description, else "something went wrong".
 * @param translations texts by application error code. @default the page's (stock, product, checkout)
 */
export function errorText(error: unknown, translations: Record<string, string> = pageMessages().errors): string {
  if (!(error instanceof ToteError) || error.kind === 'system') return pageMessages().networkError;
  const code = errorCode(error);
  return (code && translations[code]) || error.details.applicationError?.description || error.message;
}
