// Developers: the site's API keys (a new key's secret shown once, then only its name) and revoking one.
import { useState, type SubmitEvent } from 'react';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyView } from '../api/api-keys-api.js';
import { CopyField } from '../components/copy-field.js';
import { TextField } from '../components/field.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { formatDateTime } from '../core/format.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';
import { WebhookEndpoints } from './webhook-endpoints.js';
import { useLoad } from '../state/use-load.js';

/** The developers page. */
export function DevelopersPage() {
  const texts = t();
  const load = useLoad(listApiKeys, []);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const create = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const created = await createApiKey(name.trim());
      setSecret(created.key);
      setName('');
      setError(undefined);
      load.update((keys) => [created.apiKey, ...keys]);
    } catch (failure) {
      setError(violationsByField(failure).name ?? reasonOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (key: ApiKeyView) => {
    setConfirming(undefined);
    load.update((keys) => keys.filter((k) => k.id !== key.id));
    try {
      await revokeApiKey(key.id);
    } catch (failure) {
      load.update((keys) => [...keys, key]);
      notify('error', reasonOf(failure));
    }
  };
  return (
    <>
      <PageHeading text={texts.developers.title} />
      <section className="panel" aria-labelledby="keys-title">
        <h2 id="keys-title">{texts.developers.keysTitle}</h2>
        <form className="inline-form" noValidate onSubmit={(event) => void create(event)}>
          <TextField label={texts.developers.keyName} name="name" value={name} onValue={setName} error={error} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {texts.developers.create}
          </button>
        </form>
        {secret && (
          <div className="secret" role="status">
            <CopyField label={texts.developers.newKey} value={secret} rows={1} />
          </div>
        )}
        <LoadStates load={load} isEmpty={(keys) => keys.length === 0} empty={texts.developers.noKeys}>
          {(keys) => (
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{texts.developers.keyName}</th>
                    <th scope="col">{texts.developers.created}</th>
                    <th scope="col">{texts.developers.lastUsed}</th>
                    <th scope="col">
                      <span className="visually-hidden">{texts.developers.revoke}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {keys.map((key) => (
                    <tr key={key.id}>
                      <th scope="row">{key.name}</th>
                      <td>{key.createdDate ? formatDateTime(key.createdDate) : ''}</td>
                      <td>{key.lastUsedDate ? formatDateTime(key.lastUsedDate) : texts.developers.never}</td>
                      <td className="row-actions">
                        {confirming === key.id ? (
                          <span role="group" aria-label={texts.developers.confirmRevoke(key.name)}>
                            <span className="sub">{texts.developers.confirmRevoke(key.name)}</span>
                            <button type="button" className="button button-small button-danger" onClick={() => void revoke(key)}>
                              {texts.developers.revoke}
                            </button>{' '}
                            <button type="button" className="button button-small" autoFocus onClick={() => setConfirming(undefined)}>
                              {texts.common.cancel}
                            </button>
                          </span>
                        ) : (
                          <button
                            type="button"
                            className="button button-small button-danger"
                            aria-label={texts.developers.revokeKey(key.name)}
                            onClick={() => setConfirming(key.id)}
                          >
                            {texts.developers.revoke}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </LoadStates>
      </section>
      <WebhookEndpoints />
    </>
  );
}
