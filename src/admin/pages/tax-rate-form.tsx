// The tax rate form (new or edit): country, region, name, rate and reduced rate, level, shipping; a refusal marks the fields and keeps what was typed.
import { createTaxRate, updateTaxRate, type TaxJurisdictionType, type TaxRateBody, type WireTaxRate } from '../api/tax-api.js';
import { CheckboxField, SelectField, TextField } from '../components/field.js';
import { t } from '../i18n/messages.js';
import { useEditForm } from '../state/use-edit-form.js';

const JURISDICTIONS: readonly TaxJurisdictionType[] = ['COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL'];

/** The form's values as typed; `jurisdictionType` empty: the store picks it from the place. */
interface TaxRateFormValues {
  country: string;
  subdivision: string;
  name: string;
  rate: string;
  reducedRate: string;
  jurisdictionType: TaxJurisdictionType | '';
  appliesToShipping: boolean;
}

const EMPTY: TaxRateFormValues = { country: '', subdivision: '', name: '', rate: '', reducedRate: '', jurisdictionType: '', appliesToShipping: true };

function valuesOf(rate: WireTaxRate): TaxRateFormValues {
  return {
    country: rate.country,
    subdivision: rate.subdivision ?? '',
    name: rate.name,
    rate: rate.rate,
    reducedRate: rate.reducedRate ?? '',
    jurisdictionType: rate.jurisdictionType,
    appliesToShipping: rate.appliesToShipping,
  };
}

/** The rate the store is sent: empty region and reduced rate as null; the level left out when automatic. */
function bodyOf(values: TaxRateFormValues): TaxRateBody {
  const body: TaxRateBody = {
    country: values.country.trim(),
    subdivision: values.subdivision.trim() || null,
    name: values.name.trim(),
    rate: values.rate.trim(),
    reducedRate: values.reducedRate.trim() || null,
    appliesToShipping: values.appliesToShipping,
  };
  if (values.jurisdictionType) body.jurisdictionType = values.jurisdictionType;
  return body;
}

/** Props of {@link TaxRateForm}. */
export interface TaxRateFormProps {
  /** The rate edited; a new one when undefined. */
  rate: WireTaxRate | undefined;
  onSaved: (rate: WireTaxRate) => void;
  onCancel: () => void;
}

/** The form that creates or changes a tax rate. */
export function TaxRateForm({ rate, onSaved, onCancel }: TaxRateFormProps) {
  const texts = t().tax;
  const { values, setValues, set, errors, refusal, busy, submit, heading } = useEditForm<TaxRateFormValues, WireTaxRate>({
    editing: rate !== undefined,
    initial: () => (rate ? valuesOf(rate) : EMPTY),
    empty: EMPTY,
    save: (typed) => (rate ? updateTaxRate(rate.id, bodyOf(typed)) : createTaxRate(bodyOf(typed))),
    violationsAt: 'taxRate',
    focusHeading: 'always',
    savedNotice: (saved) => (rate ? texts.rateSaved(saved.name) : texts.rateCreated(saved.name)),
    onSaved,
  });
  return (
    <form className="panel form" aria-labelledby="tax-rate-form-title" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="tax-rate-form-title" ref={heading} tabIndex={-1}>
        {rate ? texts.editRate(rate.name) : texts.newRate}
      </h2>
      {refusal && <p className="form-alert">{refusal}</p>}
      <div className="grid-2">
        <TextField label={texts.country} name="country" value={values.country} onValue={set('country')} error={errors.country} hint={texts.countryHint} />
        <TextField
          label={texts.region}
          name="subdivision"
          value={values.subdivision}
          onValue={set('subdivision')}
          error={errors.subdivision}
          hint={texts.regionHint}
        />
        <TextField label={texts.name} name="name" value={values.name} onValue={set('name')} error={errors.name} hint={texts.nameHint} />
        <TextField label={texts.rate} name="rate" inputMode="decimal" value={values.rate} onValue={set('rate')} error={errors.rate} />
        <TextField
          label={texts.reducedRate}
          name="reducedRate"
          inputMode="decimal"
          value={values.reducedRate}
          onValue={set('reducedRate')}
          error={errors.reducedRate}
          hint={texts.reducedRateHint}
        />
        <SelectField
          label={texts.jurisdiction}
          name="jurisdictionType"
          value={values.jurisdictionType}
          onValue={(value) => setValues((before) => ({ ...before, jurisdictionType: value as TaxJurisdictionType | '' }))}
          error={errors.jurisdictionType}
          options={[
            ...(rate ? [] : [{ value: '', label: texts.jurisdictionAuto }]),
            ...JURISDICTIONS.map((value) => ({ value, label: texts.jurisdictions[value] })),
          ]}
        />
      </div>
      <CheckboxField
        label={texts.appliesToShipping}
        name="appliesToShipping"
        checked={values.appliesToShipping}
        onChecked={(appliesToShipping) => setValues((before) => ({ ...before, appliesToShipping }))}
        error={errors.appliesToShipping}
      />
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t().common.saving : rate ? texts.saveRate : texts.createRate}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t().common.cancel}
        </button>
      </div>
    </form>
  );
}
