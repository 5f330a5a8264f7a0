// Developers → Webhooks: the site's endpoints (enabled or not, why), the add form, a new endpoint's secret shown once.
import { useState } from 'react';
import { deleteEndpoint, listEndpoints, listEventTypes, setEndpointEnabled, type WebhookEndpoint } from '../api/webhooks-api.js';
import { ConfirmButton } from '../components/confirm-button.js';
import { CopyField } from '../components/copy-field.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';
import { WebhookEndpointForm } from './webhook-endpoint-form.js';

async function loadWebhooks() {
  const [endpoints, eventTypes] = await Promise.all([listEndpoints(), listEventTypes()]);
  return { endpoints, eventTypes };
}

/** Enabled, or why not. */
export function endpointState(endpoint: WebhookEndpoint): string {
  const texts = t().webhooks;
  return endpoint.enabled ? texts.enabled : texts.disabledBecause[endpoint.disabledReason ?? 'MERCHANT'];
}

/** The webhooks section of the developers page. */
export function WebhookEndpoints() {
  const texts = t().webhooks;
  const load = useLoad(loadWebhooks, []);
  const [secret, setSecret] = useState<string | undefined>();
  const replace = (id: string, endpoint: WebhookEndpoint | undefined) =>
    load.update((data) => {
      const listed = data.endpoints.some((e) => e.id === id);
      const endpoints = listed
        ? data.endpoints.flatMap((e) => (e.id !== id ? [e] : endpoint ? [endpoint] : []))
        : endpoint
          ? [...data.endpoints, endpoint]
          : data.endpoints;
      return { ...data, endpoints };
    });
  const toggle = async (endpoint: WebhookEndpoint) => {
    replace(endpoint.id, { ...endpoint, enabled: !endpoint.enabled, disabledReason: endpoint.enabled ? 'MERCHANT' : undefined });
    try {
      replace(endpoint.id, await setEndpointEnabled(endpoint.id, !endpoint.enabled));
    } catch (error) {
      replace(endpoint.id, endpoint);
      notify('error', reasonOf(error));
    }
  };
  const remove = async (endpoint: WebhookEndpoint) => {
    replace(endpoint.id, undefined);
    try {
      await deleteEndpoint(endpoint.id);
    } catch (error) {
      replace(endpoint.id, endpoint);
      notify('error', reasonOf(error));
    }
  };
  return (
    <section className="panel" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">{texts.title}</h2>
      <LoadStates load={load}>
        {(data) => (
          <>
            {data.endpoints.length === 0 ? (
              <p className="state state-empty">{texts.none}</p>
            ) : (
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{texts.url}</th>
                      <th scope="col">{texts.eventTypes}</th>
                      <th scope="col">{texts.state}</th>
                      <th scope="col">{t().discounts.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.endpoints.map((endpoint) => (
                      <tr key={endpoint.id}>
                        <th scope="row" className="break">
                          <Link to={`developers/webhooks/${endpoint.id}`}>{endpoint.url}</Link>
                        </th>
                        <td>{endpoint.eventTypes ? texts.typesCount(endpoint.eventTypes.length) : texts.allTypes}</td>
                        <td>
                          <span className="badge">{endpointState(endpoint)}</span>
                        </td>
                        <td className="row-actions">
                          <button
                            type="button"
                            className="button button-small"
                            aria-label={`${endpoint.enabled ? texts.disable : texts.enable} ${endpoint.url}`}
                            onClick={() => void toggle(endpoint)}
                          >
                            {endpoint.enabled ? texts.disable : texts.enable}
                          </button>{' '}
                          <ConfirmButton
                            label={t().common.delete}
                            name={`${t().common.delete} ${endpoint.url}`}
                            question={texts.confirmDelete(endpoint.url)}
                            onConfirm={() => void remove(endpoint)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {secret && (
              <div className="secret" role="status">
                <CopyField label={texts.newSecret} value={secret} rows={1} />
              </div>
            )}
            <WebhookEndpointForm
              eventTypes={data.eventTypes}
              onCreated={(endpoint) => {
                setSecret(endpoint.secret);
                replace(endpoint.id, { ...endpoint, secret: undefined });
                notify('success', texts.added);
              }}
            />
          </>
        )}
      </LoadStates>
    </section>
  );
}
