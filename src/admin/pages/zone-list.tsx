// The shipping zones table: where each zone ships and its rates (price, conditions, delivery time); edited, or deleted at once and rolled back with the store's reason.
import { deleteZone, type WireShippingRate, type WireShippingZone } from '../api/shipping-api.js';
import { plainWeight } from '../api/zone-form-values.js';
import { ConfirmButton } from '../components/confirm-button.js';
import { ListTable } from '../components/list-table.js';
import { formatMoney } from '../core/format.js';
import { t } from '../i18n/messages.js';
import { useOptimisticList, type ReplaceItem } from '../state/optimistic-list.js';

/** Where a zone ships (`US (US-CA, US-NY)`, `DE 10, 12`, `Rest of the world`). */
export function destinationsText(zone: WireShippingZone): string {
  return zone.destinations
    .map((d) => {
      if (d.country === '*') return t().shipping.restOfWorld;
      const parts = [...d.subdivisions, ...d.postalCodePrefixes.map((p) => `${p}…`)];
      return parts.length > 0 ? `${d.country} (${parts.join(', ')})` : d.country;
    })
    .join(', ');
}

/** What a rate costs (`$5.00`, `up to 1 kg: $5.00, above: $15.00`, `Free`). */
export function ratePrice(rate: WireShippingRate, currency: string): string {
  const texts = t().shipping;
  const money = (amount: string) => (Number(amount) === 0 ? texts.free : formatMoney(amount, currency));
  if (rate.weightBrackets)
    return rate.weightBrackets
      .map((b) => (b.maxWeight === null ? texts.above(money(b.amount)) : texts.upToKg(plainWeight(b.maxWeight), money(b.amount))))
      .join(', ');
  if (rate.subtotalBrackets)
    return rate.subtotalBrackets
      .map((b) => (b.maxSubtotal === null ? texts.above(money(b.amount)) : texts.upToAmount(formatMoney(b.maxSubtotal, currency), money(b.amount))))
      .join(', ');
  return money(rate.amount ?? '0');
}

/** A rate in one line: title, price, free-from and delivery time. */
function rateLine(rate: WireShippingRate, currency: string): string {
  const parts = [ratePrice(rate, currency)];
  if (rate.freeOver !== null) parts.push(t().shipping.freeFrom(formatMoney(rate.freeOver, currency)));
  if (rate.deliveryTime) parts.push(rate.deliveryTime);
  return `${rate.title}: ${parts.join(' · ')}`;
}

/** Props of {@link ZoneList}. */
export interface ZoneListProps {
  zones: WireShippingZone[];
  currency: string;
  /** Opens the form on a zone. */
  onEdit: (zone: WireShippingZone) => void;
  /** Replaces the zone of this id (undefined removes it; a zone not listed is added). */
  replace: ReplaceItem<WireShippingZone>;
}

/** The table of the site's shipping zones, in order (or the empty state). */
export function ZoneList({ zones, currency, onEdit, replace }: ZoneListProps) {
  const texts = t().shipping;
  const list = useOptimisticList(replace);
  const remove = (zone: WireShippingZone) => list.remove(zone, () => deleteZone(zone.id));
  return (
    <ListTable
      items={zones}
      empty={texts.noZones}
      columns={[texts.zone, texts.destinations, texts.rates, texts.actions]}
      row={(zone) => (
        <tr key={zone.id}>
          <th scope="row">{zone.name}</th>
          <td>{destinationsText(zone)}</td>
          <td>
            {zone.rates.length === 0 ? (
              <span className="sub">{texts.noRates}</span>
            ) : (
              <ul className="plain">
                {zone.rates.map((rate) => (
                  <li key={rate.id}>{rateLine(rate, currency)}</li>
                ))}
              </ul>
            )}
          </td>
          <td className="row-actions">
            <button type="button" className="button button-small" aria-label={texts.editFor(zone.name)} onClick={() => onEdit(zone)}>
              {texts.edit}
            </button>{' '}
            <ConfirmButton
              label={t().common.delete}
              name={texts.deleteFor(zone.name)}
              question={texts.confirmDeleteZone(zone.name)}
              onConfirm={() => void remove(zone)}
            />
          </td>
        </tr>
      )}
    />
  );
}
