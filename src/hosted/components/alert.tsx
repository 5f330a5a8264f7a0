// A message box: errors are announced at once (role=alert), confirmations and notes politely (role=status).
import type { ReactNode } from 'react';
import { messages } from '../i18n/messages.js';
import type { ErrorText } from '../core/error-text.js';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** @default 'info' */
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** A coloured box with a message. */
export function Alert({ tone = 'info', children }: AlertProps) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The box of a failed call: the sentence, and the reference to quote when the store failed. */
export function ErrorAlert({ error, children }: { error: ErrorText; children?: ReactNode }) {
  return (
    <Alert tone="error">
      <p>{error.text}</p>
      {error.reference && <p className="alert-reference">{messages().common.reference(error.reference)}</p>}
      {children}
    </Alert>
  );
}
