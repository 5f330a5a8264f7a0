// Staff (owner only): the accounts with role and second factor, pending invitations (send again, withdraw), an invitation form, removing an account.
import { useState } from 'react';
import {
  inviteStaff,
  listStaff,
  removeStaff,
  revokeInvitation,
  type StaffErrorCode,
  type StaffInvitation,
  type StaffListResponse,
  type StaffMember,
} from '../api/staff-api.js';
import { ConfirmButton } from '../components/confirm-button.js';
import { ListTable } from '../components/list-table.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { formatDate, formatDateTime } from '../core/format.js';
import { errorCode, reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';
import { replacedIn, useOptimisticList } from '../state/optimistic-list.js';
import { useAdmin } from '../state/use-admin.js';
import { useLoad, type LoadHandle } from '../state/use-load.js';
import { InviteForm } from './invite-form.js';

/** The sentence of a refused removal or withdrawal. */
function refusalText(error: unknown): string {
  return (errorCode(error) as StaffErrorCode | undefined) === 'LAST_OWNER' ? t().staff.lastOwner : reasonOf(error);
}

/** The store's order of the accounts: oldest first. */
function byCreated(a: StaffMember, b: StaffMember): number {
  return a.createdDate.localeCompare(b.createdDate);
}

/** The invitations with `invitation` in place of any earlier one of its address (the store withdrew that one). */
function withInvitation(invitations: StaffInvitation[], invitation: StaffInvitation, replacedId?: string): StaffInvitation[] {
  const address = invitation.email.toLowerCase();
  return [...invitations.filter((i) => i.id !== replacedId && i.email.toLowerCase() !== address), invitation];
}

/** The accounts table (its box scrolls sideways on a phone, and takes the focus so the keyboard can scroll it): removing one (not your own) is asked first, shown at once and put back with the reason when refused. */
function AccountsTable({ load, staff }: { load: LoadHandle<StaffListResponse>; staff: StaffMember[] }) {
  const s = t().staff;
  const me = useAdmin((state) => state.staff?.id);
  const list = useOptimisticList<StaffMember>(
    (id, member) => load.update((data) => ({ ...data, staff: replacedIn(data.staff, id, member, { order: byCreated }) })),
    { reasonOf: refusalText },
  );
  return (
    <section className="panel" aria-labelledby="accounts-title">
      <h2 id="accounts-title">{s.accountsTitle}</h2>
      <ListTable
        items={staff}
        empty={s.noAccounts}
        labelledBy="accounts-title"
        columns={[s.email, s.role, s.twoStep, s.since, s.actions]}
        row={(member) => (
          <tr key={member.id}>
            <th scope="row">
              {member.email}
              {member.id === me && <span className="sub"> ({s.you})</span>}
            </th>
            <td>{s.roles[member.role]}</td>
            <td>{member.totpEnabled ? s.on : s.off}</td>
            <td>{formatDate(member.createdDate)}</td>
            <td className="row-actions">
              {member.id !== me && (
                <ConfirmButton
                  label={s.remove}
                  name={s.removeAccount(member.email)}
                  question={s.confirmRemove(member.email)}
                  onConfirm={() => void list.remove(member, () => removeStaff(member.id), s.removed(member.email))}
                />
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}

/** The pending invitations: send one again (a new link, the old one stops) or withdraw it. */
function InvitationsTable({ load, invitations }: { load: LoadHandle<StaffListResponse>; invitations: StaffInvitation[] }) {
  const texts = t();
  const s = texts.staff;
  const [sending, setSending] = useState<string | undefined>();
  const resend = async (invitation: StaffInvitation) => {
    setSending(invitation.id);
    try {
      const fresh = await inviteStaff({ email: invitation.email, role: invitation.role });
      load.update((data) => ({ ...data, invitations: withInvitation(data.invitations, fresh, invitation.id) }));
      notify('success', s.resent(invitation.email));
    } catch (error) {
      notify('error', reasonOf(error));
    } finally {
      setSending(undefined);
    }
  };
  const list = useOptimisticList<StaffInvitation>(
    (id, invitation) =>
      load.update((data) => ({
        ...data,
        invitations: invitation ? withInvitation(data.invitations, invitation) : data.invitations.filter((i) => i.id !== id),
      })),
    { reasonOf: refusalText },
  );
  return (
    <section className="panel" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{s.invitationsTitle}</h2>
      <ListTable
        items={invitations}
        empty={s.noInvitations}
        labelledBy="invitations-title"
        columns={[s.email, s.role, s.status, s.actions]}
        row={(invitation) => (
          <tr key={invitation.id}>
            <th scope="row">{invitation.email}</th>
            <td>{s.roles[invitation.role]}</td>
            <td>{s.pendingUntil(formatDateTime(invitation.expiresDate))}</td>
            <td className="row-actions">
              <button
                type="button"
                className="button button-small"
                aria-label={s.resendTo(invitation.email)}
                disabled={sending === invitation.id}
                onClick={() => void resend(invitation)}
              >
                {s.resend}
              </button>{' '}
              <ConfirmButton
                label={s.withdraw}
                name={s.withdrawInvitation(invitation.email)}
                question={s.confirmWithdraw(invitation.email)}
                onConfirm={() => void list.remove(invitation, () => revokeInvitation(invitation.id))}
              />
            </td>
          </tr>
        )}
      />
    </section>
  );
}

/** The staff page; a `staff` account sees the store's "only the owner" refusal. */
export function StaffPage() {
  const texts = t();
  const load = useLoad(listStaff, []);
  return (
    <>
      <PageHeading text={texts.staff.title} />
      <LoadStates load={load}>
        {(data) => (
          <>
            <InviteForm onInvited={(invitation) => load.update((d) => ({ ...d, invitations: withInvitation(d.invitations, invitation) }))} />
            <AccountsTable load={load} staff={data.staff} />
            <InvitationsTable load={load} invitations={data.invitations} />
          </>
        )}
      </LoadStates>
    </>
  );
}
