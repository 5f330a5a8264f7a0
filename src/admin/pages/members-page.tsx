// Members: filter by status; approve, block, unblock and delete, shown at once and rolled back with the store's reason when refused.
import { useState } from 'react';
import { CUSTOMER_EXPORT_PATH } from '../../wire/exports.js';
import type { Member } from '../../wire/identity.js';
import { changeMember, deleteMember, listMembers, type MemberAction, type MemberListStatus } from '../api/members-api.js';
import { SelectField } from '../components/field.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { formatDate } from '../core/format.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';

/** The status a member shows right after an action, before the store answers. */
const STATUS_AFTER: Record<MemberAction, Member['status']> = { approve: 'APPROVED', block: 'BLOCKED', unblock: 'APPROVED' };

/** The members page. */
export function MembersPage() {
  const texts = t();
  const [status, setStatus] = useState<MemberListStatus | ''>('');
  const [confirmDelete, setConfirmDelete] = useState<string | undefined>();
  const load = useLoad(() => listMembers(status, 0), [status]);
  const replace = (id: string, change: (member: Member) => Member | undefined) =>
    load.update((data) => ({
      ...data,
      members: data.members.flatMap((m) => {
        if (m.id !== id) return [m];
        const next = change(m);
        return next ? [next] : [];
      }),
    }));
  /** Shows the change at once; puts the member back as it was, and says why, when the store refuses it. */
  const act = async (member: Member, action: MemberAction | 'delete') => {
    setConfirmDelete(undefined);
    replace(member.id, (m) => (action === 'delete' ? undefined : { ...m, status: STATUS_AFTER[action] }));
    try {
      if (action === 'delete') await deleteMember(member.id);
      else {
        const answered = await changeMember(member.id, action);
        replace(member.id, () => answered);
      }
    } catch (error) {
      if (action === 'delete') load.update((data) => ({ ...data, members: [...data.members, member] }));
      else replace(member.id, () => member);
      notify('error', reasonOf(error));
    }
  };
  return (
    <>
      <PageHeading text={texts.members.title} />
      <div className="filters">
        <SelectField
          label={texts.members.filter}
          name="status"
          value={status}
          onValue={(value) => setStatus(value as MemberListStatus | '')}
          options={[
            { value: '', label: texts.common.all },
            ...(['PENDING', 'ACTIVE', 'BLOCKED'] as const).map((value) => ({ value, label: texts.members.statuses[value] ?? value })),
          ]}
        />
        <a className="button" href={`${CUSTOMER_EXPORT_PATH}?format=csv`} download>
          {texts.members.exportCsv}
        </a>
      </div>
      <LoadStates load={load} isEmpty={(data) => data.members.length === 0} empty={texts.members.empty}>
        {(data) => (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{texts.members.email}</th>
                  <th scope="col">{texts.members.name}</th>
                  <th scope="col">{texts.members.status}</th>
                  <th scope="col">{texts.members.joined}</th>
                  <th scope="col">{texts.members.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.members.map((member) => {
                  const email = member.loginEmail;
                  const button = (action: MemberAction | 'delete', label: string, danger = false) => (
                    <button
                      type="button"
                      className={`button button-small${danger ? ' button-danger' : ''}`}
                      aria-label={texts.members.actionFor(label, email)}
                      onClick={() => (action === 'delete' ? setConfirmDelete(member.id) : void act(member, action))}
                    >
                      {label}
                    </button>
                  );
                  return (
                    <tr key={member.id}>
                      <th scope="row">{email}</th>
                      <td>{[member.contact.firstName, member.contact.lastName].filter(Boolean).join(' ')}</td>
                      <td>{texts.members.memberStatus[member.status] ?? member.status}</td>
                      <td>{formatDate(member.createdDate)}</td>
                      <td className="row-actions">
                        {confirmDelete === member.id ? (
                          <span role="group" aria-label={texts.members.confirmDelete(email)}>
                            <span className="sub">{texts.members.confirmDelete(email)}</span>
                            <button type="button" className="button button-small button-danger" onClick={() => void act(member, 'delete')}>
                              {texts.members.remove}
                            </button>{' '}
                            <button type="button" className="button button-small" autoFocus onClick={() => setConfirmDelete(undefined)}>
                              {texts.common.cancel}
                            </button>
                          </span>
                        ) : (
                          <>
                            {member.status === 'PENDING' && button('approve', texts.members.approve)}
                            {member.status !== 'BLOCKED' ? button('block', texts.members.block) : button('unblock', texts.members.unblock)}
                            {button('delete', texts.members.remove, true)}
                          </>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </LoadStates>
    </>
  );
}
