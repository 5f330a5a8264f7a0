// Install: each OAuth client's allowed origins (add, remove) and the script tag to paste into the shop's pages.
import { useState } from 'react';
import { changeOrigins, listClients, type OAuthClientView } from '../api/clients-api.js';
import { CopyField } from '../components/copy-field.js';
import { TextField } from '../components/field.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';

/** The script tag of a client on this store. */
export function scriptTag(clientId: string): string {
  return `<script src="${location.origin}/tote.js" data-client-id="${clientId}" async></script>`;
}

/** One client: its origins with Remove buttons, the add form, its script tag. */
function ClientOrigins({ client, onChange }: { client: OAuthClientView; onChange: (client: OAuthClientView) => void }) {
  const texts = t().install;
  const [origin, setOrigin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const change = async (origins: string[], remove: boolean) => {
    setBusy(true);
    // Shown at once; the store's answer (or the old list, with its reason) replaces it.
    const before = client;
    onChange({ ...client, allowedOrigins: remove ? client.allowedOrigins.filter((o) => !origins.includes(o)) : [...client.allowedOrigins, ...origins] });
    try {
      onChange(await changeOrigins(client.id, origins, remove));
      if (!remove) setOrigin('');
      setError(undefined);
    } catch (failure) {
      onChange(before);
      const violations = Object.values(violationsByField(failure));
      setError(violations[0] ?? reasonOf(failure));
      if (remove) notify('error', reasonOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel" aria-labelledby={`client-${client.id}`}>
      <h2 id={`client-${client.id}`}>
        {texts.client}: {client.name} <code>{client.id}</code>
      </h2>
      <h3>{texts.originsTitle}</h3>
      <p className="hint">{texts.originsHint}</p>
      {client.allowedOrigins.length === 0 ? (
        <p>{texts.noOrigins}</p>
      ) : (
        <ul className="plain origins">
          {client.allowedOrigins.map((o) => (
            <li key={o}>
              <code>{o}</code>{' '}
              <button type="button" className="button button-small" disabled={busy} aria-label={texts.removeOrigin(o)} onClick={() => void change([o], true)}>
                {texts.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="inline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (origin.trim()) void change([origin.trim()], false);
        }}
      >
        <TextField label={texts.origin} name="origin" type="url" inputMode="url" value={origin} onValue={setOrigin} error={error} />
        <button type="submit" className="button" disabled={busy}>
          {texts.add}
        </button>
      </form>
      <h3>{texts.scriptTitle}</h3>
      <p className="hint">{texts.scriptHint}</p>
      <CopyField label={texts.scriptTitle} value={scriptTag(client.id)} />
    </section>
  );
}

/** The install page. */
export function InstallPage() {
  const texts = t();
  const load = useLoad(listClients, []);
  return (
    <>
      <PageHeading text={texts.install.title} />
      <LoadStates load={load} isEmpty={(clients) => clients.length === 0} empty={texts.install.noClients}>
        {(clients) =>
          clients.map((client) => (
            <ClientOrigins key={client.id} client={client} onChange={(changed) => load.update((all) => all.map((c) => (c.id === changed.id ? changed : c)))} />
          ))
        }
      </LoadStates>
    </>
  );
}
