// Buttons: primary (the store's accent), secondary and link-like; a busy button keeps its focus and says what it is doing.
import type { ReactNode } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps {
  children: ReactNode;
  /** @default 'button' */
  type?: 'button' | 'submit';
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  /** Working: clicks are ignored, a spinner and `busyLabel` show. @default false */
  busy?: boolean;
  /** What the button says while busy (`Signing in…`). */
  busyLabel?: string;
  disabled?: boolean;
  onClick?: () => void;
  /** Fill the width of the form. @default false */
  block?: boolean;
  /** An accessible name when the visible text is not enough (`Remove address 2`). */
  label?: string;
  /** Ties the button to the control it shows or hides. */
  controls?: string;
  expanded?: boolean;
}

/** A button; busy buttons stay focusable (`aria-disabled`) so keyboard users do not lose their place. */
export function Button(props: ButtonProps) {
  const inactive = props.busy || props.disabled;
  return (
    <button
      type={props.type ?? 'button'}
      className={`button button-${props.variant ?? 'primary'}${props.block ? ' button-block' : ''}`}
      aria-disabled={inactive ? 'true' : undefined}
      aria-label={props.label}
      aria-controls={props.controls}
      aria-expanded={props.expanded}
      onClick={(event) => {
        if (inactive) {
          event.preventDefault();
          return;
        }
        props.onClick?.();
      }}
    >
      {props.busy && <span className="spinner" aria-hidden="true" />}
      <span>{props.busy && props.busyLabel ? props.busyLabel : props.children}</span>
    </button>
  );
}
