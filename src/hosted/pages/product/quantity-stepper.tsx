// The quantity to add: a number field between a minus and a plus button, kept between 1 and what is in stock.
import { useId } from 'react';
import { messages } from './texts.js';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  value: number;
  onValue: (value: number) => void;
  /** Most units that can be added (stock, or the cart's line limit). */
  max: number;
}

/** A quantity field with − and + buttons. */
export function QuantityStepper({ value, onValue, max }: QuantityStepperProps) {
  const t = messages().product;
  const id = `q${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const clamp = (n: number) => Math.max(1, Math.min(max, Math.floor(n) || 1));
  return (
    <div className="field quantity">
      <label htmlFor={id} className="field-label">
        {t.quantity}
      </label>
      <div className="stepper">
        <button
          type="button"
          className="stepper-button"
          aria-label={t.decrease}
          aria-controls={id}
          aria-disabled={value <= 1 ? 'true' : undefined}
          onClick={() => value > 1 && onValue(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          onInput={(event) => onValue(clamp(Number((event.currentTarget as HTMLInputElement).value)))}
        />
        <button
          type="button"
          className="stepper-button"
          aria-label={t.increase}
          aria-controls={id}
          aria-disabled={value >= max ? 'true' : undefined}
          onClick={() => value < max && onValue(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
