// The pickup location form (new or edit): name and address; a refusal marks the fields and keeps what was typed.
import { Fragment } from 'react';
import {
  dayOfInterval,
  EMPTY_PICKUP,
  pickupBody,
  pickupFormValues,
  WEEK_DAYS,
  type DayHours,
  type PickupAddressField,
  type PickupFormValues,
} from '../api/pickup-form-values.js';
import { createPickupLocation, updatePickupLocation, type WirePickupLocation } from '../api/shipping-api.js';
import { TextField } from '../components/field.js';
import { violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { useEditForm } from '../state/use-edit-form.js';

/** Props of {@link PickupForm}. */
export interface PickupFormProps {
  /** The location edited; a new one when undefined. */
  location: WirePickupLocation | undefined;
  onSaved: (location: WirePickupLocation) => void;
  onCancel: () => void;
}

/** The violations by form field: `hours[1].close` (the second interval sent) becomes `hours.TUESDAY.close`. */
function pickupErrors(error: unknown, values: PickupFormValues): Record<string, string> {
  const found = violationsByField(error, 'pickupLocation');
  const result: Record<string, string> = {};
  for (const [field, description] of Object.entries(found)) {
    const match = /^hours\[(\d+)\](?:\.(open|close))?$/.exec(field);
    const day = match ? dayOfInterval(values, Number(match[1])) : undefined;
    result[day ? `hours.${day}.${match?.[2] ?? 'close'}` : field] ??= description;
  }
  return result;
}

/** The form that creates or changes a pickup location with its opening hours. */
export function PickupForm({ location, onSaved, onCancel }: PickupFormProps) {
  const texts = t().shipping;
  const { values, setValues, set, errors, refusal, busy, submit, heading } = useEditForm<PickupFormValues, WirePickupLocation>({
    editing: location !== undefined,
    initial: () => (location ? pickupFormValues(location) : EMPTY_PICKUP),
    empty: EMPTY_PICKUP,
    save: (typed) => {
      const body = pickupBody(typed, location);
      return location ? updatePickupLocation(location.id, body) : createPickupLocation(body);
    },
    errorsOf: pickupErrors,
    focusHeading: 'always',
    savedNotice: (saved) => (location ? texts.pickupSaved(saved.name) : texts.pickupCreated(saved.name)),
    onSaved,
  });
  const setHours = (day: (typeof WEEK_DAYS)[number], key: keyof DayHours) => (value: string) =>
    setValues((before) => ({ ...before, hours: { ...before.hours, [day]: { ...before.hours[day], [key]: value } } }));
  const addressField = (field: PickupAddressField, label: string, hint?: string) => (
    <TextField label={label} value={values[field]} onValue={set(field)} error={errors[`address.${field}`]} hint={hint} />
  );
  return (
    <form className="panel form" aria-labelledby="pickup-form-title" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="pickup-form-title" ref={heading} tabIndex={-1}>
        {location ? texts.editPickup(location.name) : texts.newPickup}
      </h2>
      {refusal && <p className="form-alert">{refusal}</p>}
      <TextField label={texts.pickupName} name="pickupName" value={values.name} onValue={set('name')} error={errors.name} />
      <fieldset className="row-set">
        <legend>{texts.address}</legend>
        <div className="grid-2">
          {addressField('addressLine', texts.addressLine)}
          {addressField('addressLine2', texts.addressLine2)}
          {addressField('postalCode', texts.postalCode)}
          {addressField('city', texts.city)}
          {addressField('subdivision', texts.region, texts.regionHint)}
          {addressField('country', texts.country, t().tax.countryHint)}
        </div>
      </fieldset>
      <fieldset className="row-set">
        <legend>{texts.hours}</legend>
        <p className="hint">{texts.hoursHint}</p>
        <div className="hours-grid">
          {WEEK_DAYS.map((day) => (
            <Fragment key={day}>
              <TextField
                label={texts.opens(texts.dayNames[day])}
                value={values.hours[day].open}
                onValue={setHours(day, 'open')}
                error={errors[`hours.${day}.open`]}
              />
              <TextField
                label={texts.closes(texts.dayNames[day])}
                value={values.hours[day].close}
                onValue={setHours(day, 'close')}
                error={errors[`hours.${day}.close`]}
              />
            </Fragment>
          ))}
        </div>
      </fieldset>
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t().common.saving : location ? texts.savePickup : texts.createPickup}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t().common.cancel}
        </button>
      </div>
    </form>
  );
}
