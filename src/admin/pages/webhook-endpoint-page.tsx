// One webhook endpoint: test event, secret rotation (shown once), enable or disable, its health, its delivery log and replays.
import { useState } from 'react';
import { getEndpoint, rotateSecret, sendTestEvent, setEndpointEnabled, type WebhookEndpoint } from '../api/webhooks-api.js';
import { CopyField } from '../components/copy-field.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';
import { WebhookDeliveries } from './webhook-deliveries.js';
import { WebhookEndpointHealthPanel } from './webhook-endpoint-health.js';
import { endpointState } from './webhook-endpoints.js';

/** The actions of a loaded endpoint; `onChanged` gets the store's answer. */
function EndpointActions({ endpoint, onChanged, onTested }: { endpoint: WebhookEndpoint; onChanged: (e: WebhookEndpoint) => void; onTested: () => void }) {
  const texts = t().webhooks;
  const [secret, setSecret] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify('error', reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel" aria-labelledby="endpoint-actions-title">
      <h2 id="endpoint-actions-title">{texts.actionsTitle}</h2>
      <p>
        <span className="badge">{endpointState(endpoint)}</span> {endpoint.eventTypes ? endpoint.eventTypes.join(', ') : texts.allTypes}
      </p>
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await sendTestEvent(endpoint.id);
              notify('success', texts.testSent);
              onTested();
            })
          }
        >
          {texts.sendTest}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const rotated = await rotateSecret(endpoint.id);
              setSecret(rotated.secret);
              onChanged({ ...rotated, secret: undefined });
              notify('success', texts.rotated);
            })
          }
        >
          {texts.rotate}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              onChanged(await setEndpointEnabled(endpoint.id, !endpoint.enabled));
            })
          }
        >
          {endpoint.enabled ? texts.disable : texts.enable}
        </button>
      </div>
      {secret && (
        <div className="secret" role="status">
          <CopyField label={texts.newSecret} value={secret} rows={1} />
        </div>
      )}
    </section>
  );
}

/** The page of one webhook endpoint. */
export function WebhookEndpointPage({ id }: { id: string }) {
  const texts = t().webhooks;
  const load = useLoad(() => getEndpoint(id), [id]);
  const [round, setRound] = useState(0);
  return (
    <>
      <p className="back">
        <Link to="developers">← {texts.back}</Link>
      </p>
      <LoadStates load={load}>
        {(endpoint) => (
          <>
            <PageHeading text={texts.endpointTitle}>
              <p className="meta break">{endpoint.url}</p>
            </PageHeading>
            <EndpointActions endpoint={endpoint} onChanged={(changed) => load.update(() => changed)} onTested={() => setRound((n) => n + 1)} />
            <WebhookEndpointHealthPanel
              health={endpoint.health}
              onRefresh={() =>
                void getEndpoint(id).then(
                  (fresh) => load.update(() => fresh),
                  (error: unknown) => notify('error', reasonOf(error)),
                )
              }
            />
            <WebhookDeliveries key={round} endpointId={endpoint.id} />
          </>
        )}
      </LoadStates>
    </>
  );
}
