// The pickup locations table: name, address and opening hours; edited, or deleted at once and rolled back with the store's reason (a rate picks up there).
import { deletePickupLocation, type WireOpeningHours, type WirePickupLocation } from '../api/shipping-api.js';
import { ConfirmButton } from '../components/confirm-button.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

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
  replace: (id: string, location: WirePickupLocation | undefined) => void;
}

/** The table of the site's pickup locations. */
export function PickupList({ locations, onEdit, replace }: PickupListProps) {
  const texts = t().shipping;
  const remove = async (location: WirePickupLocation) => {
    replace(location.id, undefined);
    try {
      await deletePickupLocation(location.id);
    } catch (error) {
      replace(location.id, location);
      notify('error', reasonOf(error));
    }
  };
  return (
    <div class="table-wrap">
      <table class="table">
        <thead>
          <tr>
            <th scope="col">{texts.pickupName}</th>
            <th scope="col">{texts.address}</th>
            <th scope="col">{texts.hours}</th>
            <th scope="col">{texts.actions}</th>
          </tr>
        </thead>
        <tbody>
          {locations.map((location) => (
            <tr key={location.id}>
              <th scope="row">{location.name}</th>
              <td>{addressText(location)}</td>
              <td>{location.hours.length > 0 ? hoursText(location.hours) : <span class="sub">{texts.noHours}</span>}</td>
              <td class="row-actions">
                <button type="button" class="button button-small" aria-label={texts.editFor(location.name)} onClick={() => onEdit(location)}>
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
          ))}
        </tbody>
      </table>
    </div>
  );
}
