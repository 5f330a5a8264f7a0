// An endpoint's delivery log, newest first, older pages on request; one event sent again, or every event of a time range.
import { useState, type SubmitEvent } from 'react';
import { listDeliveries, replay, type ReplayRequest, type WebhookDelivery } from '../api/webhooks-api.js';
import { TextField } from '../components/field.js';
import { LoadStates } from '../components/load-states.js';
import { formatDateTime } from '../core/format.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';

/** A `datetime-local` value (local time) as an ISO date, or empty. */
function isoOf(local: string): string {
  return local ? new Date(local).toISOString() : '';
}

/** The replay form of a time range. */
function ReplayRange({ onReplay }: { onReplay: (request: ReplayRequest) => Promise<Record<string, string>> }) {
  const texts = t().webhooks;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(await onReplay({ from: isoOf(from), ...(to ? { to: isoOf(to) } : {}) }));
  };
  return (
    <form className="inline-form" aria-labelledby="replay-range-title" noValidate onSubmit={(event) => void submit(event)}>
      <h3 id="replay-range-title" className="visually-hidden">
        {texts.replayRange}
      </h3>
      <TextField label={texts.from} name="from" type="datetime-local" value={from} onValue={setFrom} error={errors.from} />
      <TextField label={texts.to} name="to" type="datetime-local" value={to} onValue={setTo} error={errors.to} hint={texts.toHint} />
      <button type="submit" className="button">
        {texts.replayRange}
      </button>
    </form>
  );
}

/** The deliveries of one endpoint. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const texts = t().webhooks;
  const load = useLoad(() => listDeliveries(endpointId), [endpointId]);
  const [busy, setBusy] = useState(false);
  /** Sends again; answers the violations by field (none when it worked or failed for another reason). */
  const send = async (request: ReplayRequest): Promise<Record<string, string>> => {
    try {
      const count = await replay(endpointId, request);
      notify('success', texts.replayed(count));
      load.reload();
      return {};
    } catch (error) {
      notify('error', reasonOf(error));
      return violationsByField(error);
    }
  };
  const older = async (cursor: string) => {
    setBusy(true);
    try {
      const page = await listDeliveries(endpointId, cursor);
      load.update((data) => ({ deliveries: [...data.deliveries, ...page.deliveries], ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) }));
    } catch (error) {
      notify('error', reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  const row = (delivery: WebhookDelivery) => (
    <tr key={delivery.id}>
      <th scope="row" className="break">
        {delivery.eventType}
        <span className="sub">{delivery.eventId}</span>
      </th>
      <td>{formatDateTime(delivery.createdDate)}</td>
      <td>
        <span className="badge">{texts.deliveryStatus[delivery.status]}</span>
        {delivery.lastError && <span className="sub">{delivery.lastError}</span>}
      </td>
      <td className="num">{delivery.attempts}</td>
      <td className="num">{delivery.lastStatusCode ?? ''}</td>
      <td>
        <button
          type="button"
          className="button button-small"
          aria-label={texts.replayEvent(delivery.eventId)}
          onClick={() => void send({ eventId: delivery.eventId })}
        >
          {texts.replay}
        </button>
      </td>
    </tr>
  );
  return (
    <section className="panel" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">{texts.deliveries}</h2>
      <ReplayRange onReplay={send} />
      <button type="button" className="button" onClick={load.reload}>
        {texts.refresh}
      </button>
      <LoadStates load={load} isEmpty={(data) => data.deliveries.length === 0} empty={texts.noDeliveries}>
        {(data) => (
          <>
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{texts.event}</th>
                    <th scope="col">{texts.date}</th>
                    <th scope="col">{texts.state}</th>
                    <th scope="col" className="num">
                      {texts.attempts}
                    </th>
                    <th scope="col" className="num">
                      {texts.lastStatus}
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">{texts.replay}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>{data.deliveries.map(row)}</tbody>
              </table>
            </div>
            {data.nextCursor && (
              <button type="button" className="button" disabled={busy} onClick={() => void older(data.nextCursor!)}>
                {texts.older}
              </button>
            )}
          </>
        )}
      </LoadStates>
    </section>
  );
}
