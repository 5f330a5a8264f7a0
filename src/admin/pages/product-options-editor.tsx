// The options of the product form: each option's name and its choices (comma separated), added and removed by button.
import { TextField } from '../components/field.js';
import { t } from '../i18n/messages.js';
import { MAX_OPTIONS, newOption, type OptionDraft } from './product-draft.js';

/** Props of {@link OptionsEditor}. */
export interface OptionsEditorProps {
  options: OptionDraft[];
  /** Changes the options (applied to the latest ones). */
  onOptions: (change: (options: OptionDraft[]) => OptionDraft[]) => void;
  /** Violations by the field of the wire's `product` (`productOptions[0].name`, `productOptions[1].choices`, `productOptions`). */
  errors: Record<string, string>;
}

/** The options editor. */
export function OptionsEditor({ options, onOptions, errors }: OptionsEditorProps) {
  const texts = t().product;
  const change = (key: string, values: Partial<OptionDraft>) => onOptions((all) => all.map((o) => (o.key === key ? { ...o, ...values } : o)));
  return (
    <fieldset className="options">
      <legend>{texts.options}</legend>
      <p className="hint">{options.length === 0 ? texts.noOptions : texts.optionsHint}</p>
      {errors.productOptions && <p className="field-error">{errors.productOptions}</p>}
      {options.map((option, i) => (
        <div className="option-row" key={option.key}>
          <TextField
            label={texts.optionName(i + 1)}
            name={`option-${i}-name`}
            value={option.name}
            onValue={(name) => change(option.key, { name })}
            error={errors[`productOptions[${i}].name`] ?? errors[`productOptions[${i}]`]}
          />
          <TextField
            label={texts.optionChoices(i + 1)}
            name={`option-${i}-choices`}
            value={option.choices}
            onValue={(choices) => change(option.key, { choices })}
            hint={texts.choicesHint}
            error={errors[`productOptions[${i}].choices`]}
          />
          <button
            type="button"
            className="button"
            aria-label={texts.removeOption(i + 1, option.name.trim())}
            onClick={() => onOptions((all) => all.filter((o) => o.key !== option.key))}
          >
            {texts.remove}
          </button>
        </div>
      ))}
      <button type="button" className="button" disabled={options.length >= MAX_OPTIONS} onClick={() => onOptions((all) => [...all, newOption()])}>
        {texts.addOption}
      </button>
    </fieldset>
  );
}
