// Tax: the site's tax settings, and its tax rates by country and region with a form that opens to add or edit one.
import { useState } from 'react';
import { listTaxRates, readTaxSettings, type TaxSettings, type WireTaxRate } from '../api/tax-api.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { t } from '../i18n/messages.js';
import { replacedIn } from '../state/optimistic-list.js';
import { useLoad } from '../state/use-load.js';
import { TaxRateForm } from './tax-rate-form.js';
import { TaxRateList } from './tax-rate-list.js';
import { TaxSettingsForm } from './tax-settings-form.js';

/** What the page shows. */
interface Tax {
  settings: TaxSettings;
  rates: WireTaxRate[];
}

async function loadTax(): Promise<Tax> {
  const [settings, rates] = await Promise.all([readTaxSettings(), listTaxRates()]);
  return { settings, rates };
}

/** The store's order of the rates: by country and region. */
function byPlace(a: WireTaxRate, b: WireTaxRate): number {
  const place = (r: WireTaxRate) => `${r.country} ${r.subdivision ?? ''}`;
  return place(a).localeCompare(place(b));
}

/** The tax page. */
export function TaxPage() {
  const texts = t().tax;
  const load = useLoad(loadTax, []);
  const [editing, setEditing] = useState<{ rate: WireTaxRate | undefined } | undefined>();
  const replaceRate = (id: string, rate: WireTaxRate | undefined) => load.update((d) => ({ ...d, rates: replacedIn(d.rates, id, rate, { order: byPlace }) }));
  const close = () => {
    setEditing(undefined);
    setTimeout(() => document.getElementById('tax-rates-title')?.focus(), 0);
  };
  return (
    <>
      <PageHeading text={texts.title} />
      <LoadStates load={load}>
        {(data) => (
          <>
            <TaxSettingsForm settings={data.settings} />
            <section className="panel" aria-labelledby="tax-rates-title">
              <h2 id="tax-rates-title" tabIndex={-1}>
                {texts.ratesTitle}
              </h2>
              <p className="hint">{texts.ratesHint}</p>
              <TaxRateList rates={data.rates} onEdit={(rate) => setEditing({ rate })} replace={replaceRate} />
              {!editing && (
                <p>
                  <button type="button" className="button button-primary" onClick={() => setEditing({ rate: undefined })}>
                    {texts.addRate}
                  </button>
                </p>
              )}
            </section>
            {editing && (
              <TaxRateForm
                key={editing.rate?.id ?? 'new'}
                rate={editing.rate}
                onSaved={(rate) => {
                  replaceRate(rate.id, rate);
                  close();
                }}
                onCancel={close}
              />
            )}
          </>
        )}
      </LoadStates>
    </>
  );
}
