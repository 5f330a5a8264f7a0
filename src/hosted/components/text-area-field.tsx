// A labelled multi-line text field (a note to the seller), with its hint, a character count near the limit, and its error.
import { useId } from 'react';
import { FieldError, FieldLabel } from './field.js';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  maxLength: number;
  /** Visible lines. @default 3 */
  rows?: number;
  /** Shows "(optional)" after the label. @default false */
  optional?: boolean;
  name?: string;
}

/** A textarea with its label, hint, error and, past 80 % of the limit, how many characters are left. */
export function TextAreaField(props: TextAreaFieldProps) {
  const id = `t${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const left = props.maxLength - props.value.length;
  const nearLimit = left < props.maxLength * 0.2;
  const describedBy = [props.hint ? hintId : '', nearLimit ? countId : '', props.error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-invalid={props.error ? 'true' : undefined}>
      <FieldLabel id={id} label={props.label} optional={props.optional} />
      {props.hint && (
        <p id={hintId} className="field-hint">
          {props.hint}
        </p>
      )}
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 3}
        value={props.value}
        maxLength={props.maxLength}
        onInput={(event) => props.onValue((event.currentTarget as HTMLTextAreaElement).value)}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={describedBy}
      />
      {nearLimit && (
        <p id={countId} className="field-hint field-count">
          {left} / {props.maxLength}
        </p>
      )}
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}
