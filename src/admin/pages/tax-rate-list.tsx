// The tax rates table: place, name, rate, reduced rate and whether shipping is taxed; edited, or deleted at once and rolled back with the store's reason.
import { deleteTaxRate, type WireTaxRate } from '../api/tax-api.js';
import { ConfirmButton } from '../components/confirm-button.js';
import { ListTable } from '../components/list-table.js';
import { t } from '../i18n/messages.js';
import { useOptimisticList, type ReplaceItem } from '../state/optimistic-list.js';

/** Props of {@link TaxRateList}. */
export interface TaxRateListProps {
  rates: WireTaxRate[];
  onEdit: (rate: WireTaxRate) => void;
  /** Replaces the rate of this id (undefined removes it; one not listed is added). */
  replace: ReplaceItem<WireTaxRate>;
}

/** The name a rate goes by in buttons and questions (`MwSt (DE)`). */
export function taxRateLabel(rate: WireTaxRate): string {
  return `${rate.name} (${rate.subdivision ?? rate.country})`;
}

/** The table of the site's tax rates. */
export function TaxRateList({ rates, onEdit, replace }: TaxRateListProps) {
  const texts = t().tax;
  const list = useOptimisticList(replace);
  const remove = (rate: WireTaxRate) => list.remove(rate, () => deleteTaxRate(rate.id));
  return (
    <ListTable
      items={rates}
      empty={texts.noRates}
      columns={[texts.place, texts.name, texts.rate, texts.reducedRate, texts.shipping, texts.actions]}
      row={(rate) => (
        <tr key={rate.id}>
          <th scope="row">
            {rate.subdivision ?? rate.country}
            <span className="sub">{texts.jurisdictions[rate.jurisdictionType]}</span>
          </th>
          <td>{rate.name}</td>
          <td className="num">{texts.percent(rate.rate)}</td>
          <td className="num">{rate.reducedRate === null ? texts.none : texts.percent(rate.reducedRate)}</td>
          <td>{rate.appliesToShipping ? t().common.yes : t().common.no}</td>
          <td className="row-actions">
            <button type="button" className="button button-small" aria-label={texts.editFor(taxRateLabel(rate))} onClick={() => onEdit(rate)}>
              {texts.edit}
            </button>{' '}
            <ConfirmButton
              label={t().common.delete}
              name={texts.deleteFor(taxRateLabel(rate))}
              question={texts.confirmDeleteRate(taxRateLabel(rate))}
              onConfirm={() => void remove(rate)}
            />
          </td>
        </tr>
      )}
    />
  );
}
