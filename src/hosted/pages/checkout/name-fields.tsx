// The first and last name of the person at an address (the recipient's, the payer's), with the store's limits.
import { Field } from '../../components/field.js';
import { messages } from './texts.js';
import { INPUT_LIMITS, type PersonValues } from './state/checkout-form.js';

/** First and last name of the person at an address. */
export function NameFields({
  values,
  onChange,
  errors,
  section,
}: {
  values: PersonValues;
  onChange: (values: PersonValues) => void;
  errors: Record<string, string | undefined>;
  section: string;
}) {
  const t = messages().checkout;
  const set = (key: keyof PersonValues) => (value: string) => onChange({ ...values, [key]: value });
  return (
    <div className="field-row">
      <Field
        label={t.firstName}
        value={values.firstName}
        onValue={set('firstName')}
        error={errors.firstName}
        autoComplete={`section-${section} given-name`}
        maxLength={INPUT_LIMITS.firstName}
        required
      />
      <Field
        label={t.lastName}
        value={values.lastName}
        onValue={set('lastName')}
        error={errors.lastName}
        autoComplete={`section-${section} family-name`}
        maxLength={INPUT_LIMITS.lastName}
        required
      />
    </div>
  );
}
