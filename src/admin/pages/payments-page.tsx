// Settings → Payments: whether Stripe is connected (the site's own keys or the environment's, test or live), its publishable key and only "set" for its secrets, the webhook URL to copy, the keys form, and Disconnect.
import { disconnectStripe, readStripe, type StripeSettingsView } from '../api/payments-api.js';
import { ConfirmButton } from '../components/confirm-button.js';
import { CopyField } from '../components/copy-field.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { SettingsTabs } from '../components/settings-tabs.js';
import { reasonOf } from '../core/server-errors.js';
import { paymentTexts } from '../i18n/payment-texts.js';
import { notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';
import { canDisconnect, stripeConnectionOf } from './stripe-form.js';
import { StripeKeysForm } from './stripe-keys-form.js';

/** What is connected: the source and mode, the publishable key, and which secrets are set (never their values). */
function StripeStatus({ view, onView }: { view: StripeSettingsView; onView: (view: StripeSettingsView) => void }) {
  const p = paymentTexts();
  const disconnect = async () => {
    try {
      onView(await disconnectStripe());
      notify('success', p.disconnected);
    } catch (error) {
      notify('error', reasonOf(error));
    }
  };
  return (
    <section className="panel" aria-labelledby="stripe-status-title">
      <h2 id="stripe-status-title">{p.stripe}</h2>
      <dl className="facts stripe-status">
        <dt>{p.status}</dt>
        <dd>{p.connection[stripeConnectionOf(view)]}</dd>
        {view.mode ? (
          <>
            <dt>{p.mode}</dt>
            <dd>
              <span className="badge" data-mode={view.mode}>
                {p.modes[view.mode]}
              </span>
            </dd>
          </>
        ) : null}
        <dt>{p.publishableKey}</dt>
        <dd>{view.publishableKey ? <code>{view.publishableKey}</code> : p.notSet}</dd>
        <dt>{p.secretKey}</dt>
        <dd>{view.secretKeySet ? p.set : p.notSet}</dd>
        <dt>{p.webhookSecret}</dt>
        <dd>{view.webhookSecretSet ? p.set : p.notSet}</dd>
      </dl>
      <CopyField label={p.webhookUrl} value={view.webhookUrl} rows={1} />
      {canDisconnect(view) ? (
        <ConfirmButton label={p.disconnect} name={p.disconnectName} question={p.disconnectQuestion} onConfirm={() => void disconnect()} />
      ) : null}
    </section>
  );
}

/** The Payments section of Settings (the store answers it to the owner only; staff see its refusal). */
export function PaymentsPage() {
  const load = useLoad(readStripe, []);
  const replace = (view: StripeSettingsView) => load.update(() => view);
  return (
    <>
      <PageHeading text={paymentTexts().title} />
      <SettingsTabs current="payments" />
      <LoadStates load={load}>
        {(view) => (
          <>
            <StripeStatus view={view} onView={replace} />
            <StripeKeysForm key={view.source ?? 'none'} view={view} onSaved={replace} />
          </>
        )}
      </LoadStates>
    </>
  );
}
