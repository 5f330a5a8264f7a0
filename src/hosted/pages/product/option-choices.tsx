// One product option as a group of radio buttons: text chips, or colour swatches with their names; unavailable choices say so.
import type { ProductOption } from '../../../wire/catalog.js';
import { messages } from './texts.js';

/** Props of {@link OptionChoices}. */
export interface OptionChoicesProps {
  option: ProductOption;
  value: string | undefined;
  onChoose: (choice: string) => void;
  /** Whether a choice can be bought with the other options as chosen. */
  inStock: (choice: string) => boolean;
  /** Shows the "choose" error after a submit without a choice. */
  missing: boolean;
}

/** A fieldset of radios for one option. */
export function OptionChoices({ option, value, onChoose, inStock, missing }: OptionChoicesProps) {
  const t = messages().product;
  const name = `option-${option.name.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  const errorId = `${name}-error`;
  const colour = option.optionType === 'color';
  return (
    <fieldset
      className="option"
      role="radiogroup"
      aria-required="true"
      aria-describedby={missing ? errorId : undefined}
      aria-invalid={missing ? 'true' : undefined}
    >
      <legend>
        {option.name}
        {value && <span className="option-value">: {value}</span>}
      </legend>
      <div className={`choices${colour ? ' choices-colour' : ''}`}>
        {option.choices
          .filter((choice) => choice.visible !== false)
          .map((choice) => {
            const available = inStock(choice.description);
            const id = `${name}-${choice.description.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
            return (
              <span className="choice" key={choice.description}>
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={choice.description}
                  checked={value === choice.description}
                  onChange={() => onChoose(choice.description)}
                />
                <label htmlFor={id} className={available ? undefined : 'unavailable'}>
                  {colour && <span className="swatch" aria-hidden="true" style={{ backgroundColor: choice.value }} />}
                  <span className={colour ? 'visually-hidden' : undefined}>{choice.description}</span>
                  {!available && <span className="visually-hidden"> ({t.outOfStock})</span>}
                </label>
              </span>
            );
          })}
      </div>
      {missing && (
        <p id={errorId} className="field-error">
          {t.choose(option.name)}
        </p>
      )}
    </fieldset>
  );
}
