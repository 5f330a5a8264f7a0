// A labelled form field: the label above, an optional hint, the control, and an error tied to it for screen readers.
import { useId, type ReactNode, type Ref } from 'react';
import { messages } from '../i18n/messages.js';

/** Props of {@link Field}. */
export interface FieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The error under the field; marks it invalid. */
  error?: string | undefined;
  /** A hint under the label (the rules of the value). */
  hint?: string | undefined;
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'date';
  /** The HTML autocomplete token (`email`, `current-password`, `given-name`, ...). */
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  /** Marks the field required for assistive technology (checked by the form, not the browser). @default false */
  required?: boolean;
  /** Shows "(optional)" after the label. @default false */
  optional?: boolean;
  maxLength?: number;
  name?: string;
  /** A fixed id (else a generated one). */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A control after the input (the password toggle). */
  trailing?: ReactNode;
  autoFocus?: boolean;
  /** @default true for text, false for e-mail, password and codes */
  spellCheck?: boolean;
  autoCapitalize?: 'off' | 'none' | 'sentences' | 'words' | 'characters';
  pattern?: string;
  readOnly?: boolean;
}

/** A text input with its label, hint and error. */
export function Field(props: FieldProps) {
  const generated = useId();
  const id = props.id ?? `f${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : '', props.error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-invalid={props.error ? 'true' : undefined}>
      <FieldLabel id={id} label={props.label} optional={props.optional} />
      {props.hint && (
        <p id={hintId} className="field-hint">
          {props.hint}
        </p>
      )}
      <div className="field-control">
        <input
          id={id}
          ref={props.inputRef}
          name={props.name}
          // One element for every text-like type; preact's types split inputs by type.
          type={(props.type ?? 'text') as 'text'}
          value={props.value}
          onInput={(event) => props.onValue((event.currentTarget as HTMLInputElement).value)}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          aria-invalid={props.error ? 'true' : undefined}
          aria-required={props.required ? 'true' : undefined}
          aria-describedby={describedBy}
          autoFocus={props.autoFocus}
          // `false` as text: preact sets a name the element has no property of as an attribute, and drops it for `false`.
          spellCheck={props.spellCheck === false ? 'false' : props.spellCheck}
          autoCapitalize={props.autoCapitalize}
          pattern={props.pattern}
          readOnly={props.readOnly}
        />
        {props.trailing}
      </div>
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

/** A field's label, with "(optional)" when the field may stay empty. */
export function FieldLabel({ id, label, optional }: { id: string; label: string; optional?: boolean | undefined }) {
  return (
    <label htmlFor={id} className="field-label">
      {label}
      {optional && <span className="field-optional"> ({messages().common.optional})</span>}
    </label>
  );
}

/** A field's error, referenced by the control's `aria-describedby` while it shows. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return (
    <p id={id} className="field-error" hidden={!error}>
      {error && (
        <>
          <svg className="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v5h-1.5v-5Zm0 6h1.5V12h-1.5v-1.5Z" fill="currentColor" />
          </svg>
          {error}
        </>
      )}
    </p>
  );
}
