// A labelled select with its hint and error, like {@link Field}.
import { useId } from 'react';
import { FieldError, FieldLabel } from './field.js';

/** One choice of a select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: SelectOption[];
  /** The first, empty choice (`Choose a country`). */
  placeholder?: string;
  error?: string | undefined;
  required?: boolean;
  autoComplete?: string;
  name?: string;
  /** Shown but not usable yet (its options are loading). @default false */
  disabled?: boolean;
}

/** A select with its label and error. */
export function SelectField(props: SelectFieldProps) {
  const id = `s${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const errorId = `${id}-error`;
  return (
    <div className="field" data-invalid={props.error ? 'true' : undefined}>
      <FieldLabel id={id} label={props.label} />
      <div className="field-control">
        <select
          id={id}
          name={props.name}
          value={props.value}
          autoComplete={props.autoComplete}
          disabled={props.disabled}
          onChange={(event) => props.onValue((event.currentTarget as HTMLSelectElement).value)}
          aria-invalid={props.error ? 'true' : undefined}
          aria-required={props.required ? 'true' : undefined}
          aria-describedby={props.error ? errorId : undefined}
        >
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}
