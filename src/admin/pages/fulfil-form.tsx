// Fulfils an order: carrier, tracking number and link; the server's violations show next to their fields and the typed values stay.
import { useState, type SubmitEvent } from 'react';
import { fulfilOrder } from '../api/orders-api.js';
import { TextField } from '../components/field.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** A fresh idempotency key (one per attempt the user makes, so a lost answer's retry is not fulfilled twice). */
function newKey(): string {
  return crypto.randomUUID();
}

/** The fulfil form of an order (for its `lines` still unfulfilled); `onDone` reloads the order. */
export function FulfilForm({ orderId, lines, onDone }: { orderId: string; lines: { id: string; quantity: number }[]; onDone: () => void }) {
  const texts = t().order;
  const [values, setValues] = useState({ shippingProvider: '', trackingNumber: '', trackingLink: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((before) => ({ ...before, [key]: value }));
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setRefusal(undefined);
    try {
      await fulfilOrder(orderId, lines, values, newKey());
      notify('success', texts.fulfilled);
      onDone();
    } catch (error) {
      const found = violationsByField(error, 'fulfillment.trackingInfo');
      setErrors(found);
      // A refusal no field shows (the whole tracking object, a state conflict) is said above the fields.
      const atFields = ['shippingProvider', 'trackingNumber', 'trackingLink'].some((field) => found[field]);
      setRefusal(atFields ? t().common.fixFields : reasonOf(error));
      notify('error', atFields ? t().common.fixFields : reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="panel" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="fulfil-title">
      <h2 id="fulfil-title">{texts.fulfilTitle}</h2>
      {refusal && <p className="form-alert">{refusal}</p>}
      <TextField
        label={texts.carrier}
        name="shippingProvider"
        value={values.shippingProvider}
        onValue={set('shippingProvider')}
        error={errors.shippingProvider}
      />
      <TextField
        label={texts.trackingNumber}
        name="trackingNumber"
        value={values.trackingNumber}
        onValue={set('trackingNumber')}
        error={errors.trackingNumber}
      />
      <TextField
        label={texts.trackingLink}
        name="trackingLink"
        type="url"
        inputMode="url"
        value={values.trackingLink}
        onValue={set('trackingLink')}
        error={errors.trackingLink}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {texts.fulfil}
      </button>
    </form>
  );
}
