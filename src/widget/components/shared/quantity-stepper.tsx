// A quantity field with − and + buttons; the buttons stay focusable at the limits (aria-disabled), so keyboard focus is never lost.
import { useEffect, useRef, useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../../wire/cart.js';
import { pageMessages } from '../../i18n/index.js';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the group and the field. */
  label: string;
  /** @default 1 */
  min?: number;
  /** @default MAX_LINE_QUANTITY (9,999) */
  max?: number;
  /** `part` names for the page's styling. @default 'quantity' */
  part?: string;
  /** Called with `max` when a typed number above it was lowered to it, so the shopper can be told why. @default none */
  onLimit?: (max: number) => void;
}

/** A −/field/+ group that reports whole numbers between min and max. */
export function QuantityStepper({ value, onChange, label, min = 1, max = MAX_LINE_QUANTITY, part = 'quantity', onLimit }: QuantityStepperProps) {
  const t = pageMessages();
  const [text, setText] = useState(String(value));
  // The latest value, also between clicks that come faster than renders.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
    setText(String(value));
  }, [value]);
  const commit = (next: number) => {
    const clamped = Math.min(max, Math.max(min, Math.round(next) || min));
    setText(String(clamped));
    if (clamped !== latest.current) onChange((latest.current = clamped));
    if (next > max) onLimit?.(max);
  };
  const step = (delta: number, atLimit: boolean) => (
    <button
      type="button"
      className="step"
      aria-label={delta < 0 ? t.decrease : t.increase}
      aria-disabled={atLimit}
      onClick={() => commit(latest.current + delta)}
    >
      {delta < 0 ? '−' : '+'}
    </button>
  );
  return (
    <div className="stepper" role="group" aria-label={label} part={part}>
      {step(-1, value <= min)}
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        aria-label={label}
        onInput={(event) => setText(event.currentTarget.value)}
        onBlur={() => commit(Number(text))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(Number(event.currentTarget.value));
        }}
      />
      {step(1, value >= max)}
    </div>
  );
}
