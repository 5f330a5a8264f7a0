// A dangerous action asked twice: the button, then the question with the action and a focused Cancel.
import { useState } from 'react';
import { t } from '../i18n/messages.js';

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps {
  /** The button's text (`Delete`). */
  label: string;
  /** The button's accessible name, naming what it acts on (`Delete SAVE10`). */
  name: string;
  /** The question asked before acting. */
  question: string;
  onConfirm: () => void;
}

/** A small danger button that asks `question` before it calls `onConfirm`. */
export function ConfirmButton({ label, name, question, onConfirm }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="button button-small button-danger" aria-label={name} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <span role="group" aria-label={question}>
      <span className="sub">{question}</span>
      <button
        type="button"
        className="button button-small button-danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {label}
      </button>{' '}
      <button type="button" className="button button-small" autoFocus onClick={() => setAsking(false)}>
        {t().common.cancel}
      </button>
    </span>
  );
}
