// Settings: name, logo (uploaded or by URL), accent colour with a live preview, currency, locale, country, member policy, offline payment
// instructions; violations at their fields; below, cart reminders (cart-reminders-panel.tsx).
import { useState, type SubmitEvent } from 'react';
import { uploadImage } from '../api/product-media-api.js';
import { readSite, updateSite, type SitePatch, type SiteView } from '../api/site-api.js';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../components/field.js';
import { countryOptions } from '../core/countries.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { SettingsTabs } from '../components/settings-tabs.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify, shopRenamed } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';
import { CartRemindersPanel } from './cart-reminders-panel.js';
import { SettingsPreview } from './settings-preview.js';

/** The image types the store's media upload takes. */
const LOGO_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** Uploads a logo to the media library (as product images are) and hands its URL to the form, which saves it with the rest. */
function LogoUpload({ logoUrl, onLogoUrl }: { logoUrl: string; onLogoUrl: (url: string) => void }) {
  const s = t().settings;
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onLogoUrl((await uploadImage(file)).url);
      notify('success', s.logoUploaded);
    } catch (error) {
      notify('error', reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="logo-upload">
      {logoUrl.trim() ? <img className="logo-current" src={logoUrl.trim()} alt="" height={32} /> : null}
      <label className="button" aria-disabled={busy ? 'true' : undefined}>
        {busy ? s.uploadingLogo : s.uploadLogo}
        <input
          className="visually-hidden"
          type="file"
          accept={LOGO_TYPES}
          disabled={busy}
          onChange={(event) => {
            const input = event.currentTarget as HTMLInputElement;
            void upload(input.files?.[0]).finally(() => {
              input.value = '';
            });
          }}
        />
      </label>
      {logoUrl.trim() ? (
        <button type="button" className="button" onClick={() => onLogoUrl('')}>
          {s.removeLogo}
        </button>
      ) : null}
    </div>
  );
}

/** The form's values of the settings. */
interface SettingsValues {
  name: string;
  logoUrl: string;
  accentColor: string;
  currency: string;
  locale: string;
  country: string;
  offlinePaymentInstructions: string;
  requireEmailVerification: boolean;
  requireOwnerApproval: boolean;
}

function valuesOf(site: SiteView): SettingsValues {
  return {
    name: site.name,
    logoUrl: site.logoUrl ?? '',
    accentColor: site.accentColor,
    currency: site.currency,
    locale: site.locale,
    country: site.country,
    offlinePaymentInstructions: site.offlinePaymentInstructions,
    ...site.memberPolicy,
  };
}

function patchOf(values: SettingsValues): SitePatch {
  const { requireEmailVerification, requireOwnerApproval, logoUrl, ...rest } = values;
  return { ...rest, logoUrl: logoUrl.trim() === '' ? null : logoUrl.trim(), memberPolicy: { requireEmailVerification, requireOwnerApproval } };
}

/** The settings form; keeps what was typed when the store refuses it. */
function SettingsForm({ site, onSaved }: { site: SiteView; onSaved: (site: SiteView) => void }) {
  const texts = t();
  const s = texts.settings;
  const [values, setValues] = useState(() => valuesOf(site));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof SettingsValues>(key: K) =>
    (value: SettingsValues[K]) =>
      setValues((before) => ({ ...before, [key]: value }));
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await updateSite(patchOf(values));
      shopRenamed(saved.name);
      onSaved(saved);
      setErrors({});
      notify('success', texts.common.saved);
    } catch (error) {
      const found = violationsByField(error, 'site');
      setErrors(found);
      notify('error', Object.keys(found).length > 0 ? texts.common.fixFields : reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="settings-layout">
      <form className="panel form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={s.name} name="name" value={values.name} onValue={set('name')} error={errors.name} required />
        <TextField label={s.logoUrl} name="logoUrl" type="url" inputMode="url" value={values.logoUrl} onValue={set('logoUrl')} error={errors.logoUrl} />
        <LogoUpload logoUrl={values.logoUrl} onLogoUrl={set('logoUrl')} />
        <TextField
          label={s.accentColor}
          hint={s.accentHint}
          name="accentColor"
          value={values.accentColor}
          onValue={set('accentColor')}
          error={errors.accentColor}
        />
        <TextField label={s.currency} hint={s.currencyHint} name="currency" value={values.currency} onValue={set('currency')} error={errors.currency} />
        <TextField label={s.locale} hint={s.localeHint} name="locale" value={values.locale} onValue={set('locale')} error={errors.locale} />
        <SelectField
          label={s.country}
          hint={s.countryHint}
          name="country"
          value={values.country}
          onValue={set('country')}
          options={countryOptions()}
          error={errors.country}
        />
        <fieldset>
          <legend>{s.memberPolicy}</legend>
          <CheckboxField
            label={s.requireEmailVerification}
            name="requireEmailVerification"
            checked={values.requireEmailVerification}
            onChecked={set('requireEmailVerification')}
            error={errors['memberPolicy.requireEmailVerification']}
          />
          <CheckboxField
            label={s.requireOwnerApproval}
            name="requireOwnerApproval"
            checked={values.requireOwnerApproval}
            onChecked={set('requireOwnerApproval')}
            error={errors['memberPolicy.requireOwnerApproval']}
          />
        </fieldset>
        <TextAreaField
          label={s.offlineInstructions}
          name="offlinePaymentInstructions"
          value={values.offlinePaymentInstructions}
          onValue={set('offlinePaymentInstructions')}
          error={errors.offlinePaymentInstructions}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? texts.common.saving : texts.common.save}
        </button>
      </form>
      <SettingsPreview name={values.name} logoUrl={values.logoUrl} accentColor={values.accentColor} currency={values.currency} />
    </div>
  );
}

/** The settings page. */
export function SettingsPage() {
  const texts = t();
  const load = useLoad(readSite, []);
  return (
    <>
      <PageHeading text={texts.settings.title} />
      <SettingsTabs current="general" />
      <LoadStates load={load}>
        {(site) => (
          <>
            <SettingsForm site={site} onSaved={(saved) => load.update(() => saved)} />
            <CartRemindersPanel site={site} onSaved={(saved) => load.update(() => saved)} />
          </>
        )}
      </LoadStates>
    </>
  );
}
