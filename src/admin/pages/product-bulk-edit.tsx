// The bulk edit of the products selected on the list: set the price, change it by a percentage, or set the stock; each product that failed is named with its reason.
import { useState, type SubmitEvent } from 'react';
import { bulkAdjustPrice, bulkSetPrice, bulkSetStock, type BulkEditKind, type BulkOutcome } from '../api/bulk-api.js';
import { SelectField, TextField } from '../components/field.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** Props of {@link ProductBulkEdit}. */
export interface ProductBulkEditProps {
  /** The selected products, id → name. */
  selected: Record<string, string>;
  /** Called after the store answered (the list shows its latest). */
  onApplied: () => void;
  onClear: () => void;
}

const RUN: Record<BulkEditKind, (ids: string[], value: string) => Promise<BulkOutcome>> = {
  setPrice: bulkSetPrice,
  adjustPrice: bulkAdjustPrice,
  setStock: bulkSetStock,
};

/** The bulk edit panel (shown while products are selected). */
export function ProductBulkEdit({ selected, onApplied, onClear }: ProductBulkEditProps) {
  const texts = t().bulk;
  const [kind, setKind] = useState<BulkEditKind>('setPrice');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failures, setFailures] = useState<{ name: string; reason: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const ids = Object.keys(selected);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFailures([]);
    try {
      const outcome = await RUN[kind](ids, value);
      setFailures(outcome.failures.map((f) => ({ name: selected[f.id] ?? f.id, reason: f.reason })));
      notify(
        outcome.failures.length > 0 ? 'error' : 'success',
        [texts.changed(outcome.changed), outcome.failures.length > 0 ? texts.failuresTitle(outcome.failures.length) : ''].join(' ').trim(),
      );
      onApplied();
    } catch (refused) {
      // The value stays as typed, with the store's reason at it.
      const violations = Object.values(violationsByField(refused));
      const reason = violations.length > 0 ? violations.join('; ') : reasonOf(refused);
      setError(reason);
      notify('error', reason);
    } finally {
      setBusy(false);
    }
  };
  const valueLabel = kind === 'setPrice' ? texts.price : kind === 'adjustPrice' ? texts.percent : texts.quantity;
  return (
    <form className="panel form bulk-bar" aria-labelledby="bulk-title" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="bulk-title">{texts.title(ids.length)}</h2>
      <div className="grid-2">
        <SelectField
          label={texts.change}
          name="bulkKind"
          value={kind}
          onValue={(next) => {
            setKind(next as BulkEditKind);
            setError(undefined);
          }}
          options={(['setPrice', 'adjustPrice', 'setStock'] as const).map((option) => ({ value: option, label: texts.kinds[option] }))}
        />
        <TextField label={valueLabel} name="bulkValue" inputMode={kind === 'setStock' ? 'numeric' : 'decimal'} value={value} onValue={setValue} error={error} />
      </div>
      {failures.length > 0 && (
        <div className="form-alert" role="alert">
          <p>{texts.failuresTitle(failures.length)}</p>
          <ul>
            {failures.map((failure, i) => (
              <li key={i}>
                {failure.name}: {failure.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="actions">
        <button type="submit" className="button button-primary" disabled={busy || ids.length === 0}>
          {busy ? texts.applying : texts.apply}
        </button>
        <button type="button" className="button" onClick={onClear}>
          {texts.clear}
        </button>
      </p>
    </form>
  );
}
