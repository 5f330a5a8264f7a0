// One option of the buy box: colour swatches (radio buttons) or a drop-down; choices out of stock with the other chosen ones are disabled.
import type { ProductOption } from '../../../wire/catalog.js';
import { pageMessages } from '../../i18n/index.js';

/** Props of {@link OptionPicker}. */
export interface OptionPickerProps {
  option: ProductOption;
  /** The chosen choice's description. */
  value: string | undefined;
  onChoose: (choice: string) => void;
}

/** Swatches for colour options, a select for the others; `data-option` lets the buy box focus a missing choice. */
export function OptionPicker({ option, value, onChoose }: OptionPickerProps) {
  const t = pageMessages();
  const choices = option.choices.filter((c) => c.visible);
  const label = (c: (typeof choices)[number]) => (c.inStock ? c.description : t.soldOutChoice(c.description));
  return option.optionType === 'color' ? (
    <fieldset className="option" data-option={option.name}>
      <legend>
        {option.name}
        {value && <span className="chosen">: {value}</span>}
      </legend>
      <div className="swatches">
        {choices.map((c) => (
          <label key={c.description} className="swatch" title={label(c)}>
            <input
              type="radio"
              name={option.name}
              checked={value === c.description}
              disabled={!c.inStock}
              aria-label={label(c)}
              onChange={() => onChoose(c.description)}
            />
            <span className="chip" style={{ background: c.value }} />
          </label>
        ))}
      </div>
    </fieldset>
  ) : (
    <label className="option" data-option={option.name}>
      <span className="legend">{option.name}</span>
      <select className="tote-field" value={value ?? ''} onChange={(event) => onChoose(event.currentTarget.value)}>
        <option value="" disabled>
          {t.choose}
        </option>
        {choices.map((c) => (
          <option key={c.description} value={c.description} disabled={!c.inStock}>
            {label(c)}
          </option>
        ))}
      </select>
    </label>
  );
}
