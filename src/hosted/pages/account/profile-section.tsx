// Personal details: name, display name, phone and the store's custom fields, saved together (the draft, its checks and the save in ./state/profile-actions.ts).
import { useState } from 'react';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import type { PageMember } from '../../api/members.js';
import { useAction } from '../../core/use-action.js';
import { hasErrors } from '../../core/validation.js';
import { messages } from './texts.js';
import type { AccountStore } from './state/account-store.js';
import { profileDraft, profileProblems, saveProfile, type ProfileDraft } from './state/profile-actions.js';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  account: AccountStore;
  member: PageMember;
}

/** The personal details form. */
export function ProfileSection({ account, member }: ProfileSectionProps) {
  const t = messages();
  const custom = Object.entries(member.contact.customFields ?? {});
  const [draft, setDraft] = useState<ProfileDraft>(() => profileDraft(member));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [epoch, setEpoch] = useState(0);
  const [saved, setSaved] = useState(false);
  const save = useAction(async () => {
    await saveProfile(account, member, draft);
    setSaved(true);
  });
  const edit = (change: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = () => {
    setSaved(false);
    const problems = profileProblems(member, draft);
    const next = Object.fromEntries(
      Object.entries(problems).map(([key, problem]) => [key, problem === 'number' ? t.account.numberInvalid : t.account.dateInvalid]),
    );
    setErrors(next);
    if (hasErrors(next)) return setEpoch((e) => e + 1);
    void save.run();
  };

  return (
    <section className="panel" aria-labelledby="profile-title">
      <h2 id="profile-title">{t.account.profileTitle}</h2>
      <p className="member-email">
        <span className="label">{t.account.email}</span> {member.loginEmail}{' '}
        <span className={`badge ${member.loginEmailVerified ? 'badge-ok' : ''}`}>
          {member.loginEmailVerified ? t.account.emailVerified : t.account.emailNotVerified}
        </span>
      </p>
      <Form onSubmit={submit} busy={save.busy} errorEpoch={epoch} labelledBy="profile-title">
        <div className="field-row">
          <Field
            label={t.account.firstName}
            value={draft.firstName}
            onValue={(firstName) => edit({ firstName })}
            autoComplete="given-name"
            optional
            maxLength={100}
          />
          <Field
            label={t.account.lastName}
            value={draft.lastName}
            onValue={(lastName) => edit({ lastName })}
            autoComplete="family-name"
            optional
            maxLength={100}
          />
        </div>
        <div className="field-row">
          <Field
            label={t.account.nickname}
            value={draft.nickname}
            onValue={(nickname) => edit({ nickname })}
            autoComplete="nickname"
            optional
            maxLength={100}
          />
          <Field
            label={t.account.phone}
            type="tel"
            value={draft.phone}
            onValue={(phone) => edit({ phone })}
            autoComplete="tel"
            inputMode="tel"
            optional
            maxLength={50}
          />
        </div>
        {custom.length > 0 && (
          <fieldset className="fieldset">
            <legend>{t.account.customTitle}</legend>
            {custom.map(([key, field]) => (
              <Field
                key={key}
                label={field.name}
                type={field.type === 'DATE' ? 'date' : 'text'}
                inputMode={field.type === 'NUMBER' ? 'decimal' : undefined}
                value={draft.custom[key] ?? ''}
                onValue={(value) => setDraft((d) => ({ ...d, custom: { ...d.custom, [key]: value } }))}
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
        <div className="form-actions">
          <Button type="submit" busy={save.busy} busyLabel={t.common.saving}>
            {t.common.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
