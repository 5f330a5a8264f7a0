// An endpoint's health on its page: the circuit's state, failures in a row, last success and failure, when deliveries go again.
import { Fragment } from 'react';
import type { WebhookEndpointHealth } from '../../wire/webhooks.js';
import { formatDateTime } from '../core/format.js';
import { t } from '../i18n/messages.js';

/** The health panel of one endpoint; `onRefresh` reads the endpoint again. */
export function WebhookEndpointHealthPanel({ health, onRefresh }: { health: WebhookEndpointHealth; onRefresh: () => void }) {
  const texts = t().webhooks;
  const facts: { key: string; label: string; value: string }[] = [
    { key: 'failures', label: texts.healthFailures, value: String(health.consecutiveFailures) },
    { key: 'success', label: texts.healthLastSuccess, value: health.lastSuccessDate ? formatDateTime(health.lastSuccessDate) : texts.healthNever },
    { key: 'failure', label: texts.healthLastFailure, value: health.lastFailureDate ? formatDateTime(health.lastFailureDate) : texts.healthNever },
    ...(health.nextAttemptDate ? [{ key: 'next', label: texts.healthNextAttempt, value: formatDateTime(health.nextAttemptDate) }] : []),
  ];
  return (
    <section className="panel" aria-labelledby="endpoint-health-title">
      <h2 id="endpoint-health-title">{texts.healthTitle}</h2>
      <p>
        <span className="badge">{texts.healthState[health.state]}</span> {texts.healthExplain[health.state]}
      </p>
      <dl className="facts">
        {facts.map((fact) => (
          <Fragment key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="actions">
        <button type="button" className="button" onClick={onRefresh}>
          {texts.healthRefresh}
        </button>
      </div>
    </section>
  );
}
