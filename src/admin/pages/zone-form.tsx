// The shipping zone form (new or edit): name, destinations and rates with their brackets; a refusal marks the fields and keeps what was typed.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { createZone, updateZone, type ShippingKind, type WirePickupLocation, type WireShippingZone } from '../api/shipping-api.js';
import {
  EMPTY_BRACKET,
  EMPTY_DESTINATION,
  EMPTY_RATE,
  EMPTY_ZONE,
  zoneBody,
  zoneFormValues,
  zoneViolations,
  type RateFormValues,
  type ZoneFormValues,
} from '../api/zone-form-values.js';
import { SelectField, TextAreaField, TextField } from '../components/field.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

const KINDS: readonly ShippingKind[] = ['FLAT', 'BY_WEIGHT', 'BY_SUBTOTAL', 'PICKUP'];

/** Props of {@link ZoneForm}. */
export interface ZoneFormProps {
  /** The zone edited; a new zone when undefined. */
  zone: WireShippingZone | undefined;
  pickupLocations: WirePickupLocation[];
  /** Gets the store's answer after a save. */
  onSaved: (zone: WireShippingZone) => void;
  onCancel: () => void;
}

/** A list with item `index` changed. */
function changedAt<T>(items: readonly T[], index: number, change: (item: T) => T): T[] {
  return items.map((item, i) => (i === index ? change(item) : item));
}

/** The form that creates or changes a shipping zone. */
export function ZoneForm({ zone, pickupLocations, onSaved, onCancel }: ZoneFormProps) {
  const texts = t().shipping;
  const [values, setValues] = useState<ZoneFormValues>(() => (zone ? zoneFormValues(zone) : EMPTY_ZONE));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const setRate = (index: number, change: (rate: RateFormValues) => RateFormValues) =>
    setValues((before) => ({ ...before, rates: changedAt(before.rates, index, change) }));
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      const saved = zone ? await updateZone(zone.id, zoneBody(values)) : await createZone(zoneBody(values));
      notify('success', zone ? texts.zoneSaved(saved.name) : texts.zoneCreated(saved.name));
      onSaved(saved);
    } catch (error) {
      // What was typed stays; only the errors change.
      const { byField, elsewhere } = zoneViolations(error, values);
      setErrors(byField);
      const reason = Object.keys(byField).length > 0 || elsewhere.length > 0 ? t().common.fixFields : reasonOf(error);
      setRefusal([reason, ...elsewhere].join(' '));
      notify('error', reason);
    } finally {
      setBusy(false);
    }
  };
  const title = zone ? texts.editZone(zone.name) : texts.newZone;
  return (
    <form className="panel form" aria-labelledby="zone-form-title" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="zone-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {refusal && <p className="form-alert">{refusal}</p>}
      <TextField
        label={texts.zoneName}
        name="zoneName"
        value={values.name}
        onValue={(name) => setValues((before) => ({ ...before, name }))}
        error={errors.name}
      />
      <h3>{texts.destinations}</h3>
      {errors.destinations && <p className="field-error">{errors.destinations}</p>}
      {values.destinations.map((destination, i) => {
        const at = `destinations[${i}]`;
        const set = (key: keyof typeof destination) => (value: string) =>
          setValues((before) => ({ ...before, destinations: changedAt(before.destinations, i, (d) => ({ ...d, [key]: value })) }));
        return (
          <fieldset key={i} className="row-set">
            <legend>{texts.destination(i + 1)}</legend>
            <div className="grid-2">
              <TextField label={texts.country} value={destination.country} onValue={set('country')} error={errors[`${at}.country`]} hint={texts.countryHint} />
              <TextField
                label={texts.regions}
                value={destination.subdivisions}
                onValue={set('subdivisions')}
                error={errors[`${at}.subdivisions`]}
                hint={texts.regionsHint}
              />
              <TextField
                label={texts.postalCodes}
                value={destination.postalCodePrefixes}
                onValue={set('postalCodePrefixes')}
                error={errors[`${at}.postalCodePrefixes`]}
                hint={texts.postalCodesHint}
              />
            </div>
            {values.destinations.length > 1 && (
              <button
                type="button"
                className="button button-small"
                onClick={() => setValues((before) => ({ ...before, destinations: before.destinations.filter((_, j) => j !== i) }))}
              >
                {texts.removeDestination(i + 1)}
              </button>
            )}
          </fieldset>
        );
      })}
      <p>
        <button
          type="button"
          className="button"
          onClick={() => setValues((before) => ({ ...before, destinations: [...before.destinations, EMPTY_DESTINATION] }))}
        >
          {texts.addDestination}
        </button>
      </p>
      <h3>{texts.rates}</h3>
      {errors.rates && <p className="field-error">{errors.rates}</p>}
      {values.rates.length === 0 && <p className="hint">{texts.noRates}</p>}
      {values.rates.map((rate, i) => (
        <RateFields
          key={i}
          index={i}
          rate={rate}
          errors={errors}
          pickupLocations={pickupLocations}
          onChange={(change) => setRate(i, change)}
          onRemove={() => setValues((before) => ({ ...before, rates: before.rates.filter((_, j) => j !== i) }))}
        />
      ))}
      <p>
        <button type="button" className="button" onClick={() => setValues((before) => ({ ...before, rates: [...before.rates, EMPTY_RATE] }))}>
          {texts.addRate}
        </button>
      </p>
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t().common.saving : zone ? texts.saveZone : texts.createZone}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t().common.cancel}
        </button>
      </div>
    </form>
  );
}

/** Props of {@link RateFields}. */
interface RateFieldsProps {
  index: number;
  rate: RateFormValues;
  errors: Record<string, string>;
  pickupLocations: WirePickupLocation[];
  onChange: (change: (rate: RateFormValues) => RateFormValues) => void;
  onRemove: () => void;
}

/** One rate's fields: code, title, how it is priced (amount, brackets or pickup), free-from and delivery time. */
function RateFields({ index, rate, errors, pickupLocations, onChange, onRemove }: RateFieldsProps) {
  const texts = t().shipping;
  const at = `rates[${index}]`;
  const set = (key: 'code' | 'title' | 'amount' | 'freeOver' | 'deliveryTime' | 'instructions' | 'pickupLocationId') => (value: string) =>
    onChange((r) => ({ ...r, [key]: value }));
  const setBracket = (j: number, key: 'upTo' | 'amount') => (value: string) =>
    onChange((r) => ({ ...r, brackets: changedAt(r.brackets, j, (b) => ({ ...b, [key]: value })) }));
  const bracketed = rate.kind === 'BY_WEIGHT' || rate.kind === 'BY_SUBTOTAL';
  return (
    <fieldset className="row-set">
      <legend>{texts.rate(index + 1)}</legend>
      <div className="grid-2">
        <TextField label={texts.rateCode} value={rate.code} onValue={set('code')} error={errors[`${at}.code`]} hint={texts.rateCodeHint} />
        <TextField label={texts.rateTitle} value={rate.title} onValue={set('title')} error={errors[`${at}.title`]} hint={texts.rateTitleHint} />
        <SelectField
          label={texts.kind}
          value={rate.kind}
          onValue={(kind) => onChange((r) => ({ ...r, kind: kind as ShippingKind }))}
          error={errors[`${at}.kind`]}
          options={KINDS.map((value) => ({ value, label: texts.kinds[value] }))}
        />
        {(rate.kind === 'FLAT' || rate.kind === 'PICKUP') && (
          <TextField label={texts.price} inputMode="decimal" value={rate.amount} onValue={set('amount')} error={errors[`${at}.amount`]} />
        )}
        {rate.kind === 'PICKUP' && (
          <SelectField
            label={texts.pickupLocation}
            value={rate.pickupLocationId}
            onValue={set('pickupLocationId')}
            error={errors[`${at}.pickupLocationId`]}
            options={[{ value: '', label: texts.choosePickup }, ...pickupLocations.map((p) => ({ value: p.id, label: p.name }))]}
          />
        )}
        <TextField
          label={texts.freeOver}
          inputMode="decimal"
          value={rate.freeOver}
          onValue={set('freeOver')}
          error={errors[`${at}.freeOver`]}
          hint={texts.freeOverHint}
        />
        <TextField
          label={texts.deliveryTime}
          value={rate.deliveryTime}
          onValue={set('deliveryTime')}
          error={errors[`${at}.deliveryTime`]}
          hint={texts.deliveryTimeHint}
        />
      </div>
      {rate.kind === 'PICKUP' && (
        <TextAreaField label={texts.instructions} rows={2} value={rate.instructions} onValue={set('instructions')} error={errors[`${at}.instructions`]} />
      )}
      {bracketed && (
        <>
          {errors[`${at}.brackets`] && <p className="field-error">{errors[`${at}.brackets`]}</p>}
          {rate.brackets.map((bracket, j) => (
            <fieldset key={j} className="row-set">
              <legend>{texts.bracket(j + 1)}</legend>
              <div className="grid-2">
                <TextField
                  label={rate.kind === 'BY_WEIGHT' ? texts.upToWeight : texts.upToSubtotal}
                  inputMode="decimal"
                  value={bracket.upTo}
                  onValue={setBracket(j, 'upTo')}
                  error={errors[`${at}.brackets[${j}].upTo`]}
                  hint={texts.upToHint}
                />
                <TextField
                  label={texts.price}
                  inputMode="decimal"
                  value={bracket.amount}
                  onValue={setBracket(j, 'amount')}
                  error={errors[`${at}.brackets[${j}].amount`]}
                />
              </div>
              {rate.brackets.length > 1 && (
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => onChange((r) => ({ ...r, brackets: r.brackets.filter((_, k) => k !== j) }))}
                >
                  {texts.removeBracket(j + 1)}
                </button>
              )}
            </fieldset>
          ))}
          <p>
            <button type="button" className="button button-small" onClick={() => onChange((r) => ({ ...r, brackets: [...r.brackets, EMPTY_BRACKET] }))}>
              {texts.addBracket}
            </button>
          </p>
        </>
      )}
      <button type="button" className="button button-small" onClick={onRemove}>
        {texts.removeRate(index + 1)}
      </button>
    </fieldset>
  );
}
