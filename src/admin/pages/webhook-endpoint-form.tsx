// The add-endpoint form: the URL and the event types it gets (none ticked: every type); a refusal keeps what was typed.
import { useState, type SubmitEvent } from 'react';
import type { EventType } from '../../wire/events.js';
import { createEndpoint, type WebhookEndpoint } from '../api/webhooks-api.js';
import { CheckboxField, TextField } from '../components/field.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** Props of {@link WebhookEndpointForm}. */
export interface WebhookEndpointFormProps {
  eventTypes: EventType[];
  /** Gets the new endpoint, its secret included. */
  onCreated: (endpoint: WebhookEndpoint) => void;
}

/** The form that registers a webhook endpoint. */
export function WebhookEndpointForm({ eventTypes, onCreated }: WebhookEndpointFormProps) {
  const texts = t().webhooks;
  const [url, setUrl] = useState('');
  const [chosen, setChosen] = useState<EventType[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const endpoint = await createEndpoint(url, chosen);
      setUrl('');
      setChosen([]);
      setErrors({});
      onCreated(endpoint);
    } catch (error) {
      const found = violationsByField(error, 'endpoint');
      setErrors(Object.keys(found).length > 0 ? found : { url: reasonOf(error) });
      notify('error', Object.keys(found).length > 0 ? t().common.fixFields : reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form" aria-labelledby="new-endpoint-title" noValidate onSubmit={(event) => void submit(event)}>
      <h3 id="new-endpoint-title">{texts.add}</h3>
      <TextField label={texts.url} name="url" type="url" value={url} onValue={setUrl} error={errors.url} hint={texts.urlHint} />
      <fieldset>
        <legend>{texts.eventTypes}</legend>
        <p className="hint">{texts.eventTypesHint}</p>
        {errors.eventTypes && <p className="field-error">{errors.eventTypes}</p>}
        <div className="checks">
          {eventTypes.map((type) => (
            <CheckboxField
              key={type}
              label={type}
              checked={chosen.includes(type)}
              onChecked={(on) => setChosen((before) => (on ? [...before, type] : before.filter((t) => t !== type)))}
            />
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t().common.saving : texts.addButton}
      </button>
    </form>
  );
}
