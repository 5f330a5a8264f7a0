// Shipping: the zones (destinations and rates) and the pickup locations, each listed with a form that opens to add or edit one.
import { useState } from 'react';
import { listPickupLocations, listZones, type WirePickupLocation, type WireShippingZone } from '../api/shipping-api.js';
import { readSite } from '../api/site-api.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { t } from '../i18n/messages.js';
import { replacedIn } from '../state/optimistic-list.js';
import { useLoad } from '../state/use-load.js';
import { PickupForm } from './pickup-form.js';
import { PickupList } from './pickup-list.js';
import { ZoneForm } from './zone-form.js';
import { ZoneList } from './zone-list.js';

/** What the page shows. */
interface Shipping {
  zones: WireShippingZone[];
  pickupLocations: WirePickupLocation[];
  currency: string;
}

/** What a form is open on: a new item, an existing one, or nothing. */
type Editing<T> = { item: T | undefined } | undefined;

async function loadShipping(): Promise<Shipping> {
  const [zones, pickupLocations, site] = await Promise.all([listZones(), listPickupLocations(), readSite()]);
  return { zones, pickupLocations, currency: site.currency };
}

/** Moves the focus to a section's heading once a form closed (the page renders first). */
function focusHeading(id: string): void {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/** The shipping page. */
export function ShippingPage() {
  const texts = t().shipping;
  const load = useLoad(loadShipping, []);
  const [zoneEditing, setZoneEditing] = useState<Editing<WireShippingZone>>();
  const [pickupEditing, setPickupEditing] = useState<Editing<WirePickupLocation>>();
  const replaceZone = (id: string, zone: WireShippingZone | undefined) => load.update((d) => ({ ...d, zones: replacedIn(d.zones, id, zone) }));
  const replacePickup = (id: string, location: WirePickupLocation | undefined) =>
    load.update((d) => ({ ...d, pickupLocations: replacedIn(d.pickupLocations, id, location) }));
  const closeZone = () => {
    setZoneEditing(undefined);
    focusHeading('zones-title');
  };
  const closePickup = () => {
    setPickupEditing(undefined);
    focusHeading('pickup-title');
  };
  return (
    <>
      <PageHeading text={texts.title} />
      <LoadStates load={load}>
        {(data) => (
          <>
            <section className="panel" aria-labelledby="zones-title">
              <h2 id="zones-title" tabIndex={-1}>
                {texts.zonesTitle}
              </h2>
              <p className="hint">{texts.zonesHint}</p>
              <ZoneList zones={data.zones} currency={data.currency} onEdit={(zone) => setZoneEditing({ item: zone })} replace={replaceZone} />
              {!zoneEditing && (
                <p>
                  <button type="button" className="button button-primary" onClick={() => setZoneEditing({ item: undefined })}>
                    {texts.addZone}
                  </button>
                </p>
              )}
            </section>
            {zoneEditing && (
              <ZoneForm
                key={`zone ${zoneEditing.item?.id ?? 'new'}`}
                zone={zoneEditing.item}
                pickupLocations={data.pickupLocations}
                onSaved={(zone) => {
                  replaceZone(zone.id, zone);
                  closeZone();
                }}
                onCancel={closeZone}
              />
            )}
            <section className="panel" aria-labelledby="pickup-title">
              <h2 id="pickup-title" tabIndex={-1}>
                {texts.pickupTitle}
              </h2>
              <p className="hint">{texts.pickupHint}</p>
              <PickupList locations={data.pickupLocations} onEdit={(location) => setPickupEditing({ item: location })} replace={replacePickup} />
              {!pickupEditing && (
                <p>
                  <button type="button" className="button" onClick={() => setPickupEditing({ item: undefined })}>
                    {texts.addPickup}
                  </button>
                </p>
              )}
            </section>
            {pickupEditing && (
              <PickupForm
                key={`pickup ${pickupEditing.item?.id ?? 'new'}`}
                location={pickupEditing.item}
                onSaved={(location) => {
                  replacePickup(location.id, location);
                  closePickup();
                }}
                onCancel={closePickup}
              />
            )}
          </>
        )}
      </LoadStates>
    </>
  );
}
