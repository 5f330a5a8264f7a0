// The tax settings form: prices include tax, shipping taxed, no tax charged; saved together, kept as chosen when the store refuses.
import { useState, type SubmitEvent } from 'react';
import { updateTaxSettings, type TaxSettings } from '../api/tax-api.js';
import { CheckboxField } from '../components/field.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** The form of the site's tax settings, starting from the stored ones. */
export function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const texts = t().tax;
  const [values, setValues] = useState(settings);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      setValues(await updateTaxSettings(values));
      notify('success', texts.settingsSaved);
    } catch (error) {
      const reason = reasonOf(error);
      setRefusal(reason);
      notify('error', reason);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="panel form" aria-labelledby="tax-settings-title" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="tax-settings-title">{texts.settingsTitle}</h2>
      {refusal && <p className="form-alert">{refusal}</p>}
      <CheckboxField
        label={texts.pricesIncludeTax}
        name="pricesIncludeTax"
        checked={values.pricesIncludeTax}
        onChecked={(pricesIncludeTax) => setValues((before) => ({ ...before, pricesIncludeTax }))}
      />
      <p className="hint">{texts.pricesIncludeTaxHint}</p>
      <CheckboxField
        label={texts.taxShipping}
        name="taxShipping"
        checked={values.taxShipping}
        onChecked={(taxShipping) => setValues((before) => ({ ...before, taxShipping }))}
      />
      <CheckboxField label={texts.noTax} name="noTax" checked={values.noTax} onChecked={(noTax) => setValues((before) => ({ ...before, noTax }))} />
      <p className="hint">{texts.noTaxHint}</p>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t().common.saving : texts.saveSettings}
      </button>
    </form>
  );
}
