// The member's saved addresses: listed, added, edited and removed (the list's changes and its save in ./state/address-actions.ts).
import { useRef, useState } from 'react';
import type { WireAddress } from '../../../wire/address.js';
import type { MemberAddress } from '../../../wire/identity.js';
import { AddressFields } from '../../components/address-form.js';
import { addressErrors, addressLines } from '../../components/address-rules.js';
import { withSubdivisionCode, withSubdivisionCodeLoaded } from '../../components/subdivision-code.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { countryName } from '../../components/countries.js';
import { Form } from '../../components/form.js';
import type { PageMember } from '../../api/members.js';
import { useAction } from '../../core/use-action.js';
import { hasErrors } from '../../core/validation.js';
import { messages } from './texts.js';
import type { AccountStore } from './state/account-store.js';
import { saveAddresses, withAddress, withoutAddress, type AddressSlot } from './state/address-actions.js';

/** Props of {@link AddressesSection}. */
export interface AddressesSectionProps {
  account: AccountStore;
  member: PageMember;
}

/** The address list and its editor. */
export function AddressesSection({ account, member }: AddressesSectionProps) {
  const t = messages();
  const addresses = member.contact.addresses;
  const [editing, setEditing] = useState<AddressSlot | undefined>(undefined);
  const [draft, setDraft] = useState<WireAddress>({});
  const [showErrors, setShowErrors] = useState(false);
  const [epoch, setEpoch] = useState(0);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const errors = showErrors ? addressErrors(draft) : {};

  const saveList = useAction(async (list: MemberAddress[], message: string) => {
    await saveAddresses(account, member, list);
    setEditing(undefined);
    setShowErrors(false);
    setNotice(message);
    heading.current?.focus();
  });

  const open = (which: AddressSlot) => {
    setNotice(undefined);
    saveList.setError(undefined);
    setDraft(which === 'new' ? { country: addresses[0]?.country ?? '' } : withSubdivisionCode({ ...addresses[which] }));
    // A state saved as a name (`New York`) becomes the select's code when the country's list is there (the draft then, whichever it is).
    if (which !== 'new') void withSubdivisionCodeLoaded({ ...addresses[which] }).then(() => setDraft((draft) => withSubdivisionCode(draft)));
    setShowErrors(false);
    setEditing(which);
  };
  const submit = () => {
    setShowErrors(true);
    if (hasErrors(addressErrors(draft))) return setEpoch((e) => e + 1);
    void saveList.run(withAddress(addresses, editing ?? 'new', draft), t.account.addressSaved);
  };

  const editor = (
    <div className="address-editor">
      <h3 id="address-editor-title">{editing === 'new' ? t.account.newAddressTitle : t.account.editAddressTitle}</h3>
      <Form onSubmit={submit} busy={saveList.busy} errorEpoch={epoch} labelledBy="address-editor-title">
        <AddressFields value={draft} onChange={setDraft} errors={errors} />
        {saveList.error && <ErrorAlert error={saveList.error} />}
        <div className="form-actions">
          <Button type="submit" busy={saveList.busy} busyLabel={t.common.saving}>
            {t.account.saveAddress}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(undefined)}>
            {t.common.cancel}
          </Button>
        </div>
      </Form>
    </div>
  );

  return (
    <section className="panel" aria-labelledby="addresses-title">
      <h2 id="addresses-title" ref={heading} tabIndex={-1}>
        {t.account.addressesTitle}
      </h2>
      {notice && (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      )}
      {addresses.length === 0 && editing === undefined && <p className="muted">{t.account.noAddresses}</p>}
      {addresses.length > 0 && (
        <ul className="address-list">
          {addresses.map((address, i) =>
            editing === i ? (
              <li key={i}>{editor}</li>
            ) : (
              <li key={i} className="address-item">
                <address>
                  {addressLines(address, (code) => countryName(code)).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
                <div className="address-actions">
                  <Button variant="secondary" label={t.account.editAddressLabel(i + 1)} onClick={() => open(i)}>
                    {t.account.editAddress}
                  </Button>
                  <Button
                    variant="danger"
                    label={t.account.removeAddressLabel(i + 1)}
                    busy={saveList.busy && editing === undefined}
                    onClick={() => void saveList.run(withoutAddress(addresses, i), t.account.addressRemoved)}
                  >
                    {t.account.removeAddress}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {saveList.error && editing === undefined && <ErrorAlert error={saveList.error} />}
      {editing === 'new' ? (
        editor
      ) : (
        <div className="form-actions">
          <Button variant="secondary" onClick={() => open('new')}>
            {t.account.addAddress}
          </Button>
        </div>
      )}
    </section>
  );
}
