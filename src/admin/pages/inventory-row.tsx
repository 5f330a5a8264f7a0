// One variant's row of the inventory: its stock corrected in place (a quantity, or the in-stock flag of an untracked one), rolled back with the store's reason.
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { StoreVariant } from '../../wire/catalog.js';
import { getVariant, setVariantStock } from '../api/inventory-api.js';
import { Link } from '../components/link.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { choicesText } from '../core/variant-text.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** The variant's name for labels (`Scarf (Colour: Navy)`). */
function variantLabel(variant: StoreVariant): string {
  const choices = choicesText(variant);
  return choices ? `${variant.productName} (${choices})` : variant.productName;
}

/** The store's refusal in a few words: its field violations' descriptions, else its reason. */
function refusalOf(error: unknown): string {
  const violations = Object.values(violationsByField(error));
  return violations.length > 0 ? violations.join('; ') : reasonOf(error);
}

/** A whole number of units from 0, or undefined. */
function unitsOf(value: string): number | undefined {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** Props of {@link InventoryRow}. */
export interface InventoryRowProps {
  variant: StoreVariant;
  /** Shows this variant in the row's place (an edit at once, the store's answer, or the rollback). */
  replace: (variant: StoreVariant) => void;
}

/** A row of the inventory table. */
export function InventoryRow({ variant, replace }: InventoryRowProps) {
  const texts = t().inventory;
  const id = `q${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const stock = variant.stock;
  const shownQuantity = String(stock.quantity ?? 0);
  const [draft, setDraft] = useState(shownQuantity);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = variantLabel(variant);
  // Another answer (a reload, a rollback) shows its quantity.
  useEffect(() => setDraft(shownQuantity), [shownQuantity]);

  /** Shows `next` at once, writes it, then shows the store's answer, or rolls back with its reason. */
  const write = async (next: StoreVariant | undefined, change: { quantity?: string; inStock?: boolean }) => {
    setBusy(true);
    setRefusal(undefined);
    if (next) replace(next);
    try {
      await setVariantStock(variant.productId, [{ variantId: variant.variantId, ...change }]);
      notify('success', texts.saved(name));
      replace(await getVariant(variant.id).catch(() => next ?? variant));
    } catch (error) {
      replace(variant);
      setDraft(shownQuantity);
      const reason = refusalOf(error);
      setRefusal(reason);
      notify('error', `${name}: ${reason}`);
    } finally {
      setBusy(false);
    }
  };
  const saveQuantity = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the field holds now: Enter right after typing may come before the typed value's render.
    const typed = ((event.currentTarget as HTMLFormElement).elements.namedItem('quantity') as HTMLInputElement).value;
    setDraft(typed);
    const units = unitsOf(typed);
    void write(units === undefined ? undefined : { ...variant, stock: { ...stock, quantity: units, inStock: units > 0 } }, { quantity: typed });
  };
  const toggle = () => void write({ ...variant, stock: { ...stock, inStock: !stock.inStock } }, { inStock: !stock.inStock });

  return (
    <tr>
      <th scope="row">
        <Link to={`products/${variant.productId}`}>{variant.productName}</Link>
      </th>
      <td>{choicesText(variant) || texts.defaultVariant}</td>
      <td>{variant.sku ?? ''}</td>
      <td>{stock.trackQuantity ? texts.tracked : texts.notTracked}</td>
      <td>
        <span className="badge">{stock.inStock ? t().common.yes : t().common.no}</span>
        {!stock.trackQuantity && (
          <>
            {' '}
            <button
              type="button"
              className="button button-small"
              disabled={busy}
              aria-label={texts.markFor(stock.inStock ? texts.markOut : texts.markIn, name)}
              onClick={toggle}
            >
              {stock.inStock ? texts.markOut : texts.markIn}
            </button>
          </>
        )}
      </td>
      <td className="num">
        {stock.trackQuantity ? (
          <form className="qty-form" noValidate onSubmit={saveQuantity}>
            <label htmlFor={id} className="visually-hidden">
              {texts.quantityFor(name)}
            </label>
            <input
              id={id}
              name="quantity"
              inputMode="numeric"
              value={draft}
              onChange={(event) => setDraft((event.currentTarget as HTMLInputElement).value)}
              aria-invalid={refusal ? 'true' : undefined}
              aria-describedby={refusal ? `${id}-error` : undefined}
            />
            <button type="submit" className="button button-small" disabled={busy} aria-label={texts.saveFor(name)}>
              {t().common.save}
            </button>
            {refusal && (
              <p id={`${id}-error`} className="field-error">
                {refusal}
              </p>
            )}
          </form>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
