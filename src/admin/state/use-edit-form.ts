// The wiring of a form that creates or edits one record: typed values, the store's refusal by field, busy, the edit heading's focus.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from './admin-actions.js';

/** What {@link useEditForm} needs to know of one form. */
export interface EditFormOptions<Input, Saved> {
  /** Whether the form edits a record (else it creates one and empties after saving). */
  editing: boolean;
  /** The values the form starts with (read once). */
  initial: () => Input;
  /** The values of a new record, after a record was created. */
  empty: Input;
  /** Creates or updates the record with the values typed. */
  save: (values: Input) => Promise<Saved>;
  /** The prefix the store gives the fields of its violations (`specification`), cut off for the fields' errors (unless `errorsOf`). */
  violationsAt?: string;
  /** The refusal's errors by the form's fields. @default the store's violations under `violationsAt` */
  errorsOf?: (error: unknown, values: Input) => Record<string, string>;
  /** When the heading takes the focus as the form shows: for an edit only (a create form always on its page), or always (a form a button opens). @default 'editing' */
  focusHeading?: 'editing' | 'always';
  /** The notice after saving. */
  savedNotice: (saved: Saved) => string;
  /** Gets the store's answer. */
  onSaved: (saved: Saved) => void;
  /** A violation of this field is said above the fields instead of the general refusal. */
  refusalField?: string;
}

/** A form's values and state, `set(key)` for a text field's changes (`setValues` for the others), and `submit` for the form's submit event. */
export function useEditForm<Input extends object, Saved>(options: EditFormOptions<Input, Saved>) {
  const { editing, empty, save, violationsAt = '', savedNotice, onSaved, refusalField, focusHeading = 'editing' } = options;
  const errorsOf = options.errorsOf ?? ((error: unknown) => violationsByField(error, violationsAt));
  const [values, setValues] = useState(options.initial);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing || focusHeading === 'always') heading.current?.focus();
  }, []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Input) => (value: string) => setValues((before) => ({ ...before, [key]: value }));
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      const saved = await save(values);
      if (!editing) setValues(empty);
      setErrors({});
      notify('success', savedNotice(saved));
      onSaved(saved);
    } catch (error) {
      // What was typed stays; only the errors change.
      const found = errorsOf(error, values);
      setErrors(found);
      const reason = Object.keys(found).length > 0 ? t().common.fixFields : reasonOf(error);
      setRefusal((refusalField && found[refusalField]) ?? reason);
      notify('error', reason);
    } finally {
      setBusy(false);
    }
  };
  return { values, setValues, set, errors, refusal, busy, submit, heading };
}
