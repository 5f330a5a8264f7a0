// The pickup locations table: name, address and opening hours; edited, or deleted at once and rolled back with the store's reason (a rate picks up there).
import { deletePickupLocation, type WireOpeningHours, type WirePickupLocation } from '../api/shipping-api.js';
import { ConfirmButton } from '../components/confirm-button.js';
import { ListTable } from '../components/list-table.js';
import { t } from '../i18n/messages.js';
import { useOptimisticList, type ReplaceItem } from '../state/optimistic-list.js';

/** A location's address in one line. */
function addressText(location: WirePickupLocation): string {
  const a = location.address;
  return (
    a.formattedAddress ?? [a.addressLine, a.addressLine2, [a.postalCode, a.city].filter(Boolean).join(' '), a.subdivision, a.country].filter(Boolean).join(', ')
  );
}

/** Opening hours in one line (`Mon 10:00–19:00, Tue 10:00–19:00`). */
function hoursText(hours: WireOpeningHours[]): string {
  const days = t().shipping.days;
  return hours.map((h) => `${days[h.day]} ${h.open}–${h.close}`).join(', ');
}

/** Props of {@link PickupList}. */
export interface PickupListProps {
  locations: WirePickupLocation[];
  onEdit: (location: WirePickupLocation) => void;
  /** Replaces the location of this id (undefined removes it; one not listed is added). */
  replace: ReplaceItem<WirePickupLocation>;
}

/** The table of the site's pickup locations. */
export function PickupList({ locations, onEdit, replace }: PickupListProps) {
  const texts = t().shipping;
  const list = useOptimisticList(replace);
  const remove = (location: WirePickupLocation) => list.remove(location, () => deletePickupLocation(location.id));
  return (
    <ListTable
      items={locations}
      empty={texts.noPickup}
      columns={[texts.pickupName, texts.address, texts.hours, texts.actions]}
      row={(location) => (
        <tr key={location.id}>
          <th scope="row">{location.name}</th>
          <td>{addressText(location)}</td>
          <td>{location.hours.length > 0 ? hoursText(location.hours) : <span className="sub">{texts.noHours}</span>}</td>
          <td className="row-actions">
            <button type="button" className="button button-small" aria-label={texts.editFor(location.name)} onClick={() => onEdit(location)}>
              {texts.edit}
            </button>{' '}
            <ConfirmButton
              label={t().common.delete}
              name={texts.deleteFor(location.name)}
              question={texts.confirmDeletePickup(location.name)}
              onConfirm={() => void remove(location)}
            />
          </td>
        </tr>
      )}
    />
  );
}
