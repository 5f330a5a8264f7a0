// Creates or edits a collection (name, description, visibility), its products, and deletes it; a refused save keeps what was typed.
import { useState, type SubmitEvent } from 'react';
import type { Collection } from '../../wire/catalog.js';
import { createCollection, deleteCollection, getCollection, updateCollection, type CollectionInput } from '../api/collections-api.js';
import { ConfirmButton } from '../components/confirm-button.js';
import { CheckboxField, TextAreaField, TextField } from '../components/field.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { navigate, notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';
import { CollectionProducts } from './collection-products.js';

/** The form's values of a collection (or of a new one). */
function inputOf(collection: Collection | undefined): CollectionInput {
  return { name: collection?.name ?? '', description: collection?.description ?? '', visible: collection?.visible ?? true };
}

/** The form of one collection; `collection` undefined for a new one. */
function CollectionForm({ collection, onSaved }: { collection: Collection | undefined; onSaved: (collection: Collection) => void }) {
  const texts = t();
  const [values, setValues] = useState(() => inputOf(collection));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof CollectionInput>(key: K) =>
    (value: CollectionInput[K]) =>
      setValues((before) => ({ ...before, [key]: value }));
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      const saved = collection ? await updateCollection(collection.id, values) : await createCollection(values);
      setErrors({});
      onSaved(saved);
      notify('success', collection ? texts.collection.saved : texts.collection.created);
    } catch (error) {
      // The typed values stay as they are: only the errors change.
      const found = violationsByField(error, 'collection');
      setErrors(found);
      const reason = Object.keys(found).length > 0 ? texts.common.fixFields : reasonOf(error);
      setRefusal(reason);
      notify('error', reason);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="panel form" noValidate onSubmit={(event) => void submit(event)}>
      {refusal && <p className="form-alert">{refusal}</p>}
      <TextField label={texts.collection.name} name="name" value={values.name} onValue={set('name')} error={errors.name ?? errors.slug} required />
      <TextAreaField
        label={texts.collection.description}
        name="description"
        value={values.description}
        onValue={set('description')}
        error={errors.description}
      />
      <CheckboxField label={texts.collection.visible} name="visible" checked={values.visible} onChecked={set('visible')} error={errors.visible} />
      <p className="hint">{texts.collection.imageHint}</p>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? texts.common.saving : texts.common.save}
      </button>
    </form>
  );
}

/** Deletes the collection after asking, then goes back to the list. */
function DeleteCollection({ collection }: { collection: Collection }) {
  const texts = t().collection;
  const remove = async () => {
    try {
      await deleteCollection(collection.id);
      navigate('collections');
      notify('success', texts.deleted(collection.name));
    } catch (error) {
      notify('error', reasonOf(error));
    }
  };
  return (
    <p className="actions">
      <ConfirmButton
        label={t().common.delete}
        name={texts.deleteFor(collection.name)}
        question={texts.confirmDelete(collection.name)}
        onConfirm={() => void remove()}
      />
    </p>
  );
}

/** The page of a new collection (`id` undefined) or of an existing one. */
export function CollectionPage({ id }: { id: string | undefined }) {
  const texts = t().collection;
  const load = useLoad<Collection | undefined>(() => (id ? getCollection(id) : Promise.resolve(undefined)), [id]);
  return (
    <>
      <p className="back">
        <Link to="collections">← {texts.back}</Link>
      </p>
      <LoadStates load={load}>
        {(collection) => (
          <>
            <PageHeading text={collection ? texts.editTitle(collection.name) : texts.newTitle} />
            <CollectionForm
              key={collection?.id ?? 'new'}
              collection={collection}
              onSaved={(saved) => (collection ? load.update(() => saved) : navigate(`collections/${saved.id}`))}
            />
            {collection && <CollectionProducts collectionId={collection.id} />}
            {collection && <DeleteCollection collection={collection} />}
          </>
        )}
      </LoadStates>
    </>
  );
}
