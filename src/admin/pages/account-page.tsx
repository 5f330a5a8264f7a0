// Your account (every signed-in role): who you are, a password change that signs out your other sessions, and two-step sign-in by TOTP.
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { t } from '../i18n/messages.js';
import { refreshAccount } from '../state/admin-actions.js';
import { useAdmin } from '../state/use-admin.js';
import { useLoad } from '../state/use-load.js';
import { PasswordForm } from './password-form.js';
import { TotpPanel } from './totp-panel.js';

/** The account page. */
export function AccountPage() {
  const texts = t();
  const a = texts.account;
  // Read again on opening, so a second factor turned on in another tab shows; the shown state then follows the store.
  const load = useLoad(refreshAccount, []);
  const staff = useAdmin((s) => s.staff);
  return (
    <>
      <PageHeading text={a.title} />
      <LoadStates load={load}>
        {() =>
          staff && (
            <>
              <section className="panel" aria-label={a.title}>
                <dl className="facts">
                  <dt>{a.email}</dt>
                  <dd>{staff.email}</dd>
                  <dt>{a.role}</dt>
                  <dd>{a.roles[staff.role]}</dd>
                </dl>
              </section>
              <PasswordForm email={staff.email} />
              <TotpPanel enabled={staff.totpEnabled} />
            </>
          )
        }
      </LoadStates>
    </>
  );
}
