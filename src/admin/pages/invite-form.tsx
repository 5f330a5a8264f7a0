// The owner's invitation form: an e-mail and a role; the store's violations at their fields, what was typed kept on a refusal.
import { useState, type SubmitEvent } from 'react';
import { inviteStaff, type StaffInvitation, type StaffRole } from '../api/staff-api.js';
import { SelectField, TextField } from '../components/field.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** Invites a person by e-mail; `onInvited` gets the pending invitation the store made. */
export function InviteForm({ onInvited }: { onInvited: (invitation: StaffInvitation) => void }) {
  const texts = t();
  const s = texts.staff;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setErrors({ email: s.emailRequired });
      notify('error', texts.common.fixFields);
      return;
    }
    setBusy(true);
    try {
      const invitation = await inviteStaff({ email: email.trim(), role });
      onInvited(invitation);
      setEmail('');
      setErrors({});
      notify('success', s.invited(invitation.email));
    } catch (error) {
      const found = violationsByField(error);
      setErrors(found);
      notify('error', found.email || found.role ? texts.common.fixFields : reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel" aria-labelledby="invite-title">
      <h2 id="invite-title">{s.inviteTitle}</h2>
      <p className="hint">{s.inviteHint}</p>
      <form className="inline-form" noValidate aria-labelledby="invite-title" onSubmit={(event) => void submit(event)}>
        <TextField label={s.email} name="email" type="email" autoComplete="off" value={email} onValue={setEmail} error={errors.email} required />
        <SelectField
          label={s.role}
          name="role"
          value={role}
          onValue={(value) => setRole(value as StaffRole)}
          error={errors.role}
          options={(['staff', 'owner'] as const).map((value) => ({ value, label: s.roleChoices[value] }))}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? s.inviting : s.invite}
        </button>
      </form>
    </section>
  );
}
