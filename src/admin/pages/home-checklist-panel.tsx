// Home's set-up checklist (owner only): each item done or not with a link to its page, and "no tax" said in one click; gone once all are done.
import { useState } from 'react';
import { updateTaxSettings } from '../api/tax-api.js';
import { Link } from '../components/link.js';
import { checklistDone, homeChecklist, type ShopFacts } from '../core/home-checklist.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** Props of {@link HomeChecklistPanel}. */
export interface HomeChecklistPanelProps {
  /** What the store answered, or why it could not. */
  facts: ShopFacts | { error: unknown };
  /** The owner said the shop charges no tax (stored): the facts change accordingly. */
  onNoTax: () => void;
}

/** The checklist, while some item is still to do (nothing once all are done). */
export function HomeChecklistPanel({ facts, onNoTax }: HomeChecklistPanelProps) {
  const texts = t().home.checklist;
  const [busy, setBusy] = useState(false);
  if ('error' in facts)
    return (
      <section className="panel checklist" aria-labelledby="checklist-title">
        <h2 id="checklist-title">{texts.title}</h2>
        <p role="alert">{reasonOf(facts.error)}</p>
      </section>
    );
  const items = homeChecklist(facts);
  if (checklistDone(items)) return null;
  const left = items.filter((item) => !item.done).length;
  const sayNoTax = async () => {
    setBusy(true);
    try {
      await updateTaxSettings({ noTax: true });
      onNoTax();
    } catch (error) {
      notify('error', reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel checklist" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{texts.title}</h2>
      <p className="sub">{texts.left(left, items.length)}</p>
      <ol className="checklist-items">
        {items.map((item) => (
          <li key={item.key} className={item.done ? 'done' : 'todo'}>
            <span className="check" aria-hidden="true">
              {item.done ? '✓' : '○'}
            </span>
            <span className="visually-hidden">{item.done ? texts.done : texts.todo}: </span>
            <Link to={item.to}>{texts.items[item.key]}</Link>
            {!item.done && <span className="sub">{texts.hints[item.key]}</span>}
            {item.key === 'tax' && !item.done && (
              <button type="button" className="button button-small" disabled={busy} onClick={() => void sayNoTax()}>
                {texts.noTax}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
