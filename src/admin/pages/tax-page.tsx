// Tax: the site's tax settings, and its tax rates by country and region with a form that opens to add or edit one.
import { useState } from 'react';
import { listTaxRates, readTaxSettings, type TaxSettings, type WireTaxRate } from '../api/tax-api.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { t } from '../i18n/messages.js';
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

/** The rates with the one of `id` replaced, removed (undefined) or added, by country and region as the store lists them. */
function replaced(rates: WireTaxRate[], id: string, rate: WireTaxRate | undefined): WireTaxRate[] {
  const others = rates.filter((r) => r.id !== id);
  const place = (r: WireTaxRate) => `${r.country} ${r.subdivision ?? ''}`;
  return rate ? [...others, rate].sort((a, b) => place(a).localeCompare(place(b))) : others;
}

/** The tax page. */
export function TaxPage() {
  const texts = t().tax;
  const load = useLoad(loadTax, []);
  const [editing, setEditing] = useState<{ rate: WireTaxRate | undefined } | undefined>();
  const replaceRate = (id: string, rate: WireTaxRate | undefined) => load.update((d) => ({ ...d, rates: replaced(d.rates, id, rate) }));
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
            <section class="panel" aria-labelledby="tax-rates-title">
              <h2 id="tax-rates-title" tabIndex={-1}>
                {texts.ratesTitle}
              </h2>
              <p class="hint">{texts.ratesHint}</p>
              {data.rates.length === 0 ? (
                <p class="state state-empty">{texts.noRates}</p>
              ) : (
                <TaxRateList rates={data.rates} onEdit={(rate) => setEditing({ rate })} replace={replaceRate} />
              )}
              {!editing && (
                <p>
                  <button type="button" class="button button-primary" onClick={() => setEditing({ rate: undefined })}>
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
