// The form that connects Stripe: the publishable key, the secret key and the webhook signing secret (password inputs), saved through the store; its refusals at their fields.
import { useState, type SubmitEvent } from 'react';
import { saveStripe, type StripeSettingsView } from '../api/payments-api.js';
import { TextField } from '../components/field.js';
import { errorCode, reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { paymentTexts } from '../i18n/payment-texts.js';
import { notify } from '../state/admin-actions.js';
import { keepsSavedSecrets, stripeFormValuesOf, stripeInputOf, type StripeFormValues } from './stripe-form.js';

/** The Stripe keys form; the secrets typed are cleared once saved (the store never shows them again). */
export function StripeKeysForm({ view, onSaved }: { view: StripeSettingsView; onSaved: (view: StripeSettingsView) => void }) {
  const texts = t();
  const p = paymentTexts();
  const [values, setValues] = useState(() => stripeFormValuesOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof StripeFormValues) => (value: string) => setValues((before) => ({ ...before, [key]: value }));
  const keep = keepsSavedSecrets(view);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await saveStripe(stripeInputOf(values));
      setValues(stripeFormValuesOf(saved));
      setErrors({});
      onSaved(saved);
      notify('success', p.saved);
    } catch (error) {
      const found = violationsByField(error, 'stripe');
      setErrors(found);
      // Without SECRETS_KEY the store's short message names no remedy: the page says what to set.
      const reason = errorCode(error) === 'SECRETS_KEY_MISSING' ? p.secretsKeyMissing : reasonOf(error);
      notify('error', Object.keys(found).length > 0 ? texts.common.fixFields : reason);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="panel form" noValidate autoComplete="off" aria-labelledby="stripe-keys-title" onSubmit={(event) => void submit(event)}>
      <h2 id="stripe-keys-title">{view.source === 'site' ? p.changeKeys : p.connectTitle}</h2>
      <p className="sub">{p.keysHelp}</p>
      <TextField
        label={p.publishableKey}
        hint={p.publishableHint}
        name="publishableKey"
        value={values.publishableKey}
        onValue={set('publishableKey')}
        error={errors.publishableKey}
        autoComplete="off"
        required
      />
      <TextField
        label={p.secretKey}
        hint={keep ? p.keepSecretHint : p.secretHint}
        name="secretKey"
        type="password"
        value={values.secretKey}
        onValue={set('secretKey')}
        error={errors.secretKey}
        autoComplete="off"
        required={!keep}
      />
      <TextField
        label={p.webhookSecret}
        hint={keep ? p.keepSecretHint : p.webhookSecretHint}
        name="webhookSecret"
        type="password"
        value={values.webhookSecret}
        onValue={set('webhookSecret')}
        error={errors.webhookSecret}
        autoComplete="off"
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? texts.common.saving : view.source === 'site' ? texts.common.save : p.connect}
      </button>
    </form>
  );
}
