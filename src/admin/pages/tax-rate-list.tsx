// The tax rates table: place, name, rate, reduced rate and whether shipping is taxed; edited, or deleted at once and rolled back with the store's reason.
import { deleteTaxRate, type WireTaxRate } from '../api/tax-api.js';
import { ConfirmButton } from '../components/confirm-button.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** Props of {@link TaxRateList}. */
export interface TaxRateListProps {
  rates: WireTaxRate[];
  onEdit: (rate: WireTaxRate) => void;
  /** Replaces the rate of this id (undefined removes it; one not listed is added). */
  replace: (id: string, rate: WireTaxRate | undefined) => void;
}

/** The name a rate goes by in buttons and questions (`MwSt (DE)`). */
export function taxRateLabel(rate: WireTaxRate): string {
  return `${rate.name} (${rate.subdivision ?? rate.country})`;
}

/** The table of the site's tax rates. */
export function TaxRateList({ rates, onEdit, replace }: TaxRateListProps) {
  const texts = t().tax;
  const remove = async (rate: WireTaxRate) => {
    replace(rate.id, undefined);
    try {
      await deleteTaxRate(rate.id);
    } catch (error) {
      replace(rate.id, rate);
      notify('error', reasonOf(error));
    }
  };
  return (
    <div class="table-wrap">
      <table class="table">
        <thead>
          <tr>
            <th scope="col">{texts.place}</th>
            <th scope="col">{texts.name}</th>
            <th scope="col">{texts.rate}</th>
            <th scope="col">{texts.reducedRate}</th>
            <th scope="col">{texts.shipping}</th>
            <th scope="col">{texts.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.id}>
              <th scope="row">
                {rate.subdivision ?? rate.country}
                <span class="sub">{texts.jurisdictions[rate.jurisdictionType]}</span>
              </th>
              <td>{rate.name}</td>
              <td class="num">{texts.percent(rate.rate)}</td>
              <td class="num">{rate.reducedRate === null ? texts.none : texts.percent(rate.reducedRate)}</td>
              <td>{rate.appliesToShipping ? t().common.yes : t().common.no}</td>
              <td class="row-actions">
                <button type="button" class="button button-small" aria-label={texts.editFor(taxRateLabel(rate))} onClick={() => onEdit(rate)}>
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
          ))}
        </tbody>
      </table>
    </div>
  );
}
