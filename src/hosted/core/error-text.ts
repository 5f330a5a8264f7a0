// What a shopper reads when a call fails: the store's own words for refusals, a plain sentence for network and server failures.
import { ApplicationError, ToteError } from '../../sdk/core/errors.js';
import type { ApplicationErrorCode } from '../../wire/error-codes.js';
import { messages } from '../i18n/messages.js';

/** A failure as a page shows it. */
export interface ErrorText {
  text: string;
  /** The store's request id, for support (system failures only). */
  reference?: string | undefined;
}

/** `Title: description` → the description (the sentence a person reads); the text itself otherwise. */
export function readableMessage(message: string): string {
  const colon = message.indexOf(': ');
  return colon > 0 && colon < 60 ? message.slice(colon + 2) : message;
}

/** The text of any error thrown by an SDK call. */
export function errorText(error: unknown): ErrorText {
  const t = messages().common;
  if (error instanceof ToteError) {
    if (error.code === 'NETWORK_ERROR') return { text: t.networkError };
    if (error.kind === 'system') return { text: t.systemError, reference: error.requestId };
    const description = error.details.applicationError?.description;
    return { text: description && description !== 'Bad Request' ? description : readableMessage(error.message) };
  }
  return { text: t.systemError };
}

/** The store's application error code of an error (one of the closed union the SDK types), or undefined. */
export function applicationCode(error: unknown): ApplicationErrorCode | undefined {
  return error instanceof ApplicationError ? error.applicationCode : undefined;
}
