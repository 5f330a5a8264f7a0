// Fulfils an order: carrier, tracking number and link; the server's violations show next to their fields and the typed values stay.
import { useState } from 'react';
import { fulfilOrder } from '../api/orders-api.js';
import { TextField } from '../components/field.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** A fresh idempotency key (one per attempt the user makes, so a lost answer's retry is not fulfilled twice). */
function newKey(): string {
  return crypto.randomUUID();
}

/** The fulfil form of an order; `onDone` reloads the order. */
export function FulfilForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const texts = t().order;
  const [values, setValues] = useState({ shippingProvider: '', trackingNumber: '', trackingLink: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues({ ...values, [key]: value });
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await fulfilOrder(orderId, values, newKey());
      notify('success', texts.fulfilled);
      onDone();
    } catch (error) {
      const found = violationsByField(error, 'fulfillment.trackingInfo');
      setErrors(found);
      notify('error', Object.keys(found).length > 0 ? t().common.fixFields : reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="panel" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="fulfil-title">
      <h2 id="fulfil-title">{texts.fulfilTitle}</h2>
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
      <button type="submit" class="button button-primary" disabled={busy}>
        {texts.fulfil}
      </button>
    </form>
  );
}
