// The fields of a postal address that fit the chosen country (account addresses now, the checkout's shipping and billing later).
import type { WireAddress } from '../../wire/address.js';
import { useEffect } from 'react';
import { messages } from '../i18n/messages.js';
import { ADDRESS_LIMITS, addressRules, type addressErrors } from './address-rules.js';
import { countries } from './countries.js';
import { Field } from './field.js';
import { SelectField } from './select-field.js';
import { listedSubdivisionOfPostalCode, useSubdivisionNames } from './subdivision-names.js';

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  value: WireAddress;
  onChange: (address: WireAddress) => void;
  /** Errors by field, from `addressErrors` (shown after a submit). */
  errors: ReturnType<typeof addressErrors>;
  /** Autocomplete section, e.g. `shipping` or `billing` (browsers keep two addresses apart). */
  section?: string;
  /** Only the country (a store pickup needs no street). @default false */
  countryOnly?: boolean;
}

/** Country, street, city, region and postal code, labelled and validated for the country. */
export function AddressFields({ value, onChange, errors, section, countryOnly = false }: AddressFieldsProps) {
  const t = messages().address;
  const code = value.country?.toUpperCase() ?? '';
  // The country's states or provinces load when it is chosen; until then their select holds its place, disabled.
  const names = useSubdivisionNames(code);
  const rules = addressRules(value.country);
  const ac = (token: string) => (section ? `section-${section} ${token}` : token);
  const set = (key: keyof WireAddress) => (text: string) => onChange({ ...value, [key]: text });
  // A state of the old country means nothing in the new one.
  const setCountry = (country: string) => onChange({ ...value, country, subdivision: '' });
  // A US ZIP or a Canadian (or Australian) postal code tells the state or province: fill it in, the shopper can still change it.
  const setPostalCode = (postalCode: string) => {
    const subdivision = listedSubdivisionOfPostalCode(code, postalCode);
    onChange({ ...value, postalCode, ...(subdivision ? { subdivision } : {}) });
  };
  // A postal code entered (or autofilled) before the list arrived tells the state once it is there.
  useEffect(() => {
    const subdivision = names && !value.subdivision && value.postalCode ? listedSubdivisionOfPostalCode(code, value.postalCode) : undefined;
    if (subdivision) onChange({ ...value, subdivision });
  }, [names]);
  return (
    <div className="address-fields">
      <SelectField
        label={t.country}
        value={value.country ?? ''}
        onValue={setCountry}
        placeholder={t.chooseCountry}
        options={countries().map((c) => ({ value: c.code, label: c.name }))}
        error={errors.country}
        required
        autoComplete={ac('country')}
      />
      {!countryOnly && (
        <>
          <Field
            label={t.line1}
            hint={t.line1Hint}
            value={value.addressLine ?? ''}
            onValue={set('addressLine')}
            error={errors.addressLine}
            required
            autoComplete={ac('address-line1')}
            maxLength={ADDRESS_LIMITS.addressLine}
          />
          <Field
            label={t.line2}
            value={value.addressLine2 ?? ''}
            onValue={set('addressLine2')}
            error={errors.addressLine2}
            optional
            autoComplete={ac('address-line2')}
            maxLength={ADDRESS_LIMITS.addressLine2}
          />
          <div className="field-row">
            {rules.postalLabel && (
              <Field
                label={rules.postalLabel}
                value={value.postalCode ?? ''}
                onValue={setPostalCode}
                error={errors.postalCode}
                required
                autoComplete={ac('postal-code')}
                maxLength={ADDRESS_LIMITS.postalCode}
                autoCapitalize="characters"
                spellCheck={false}
              />
            )}
            <Field
              label={t.city}
              value={value.city ?? ''}
              onValue={set('city')}
              error={errors.city}
              required
              autoComplete={ac('address-level2')}
              maxLength={ADDRESS_LIMITS.city}
            />
          </div>
          {rules.subdivisionLabel && rules.subdivisionListed && (
            <SelectField
              label={rules.subdivisionLabel}
              value={value.subdivision ?? ''}
              onValue={set('subdivision')}
              placeholder={t.choose(rules.subdivisionLabel)}
              options={rules.subdivisions ?? []}
              disabled={!rules.subdivisions}
              error={errors.subdivision}
              required={rules.subdivisionRequired}
              autoComplete={ac('address-level1')}
            />
          )}
          {rules.subdivisionLabel && !rules.subdivisionListed && (
            <Field
              label={rules.subdivisionLabel}
              value={value.subdivision ?? ''}
              onValue={set('subdivision')}
              error={errors.subdivision}
              required={rules.subdivisionRequired}
              optional={!rules.subdivisionRequired}
              autoComplete={ac('address-level1')}
              maxLength={ADDRESS_LIMITS.subdivision}
            />
          )}
        </>
      )}
    </div>
  );
}
