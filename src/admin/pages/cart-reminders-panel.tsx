// Settings' cart reminders: the switch (off by default) and the delay, saved on their own, and what the reminders brought back.
import { useState, type SubmitEvent } from 'react';
import { readReminderStats, STATS_DAYS } from '../api/cart-reminders-api.js';
import { updateSite, type SiteView } from '../api/site-api.js';
import { CheckboxField, SelectField } from '../components/field.js';
import { LoadStates } from '../components/load-states.js';
import { delayChoices, delayLabel, reminderFigures } from '../core/cart-reminder-rules.js';
import { formatMoney } from '../core/format.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';

/** The figures of the last days: reminders sent, carts brought back, orders from them and their value. */
function ReminderFigures() {
  const r = t().reminders;
  const load = useLoad(readReminderStats, []);
  return (
    <LoadStates load={load}>
      {(stats) => {
        const figures = reminderFigures(stats);
        return (
          <section aria-labelledby="reminder-figures">
            <h3 id="reminder-figures">{r.figuresTitle(STATS_DAYS)}</h3>
            <div className="cards">
              <p className="stat">
                <span className="sub">{r.sent}</span> <span className="figure">{figures.sent}</span>
              </p>
              <p className="stat">
                <span className="sub">{r.restored}</span> <span className="figure">{figures.restored}</span>
                {figures.restoredPercent !== undefined && <span className="sub"> {r.restoredShare(figures.restoredPercent)}</span>}
              </p>
              <p className="stat">
                <span className="sub">{r.orders}</span> <span className="figure">{figures.orders}</span>
              </p>
              <p className="stat">
                <span className="sub">{r.revenue}</span>{' '}
                <span className="figure">
                  {figures.revenue.length === 0 ? r.none : figures.revenue.map((x) => formatMoney(x.amount, x.currency)).join(' + ')}
                </span>
              </p>
            </div>
          </section>
        );
      }}
    </LoadStates>
  );
}

/** The cart reminders' panel of Settings. */
export function CartRemindersPanel({ site, onSaved }: { site: SiteView; onSaved: (site: SiteView) => void }) {
  const texts = t();
  const r = texts.reminders;
  const [enabled, setEnabled] = useState(site.cartReminders.enabled);
  const [delay, setDelay] = useState(site.cartReminders.delayMinutes);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      onSaved(await updateSite({ cartReminders: { enabled, delayMinutes: delay } }));
      setErrors({});
      notify('success', texts.common.saved);
    } catch (error) {
      const found = violationsByField(error, 'site');
      setErrors(found);
      notify('error', Object.keys(found).length > 0 ? texts.common.fixFields : reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel" aria-labelledby="cart-reminders">
      <h2 id="cart-reminders">{r.title}</h2>
      <p className="sub">{r.intro}</p>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <CheckboxField label={r.enabled} name="cartRemindersEnabled" checked={enabled} onChecked={setEnabled} error={errors['cartReminders.enabled']} />
        <SelectField
          label={r.delay}
          hint={r.delayHint}
          name="cartRemindersDelay"
          value={String(delay)}
          onValue={(value) => setDelay(Number(value))}
          options={delayChoices(site.cartReminders.delayMinutes).map((minutes) => ({ value: String(minutes), label: delayLabel(minutes, r) }))}
          error={errors['cartReminders.delayMinutes']}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? texts.common.saving : r.save}
        </button>
      </form>
      <ReminderFigures />
    </section>
  );
}
