// A form checked by the page (not the browser's bubbles): on a failed submit the first invalid field gets the focus.
import { useEffect, useRef, type ReactNode } from 'react';

/** Props of {@link Form}. */
export interface FormProps {
  children: ReactNode;
  /** Runs on submit unless `busy`. */
  onSubmit: () => void;
  busy?: boolean;
  /** Changes whenever a submit found errors: the first invalid field is focused. */
  errorEpoch?: number;
  /** Names the form for assistive technology (the id of its heading). */
  labelledBy?: string;
}

/** A `<form>` without native validation that focuses its first invalid field after each failed submit. */
export function Form(props: FormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!props.errorEpoch) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group of radios is invalid as a whole: its checked (or first) radio takes the focus.
    const target =
      invalid && !/^(INPUT|SELECT|TEXTAREA)$/.test(invalid.tagName)
        ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input, select, textarea'))
        : invalid;
    target?.focus();
  }, [props.errorEpoch]);
  return (
    <form
      ref={form}
      className="form"
      noValidate
      aria-labelledby={props.labelledBy}
      aria-busy={props.busy ? 'true' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.busy) props.onSubmit();
      }}
    >
      {props.children}
    </form>
  );
}
