// The body of the drawer's estimate, a chunk of its own loaded when the shopper opens it: a country and a postal code, then the store's delivery options.
import { useState } from 'react';
import { useTote } from '../../hooks/use-tote.js';
import { drawerMessages } from '../../i18n/drawer.js';
import { pageLocale, priceFormat } from '../../i18n/index.js';
import { chooseShipping, setDestination } from '../../store/estimate-choices.js';
import estimateCss from './estimate-form.css?inline';

/** Countries offered for an estimate (the store says when it does not ship to one), named in the page's language. */
const COUNTRIES = 'AT AU BE CA CH DE DK ES FI FR GB IE IT JP NL NO NZ PL PT SE US'.split(' ');

/** The estimate form and the delivery options of the estimated destination. */
export function EstimateForm() {
  const t = drawerMessages();
  const locale = pageLocale();
  const { destination, estimate, estimateError, cart, shippingCode } = useTote((s) => s);
  const region = new Intl.Locale(locale).maximize().region ?? '';
  const [country, setCountry] = useState(destination?.country ?? (COUNTRIES.includes(region) ? region : 'US'));
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const shipping = destination && estimate?.shippingInfo;
  const refused = destination && estimate?.calculationErrors.generalShippingCalculationError?.applicationError;
  const format = priceFormat(cart?.currency);

  return (
    <>
      <style>{estimateCss}</style>
      <form
        className="estimate-form"
        onSubmit={(event) => {
          event.preventDefault();
          // Read from the form: what the shopper sees, also when a change has not rendered yet (autofill).
          const data = new FormData(event.currentTarget);
          // The store finds the state or province of the postal code (US, Canada, Australia).
          void setDestination({ country: String(data.get('country')), postalCode: String(data.get('postalCode')).trim() });
        }}
      >
        <label>
          {t.country}
          <select className="tote-field" name="country" value={country} autoComplete="country" onChange={(event) => setCountry(event.currentTarget.value)}>
            {COUNTRIES.map((code): [string, string] => [code, names.of(code) ?? code])
              .sort((a, b) => a[1].localeCompare(b[1], locale))
              .map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
          </select>
        </label>
        <label>
          {t.postalCode}
          <input className="tote-field" name="postalCode" defaultValue={destination?.postalCode} autoComplete="postal-code" />
        </label>
        <button className="tote-button" data-variant="quiet">
          {t.estimate}
        </button>
      </form>
      <p className="problem" role="alert">
        {estimateError ?? (refused && (t.errors[refused.code] ?? refused.description))}
      </p>
      {shipping && shipping.carrierServiceOptions.length > 0 && (
        <fieldset className="delivery">
          <legend>{t.delivery}</legend>
          {shipping.carrierServiceOptions
            .flatMap((c) => c.shippingOptions)
            .map((option) => (
              <label key={option.code} className="delivery-option">
                <input
                  type="radio"
                  name="delivery"
                  checked={option.code === (shippingCode ?? shipping.selectedCarrierServiceOption?.code)}
                  onChange={() => chooseShipping(option.code)}
                />
                <span>
                  {option.title} <small className="muted">{option.logistics.deliveryTime}</small>
                </span>
                <span className="amount">{Number(option.cost.price.amount) ? format(option.cost.price.amount) : t.free}</span>
              </label>
            ))}
        </fieldset>
      )}
    </>
  );
}
