// Personal details: name, display name, phone and the store's custom fields, saved together.
import { useState } from 'preact/hooks';
import type { MemberCustomField } from '../../../wire/identity.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import type { MembersApi, PageMember } from '../../api/members.js';
import { useAction } from '../../core/use-action.js';
import { hasErrors } from '../../core/validation.js';
import { messages } from './texts.js';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  member: PageMember;
  api: MembersApi;
  onSaved: (member: PageMember) => void;
}

/** A custom field's value as the form edits it (dates as YYYY-MM-DD). */
function editable(field: MemberCustomField): string {
  if (field.type === 'DATE') return String(field.value).slice(0, 10);
  return String(field.value);
}

/** The personal details form. */
export function ProfileSection({ member, api, onSaved }: ProfileSectionProps) {
  const t = messages();
  const contact = member.contact;
  const custom = Object.entries(contact.customFields ?? {});
  const [firstName, setFirstName] = useState(contact.firstName ?? '');
  const [lastName, setLastName] = useState(contact.lastName ?? '');
  const [nickname, setNickname] = useState(member.profile.nickname ?? '');
  const [phone, setPhone] = useState(contact.phones[0] ?? '');
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(custom.map(([key, field]) => [key, editable(field)])));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [epoch, setEpoch] = useState(0);
  const [saved, setSaved] = useState(false);
  const save = useAction(async () => {
    const customFields = Object.fromEntries(
      custom.map(([key, field]) => {
        const text = (values[key] ?? '').trim();
        return [key, { name: field.name, value: text === '' ? null : field.type === 'NUMBER' ? Number(text) : text }];
      }),
    );
    const otherPhones = contact.phones.slice(1);
    let updated = await api.update(member.id, {
      contact: {
        firstName,
        lastName,
        ...(phone.trim() ? { phones: [phone.trim(), ...otherPhones] } : otherPhones.length ? { phones: otherPhones } : {}),
        ...(custom.length ? { customFields } : {}),
      },
      profile: { nickname },
    });
    if (!phone.trim() && !otherPhones.length && updated.contact.phones.length) updated = await api.deletePhones(member.id);
    onSaved(updated);
    setSaved(true);
  });

  const submit = () => {
    setSaved(false);
    const next: Record<string, string | undefined> = {};
    for (const [key, field] of custom) {
      const text = (values[key] ?? '').trim();
      if (text && field.type === 'NUMBER' && !Number.isFinite(Number(text))) next[key] = t.account.numberInvalid;
      if (text && field.type === 'DATE' && Number.isNaN(Date.parse(text))) next[key] = t.account.dateInvalid;
    }
    setErrors(next);
    if (hasErrors(next)) return setEpoch((e) => e + 1);
    void save.run();
  };

  return (
    <section class="panel" aria-labelledby="profile-title">
      <h2 id="profile-title">{t.account.profileTitle}</h2>
      <p class="member-email">
        <span class="label">{t.account.email}</span> {member.loginEmail}{' '}
        <span class={`badge ${member.loginEmailVerified ? 'badge-ok' : ''}`}>
          {member.loginEmailVerified ? t.account.emailVerified : t.account.emailNotVerified}
        </span>
      </p>
      <Form onSubmit={submit} busy={save.busy} errorEpoch={epoch} labelledBy="profile-title">
        <div class="field-row">
          <Field label={t.account.firstName} value={firstName} onValue={setFirstName} autoComplete="given-name" optional maxLength={100} />
          <Field label={t.account.lastName} value={lastName} onValue={setLastName} autoComplete="family-name" optional maxLength={100} />
        </div>
        <div class="field-row">
          <Field label={t.account.nickname} value={nickname} onValue={setNickname} autoComplete="nickname" optional maxLength={100} />
          <Field label={t.account.phone} type="tel" value={phone} onValue={setPhone} autoComplete="tel" inputMode="tel" optional maxLength={50} />
        </div>
        {custom.length > 0 && (
          <fieldset class="fieldset">
            <legend>{t.account.customTitle}</legend>
            {custom.map(([key, field]) => (
              <Field
                key={key}
                label={field.name}
                type={field.type === 'DATE' ? 'date' : 'text'}
                inputMode={field.type === 'NUMBER' ? 'decimal' : undefined}
                value={values[key] ?? ''}
                onValue={(value) => setValues((v) => ({ ...v, [key]: value }))}
                error={errors[key]}
                optional
                maxLength={field.type === 'TEXT' ? 1000 : undefined}
              />
            ))}
          </fieldset>
        )}
        {save.error && <ErrorAlert error={save.error} />}
        {saved && !save.busy && (
          <Alert tone="success">
            <p>{t.common.saved}</p>
          </Alert>
        )}
        <div class="form-actions">
          <Button type="submit" busy={save.busy} busyLabel={t.common.saving}>
            {t.common.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
