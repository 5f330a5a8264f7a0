// Labelled form controls: a text input, a text area, a select and a checkbox, each with its hint and the server's error tied to it.
import type { ReactNode } from 'react';
import { useId } from 'react';

/** What every field has. */
interface FieldBase {
  label: string;
  /** The error under the field (the server's violation); marks it invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  name?: string;
}

function ids(generated: string) {
  const id = `f${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

function describedBy(hintId: string, errorId: string, props: FieldBase): string | undefined {
  return [props.hint ? hintId : '', props.error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

function Wrapper(props: FieldBase & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className="field" data-invalid={props.error ? 'true' : undefined}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint && (
        <p id={props.hintId} className="hint">
          {props.hint}
        </p>
      )}
      {props.children}
      {props.error && (
        <p id={props.errorId} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldBase {
  value: string;
  onValue: (value: string) => void;
  /** @default 'text' */
  type?: 'text' | 'email' | 'password' | 'url' | 'search' | 'date' | 'datetime-local';
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'url';
  required?: boolean;
  autoFocus?: boolean;
}

/** A text input with its label, hint and error. */
export function TextField(props: TextFieldProps) {
  const { id, hintId, errorId } = ids(useId());
  return (
    <Wrapper {...props} id={id} hintId={hintId} errorId={errorId}>
      <input
        id={id}
        name={props.name}
        type={(props.type ?? 'text') as 'text'}
        value={props.value}
        onChange={(event) => props.onValue((event.currentTarget as HTMLInputElement).value)}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required={props.required}
        autoFocus={props.autoFocus}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={describedBy(hintId, errorId, props)}
      />
    </Wrapper>
  );
}

/** A multi-line text with its label, hint and error. */
export function TextAreaField(props: FieldBase & { value: string; onValue: (value: string) => void; rows?: number }) {
  const { id, hintId, errorId } = ids(useId());
  return (
    <Wrapper {...props} id={id} hintId={hintId} errorId={errorId}>
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 4}
        value={props.value}
        onChange={(event) => props.onValue((event.currentTarget as HTMLTextAreaElement).value)}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={describedBy(hintId, errorId, props)}
      />
    </Wrapper>
  );
}

/** A choice of options with its label and error. */
export function SelectField(props: FieldBase & { value: string; onValue: (value: string) => void; options: { value: string; label: string }[] }) {
  const { id, hintId, errorId } = ids(useId());
  return (
    <Wrapper {...props} id={id} hintId={hintId} errorId={errorId}>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={(event) => props.onValue((event.currentTarget as HTMLSelectElement).value)}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={describedBy(hintId, errorId, props)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}

/** A checkbox with its label (after the box) and error. */
export function CheckboxField(props: FieldBase & { checked: boolean; onChecked: (checked: boolean) => void }) {
  const { id, hintId, errorId } = ids(useId());
  return (
    <div className="field field-check" data-invalid={props.error ? 'true' : undefined}>
      <input
        id={id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChecked((event.currentTarget as HTMLInputElement).checked)}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={describedBy(hintId, errorId, props)}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.error && (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
