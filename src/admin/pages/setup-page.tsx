// The set-up in the browser (/admin/setup#code=…): the owner's account, the shop, shipping, tax and a first product, then the script tag to paste.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { addProductMedia, uploadImage } from '../api/product-media-api.js';
import { createProduct, typedNumber } from '../api/products-api.js';
import { claimSetup, setupOpen, type SetupRequest, type SetupResponse, type ShippingPreset } from '../api/setup-api.js';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../components/field.js';
import { CopyField } from '../components/copy-field.js';
import { PageHeading } from '../components/page-heading.js';
import { countryOptions } from '../core/countries.js';
import { errorCode, reasonOf, violationsByField } from '../core/server-errors.js';
import { setupTexts } from '../i18n/setup-texts.js';
import { navigate, setupSignedIn } from '../state/admin-actions.js';
import { countryOfLocale } from '../../wire/locale.js';
import { COUNTRY_CODES } from '../../wire/address-rules.js';
import { SettingsPreview } from './settings-preview.js';

/** The code of the set-up link's fragment (`#code=…`), or undefined. */
export function setupCodeOf(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('code') || undefined;
}

const PRESETS: readonly ShippingPreset[] = ['FLAT_EVERYWHERE', 'FREE_ABOVE', 'DOMESTIC_ONLY'];

/** The form's values, as typed. */
interface SetupValues {
  email: string;
  password: string;
  name: string;
  currency: string;
  locale: string;
  /** Empty until chosen: the locale's country meanwhile. */
  country: string;
  origins: string;
  preset: ShippingPreset;
  amount: string;
  freeAbove: string;
  pricesIncludeTax: boolean;
  taxRate: string;
  productName: string;
  productPrice: string;
}

/** The browser's language as the shop's first locale (`de-DE`), when it names a region. */
function firstLocale(): string {
  const tag = typeof navigator === 'undefined' ? '' : navigator.language;
  return /^[a-z]{2,3}-[A-Z]{2}$/.test(tag) ? tag : 'en-US';
}

function firstValues(): SetupValues {
  const locale = firstLocale();
  const country = countryOfLocale(locale, (c) => COUNTRY_CODES.includes(c));
  const euro = ['DE', 'AT', 'FR', 'IT', 'ES', 'NL', 'BE', 'IE', 'FI', 'PT', 'GR', 'LU'].includes(country);
  return {
    email: '',
    password: '',
    name: '',
    currency: euro ? 'EUR' : country === 'GB' ? 'GBP' : 'USD',
    locale,
    country: '',
    origins: '',
    preset: 'FLAT_EVERYWHERE',
    amount: '',
    freeAbove: '',
    pricesIncludeTax: euro || country === 'GB',
    taxRate: '',
    productName: '',
    productPrice: '',
  };
}

/** The country the shop gets: the chosen one, else the locale's. */
function countryOf(values: SetupValues): string {
  return values.country || countryOfLocale(values.locale, (c) => COUNTRY_CODES.includes(c)) || 'US';
}

/** The set-up call of the form's values (the amount's decimal comma read as a point). */
export function setupRequestOf(code: string, values: SetupValues): SetupRequest {
  const decimal = (text: string) => text.trim().replace(/^(\d+),(\d+)$/, '$1.$2');
  return {
    code,
    owner: { email: values.email.trim(), password: values.password },
    name: values.name.trim(),
    currency: values.currency.trim().toUpperCase(),
    locale: values.locale.trim(),
    country: countryOf(values),
    origins: values.origins
      .split(/[\s,]+/)
      .map((o) => o.trim())
      .filter(Boolean),
    shipping: {
      preset: values.preset,
      amount: decimal(values.amount) || '0',
      ...(values.preset === 'FREE_ABOVE' ? { freeAbove: decimal(values.freeAbove) } : {}),
    },
    tax: { pricesIncludeTax: values.pricesIncludeTax, ...(values.taxRate.trim() ? { rate: decimal(values.taxRate) } : {}) },
  };
}

/** The form's field of a violation of the set-up call. */
function formField(field: string): string {
  if (field.startsWith('origins')) return 'origins';
  const map: Record<string, string> = {
    'owner.email': 'email',
    'owner.password': 'password',
    'shipping.amount': 'amount',
    'shipping.freeAbove': 'freeAbove',
    'tax.rate': 'taxRate',
  };
  return map[field] ?? field;
}

/** What the set-up made, and the first product's page when one was saved. */
interface Made {
  setup: SetupResponse;
  name: string;
  currency: string;
  productUrl?: string;
  productFailed?: boolean;
}

/** Saves the first product with its photo through the catalog's API (the owner is signed in by now); its page's address. */
async function saveFirstProduct(values: SetupValues, photo: File | undefined): Promise<string> {
  const product = await createProduct({ name: values.productName.trim(), priceData: { price: typedNumber(values.productPrice) }, visible: true });
  if (photo) await addProductMedia(product.id!, [(await uploadImage(photo)).id]);
  return `/hosted/product/${encodeURIComponent(product.slug ?? '')}`;
}

/** The page shown when the set-up is done: the script tag, a preview, the way into the dashboard. */
function SetupReady({ made }: { made: Made }) {
  const s = setupTexts();
  return (
    <main id="main" className="setup">
      <div className="card">
        <PageHeading text={s.readyTitle} />
        <p>{s.readyIntro}</p>
        {made.productFailed ? (
          <p className="form-alert" role="alert">
            {s.productFailed}
          </p>
        ) : null}
        <CopyField label={s.scriptTag} value={made.setup.scriptTag} rows={3} />
        {made.productUrl ? (
          <p>
            <a href={made.productUrl} target="_blank" rel="noopener">
              {s.openProduct}
            </a>
          </p>
        ) : null}
        <SettingsPreview name={made.name} logoUrl="" accentColor="#1f6feb" currency={made.currency} />
        <p>
          <button type="button" className="button button-primary" onClick={() => navigate('')}>
            {s.openDashboard}
          </button>
        </p>
      </div>
    </main>
  );
}

/** The set-up page; the one-time code comes from the link's fragment. */
export function SetupPage() {
  const s = setupTexts();
  const [code] = useState(() => setupCodeOf(location.hash));
  const [status, setStatus] = useState<'checking' | 'open' | 'done'>('checking');
  const [values, setValues] = useState(firstValues);
  const [photo, setPhoto] = useState<File | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<Made | undefined>();
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    setupOpen().then(
      (open) => setStatus(open ? 'open' : 'done'),
      () => setStatus('open'),
    );
  }, []);
  const set =
    <K extends keyof SetupValues>(key: K) =>
    (value: SetupValues[K]) =>
      setValues((before) => ({ ...before, [key]: value }));
  const refuse = (text: string) => {
    setRefusal(text);
    queueMicrotask(() => alertRef.current?.focus());
  };
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const missing: Record<string, string> = {};
    for (const key of ['email', 'password', 'name', 'currency', 'origins'] as const) if (!values[key].trim()) missing[key] = s.required;
    if (values.preset === 'FREE_ABOVE' && !values.freeAbove.trim()) missing.freeAbove = s.required;
    if (values.productName.trim() && !values.productPrice.trim()) missing.productPrice = s.required;
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !code) return;
    setBusy(true);
    let setup: SetupResponse;
    try {
      setup = await claimSetup(setupRequestOf(code, values));
    } catch (error) {
      const found: Record<string, string> = {};
      for (const [field, description] of Object.entries(violationsByField(error))) found[formField(field)] ??= description;
      setErrors(found);
      const failure = errorCode(error);
      if (Object.keys(found).length === 0)
        refuse(
          failure === 'SETUP_CODE_INVALID' ? s.invalidCode : failure === 'SETUP_DONE' ? s.done : failure === 'TOO_MANY_ATTEMPTS' ? s.tooMany : reasonOf(error),
        );
      if (failure === 'SETUP_DONE') setStatus('done');
      setBusy(false);
      return;
    }
    setupSignedIn(setup);
    const result: Made = { setup, name: values.name.trim(), currency: values.currency.trim().toUpperCase() };
    if (values.productName.trim()) {
      try {
        result.productUrl = await saveFirstProduct(values, photo);
      } catch {
        result.productFailed = true;
      }
    }
    setMade(result);
  };

  if (made) return <SetupReady made={made} />;
  const notice = !code ? s.noCode : status === 'done' ? s.done : status === 'checking' ? s.checking : undefined;
  return (
    <main id="main" className="setup">
      <div className="card">
        <PageHeading text={s.title} />
        {notice ? (
          <>
            <p role="status">{notice}</p>
            {status === 'done' ? (
              <p>
                <a href="/admin">{s.signIn}</a>
              </p>
            ) : null}
          </>
        ) : (
          <>
            <p>{s.intro}</p>
            <p className="form-alert" role="alert" tabIndex={-1} ref={alertRef} hidden={!refusal}>
              {refusal}
            </p>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <fieldset>
                <legend>{s.owner}</legend>
                <TextField
                  label={s.email}
                  name="email"
                  type="email"
                  autoComplete="username"
                  value={values.email}
                  onValue={set('email')}
                  error={errors.email}
                  required
                />
                <TextField
                  label={s.password}
                  hint={s.passwordHint}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  value={values.password}
                  onValue={set('password')}
                  error={errors.password}
                  required
                />
              </fieldset>
              <fieldset>
                <legend>{s.shop}</legend>
                <TextField label={s.name} name="name" value={values.name} onValue={set('name')} error={errors.name} required />
                <TextField
                  label={s.currency}
                  hint={s.currencyHint}
                  name="currency"
                  value={values.currency}
                  onValue={set('currency')}
                  error={errors.currency}
                  required
                />
                <TextField label={s.locale} hint={s.localeHint} name="locale" value={values.locale} onValue={set('locale')} error={errors.locale} />
                <SelectField
                  label={s.country}
                  hint={s.countryHint}
                  name="country"
                  value={countryOf(values)}
                  onValue={set('country')}
                  options={countryOptions()}
                  error={errors.country}
                />
                <TextAreaField
                  label={s.origins}
                  hint={s.originsHint}
                  name="origins"
                  rows={2}
                  value={values.origins}
                  onValue={set('origins')}
                  error={errors.origins}
                />
              </fieldset>
              <fieldset>
                <legend>{s.shipping}</legend>
                {PRESETS.map((preset) => (
                  <label key={preset} className="field-radio">
                    <input type="radio" name="preset" value={preset} checked={values.preset === preset} onChange={() => set('preset')(preset)} />{' '}
                    {s.presets[preset]}
                  </label>
                ))}
                <TextField
                  label={s.amount}
                  hint={s.amountHint}
                  name="amount"
                  inputMode="decimal"
                  value={values.amount}
                  onValue={set('amount')}
                  error={errors.amount}
                />
                {values.preset === 'FREE_ABOVE' ? (
                  <TextField
                    label={s.freeAbove}
                    name="freeAbove"
                    inputMode="decimal"
                    value={values.freeAbove}
                    onValue={set('freeAbove')}
                    error={errors.freeAbove}
                    required
                  />
                ) : null}
              </fieldset>
              <fieldset>
                <legend>{s.tax}</legend>
                <CheckboxField label={s.pricesIncludeTax} name="pricesIncludeTax" checked={values.pricesIncludeTax} onChecked={set('pricesIncludeTax')} />
                <TextField
                  label={s.taxRate}
                  hint={s.taxRateHint}
                  name="taxRate"
                  inputMode="decimal"
                  value={values.taxRate}
                  onValue={set('taxRate')}
                  error={errors.taxRate}
                />
              </fieldset>
              <fieldset>
                <legend>{s.product}</legend>
                <TextField label={s.productName} name="productName" value={values.productName} onValue={set('productName')} />
                <TextField
                  label={s.productPrice}
                  name="productPrice"
                  inputMode="decimal"
                  value={values.productPrice}
                  onValue={set('productPrice')}
                  error={errors.productPrice}
                />
                <div className="field">
                  <label htmlFor="setup-photo">{s.productPhoto}</label>
                  <input id="setup-photo" name="photo" type="file" accept="image/*" onChange={(event) => setPhoto(event.currentTarget.files?.[0])} />
                </div>
              </fieldset>
              <button type="submit" className="button button-primary" disabled={busy}>
                {busy ? s.submitting : s.submit}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
